# expect: NotImplementedError: f-string is not supported by kiln yet
name = 'kiln'
print(f'hello {name}')
