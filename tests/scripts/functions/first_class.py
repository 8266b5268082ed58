def square(x):
    return x * x
def apply(f, values):
    out = []
    for v in values:
        out.append(f(v))
    return out
print(apply(square, [1, 2, 3]))
print(apply(abs, [-1, 2, -3]))
print(apply(lambda s: s.upper(), ['a', 'b']))
ops = {'add': lambda a, b: a + b, 'mul': lambda a, b: a * b, 'pow': pow}
for name in ops:
    print(name, ops[name](3, 4))
funcs = [len, str, square]
print(funcs[0]('abc'), funcs[1](12) + '!', funcs[2](9))
alias = square
print(alias(5), alias is square, alias == square)
def compose(f, g):
    return lambda x: f(g(x))
inc_then_sq = compose(square, lambda x: x + 1)
print(inc_then_sq(3))
