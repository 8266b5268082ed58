print('start')
print(undefined_variable_xyz)
