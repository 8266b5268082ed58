x = 5
assert x == 5
assert x > 0, 'x must be positive'
assert [1], 'non-empty list is truthy'
assert True, 1 / 1
def check(v):
    assert isinstance(v, int), 'expected int'
    return v * 2
print(check(21))
print('all asserts passed')
