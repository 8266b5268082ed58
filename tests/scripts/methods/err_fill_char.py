print('x'.center(5, '-'))
print('x'.center(5, '--'))
