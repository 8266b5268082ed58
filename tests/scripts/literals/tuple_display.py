print(())
print((1,))
print((1, 2))
t = 1, 2, 3
print(t)
u = 4,
print(u, len(u))
print(((1,), (), ((2, 3),)))
print((1), (1,), ((1)))
print(('a', "b's"))
print(tuple(), tuple([1]), tuple('ab'))
