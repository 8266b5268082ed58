# A function whose last statement is a compound one ending in a return
# (`if x: return y`) returns None when that return is not taken.


def last_if(v):
    if v > 3:
        return v


def last_elif(v):
    if v > 3:
        return "big"
    elif v > 1:
        return "mid"


def last_while(n):
    while n > 0:
        n -= 1
        if n == 5:
            return "five"


def last_for(xs):
    for x in xs:
        if x < 0:
            return x


def last_try(v):
    try:
        if v:
            return 1 / v
    except ZeroDivisionError:
        return "zero"


def last_nested_if(a, b):
    if a:
        if b:
            return "both"


def gen(n):
    yield 1
    if n:
        return


class Box:
    def __init__(self, v):
        self.v = v
        if v is None:
            return

    def get(self, default):
        if self.v is not None:
            return self.v


print(last_if(1), last_if(5))
print(last_elif(0), last_elif(2), last_elif(9))
print(last_while(3), last_while(9))
print(last_for([1, 2]), last_for([1, -2]))
print(last_try(0), last_try(2), last_try(None))
print(last_nested_if(1, 0), last_nested_if(1, 1), last_nested_if(0, 1))
print(list(gen(0)), list(gen(1)))
print(Box(3).get(0), Box(None).get(0))
total = 0
for i in range(3000):
    r = last_if(i % 7)
    total += 0 if r is None else r
print(total)
