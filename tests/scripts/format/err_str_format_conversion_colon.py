# After the conversion comes ':' or '}'.
print('{0!rr}'.format(1))
