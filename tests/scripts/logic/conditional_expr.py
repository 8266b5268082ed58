def sign(n):
    return 'neg' if n < 0 else 'zero' if n == 0 else 'pos'
print(sign(-5), sign(0), sign(7))
x = 10
print('big' if x > 5 else 'small', 1 if [] else 2, 'y' if 'n' else 'n')
print((lambda v: v * 2 if v else -1)(3), (lambda v: v * 2 if v else -1)(0))
calls = []
def mark(v):
    calls.append(v)
    return v
r = mark('a') if mark(True) else mark('b')
print(r, calls)
print(1 + (2 if False else 3) * 2, 1 + 2 if False else 3 * 2)
a = 5 if x > 0 else 6
print(a)
