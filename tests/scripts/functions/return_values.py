def nothing():
    return
def implicit():
    x = 1
def multiple():
    return 1, 'two', [3]
def early(x):
    if x:
        return 'early'
    return 'late'
print(nothing(), implicit(), multiple(), early(1), early(0))
a, b, c = multiple()
print(a, b, c)
r = multiple()
print(type(r), len(r))
def ret_func():
    def inner():
        return 'inner called'
    return inner
print(ret_func()())
