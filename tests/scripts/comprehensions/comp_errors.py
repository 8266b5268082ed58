def bad(xs):
    return [1 // x for x in xs]
try:
    bad([1, 0])
except ZeroDivisionError as e:
    print("caught", e)
try:
    [x for x in 5]
except TypeError as e:
    print(e)
try:
    {k: v for k, v in [(1, 2, 3)]}
except ValueError as e:
    print(e)
