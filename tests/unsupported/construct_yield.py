# expect: NotImplementedError: 'yield' expression is not supported by kiln yet
def gen():
    yield 1
print('generator defined')
