def g():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")
it = g()
print(next(it))
it.close()
print(it.close())
print(list(it))
def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
s = stubborn()
next(s)
try:
    s.close()
except RuntimeError as e:
    print(e)
def catches():
    try:
        yield 1
    except GeneratorExit:
        print("got GeneratorExit")
        raise
c = catches()
next(c)
c.close()
fresh = g()
fresh.close()
print("fresh closed")
