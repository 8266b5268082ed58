class Foo: pass
def run(f):
    try:
        f()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__ + ":", e)
run(lambda: Foo() + 1)
run(lambda: 1 + Foo())
run(lambda: Foo() * Foo())
run(lambda: -Foo())
run(lambda: ~Foo())
run(lambda: Foo() < 1)
run(lambda: abs(Foo()))
run(lambda: len(Foo()))
run(lambda: Foo()[0])
run(lambda: Foo().x)
run(lambda: Foo.y)
