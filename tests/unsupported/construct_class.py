# expect: NotImplementedError: 'class' statement is not supported by kiln yet
class Point:
    pass
print('class defined')
