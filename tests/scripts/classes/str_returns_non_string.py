class Bad:
    def __str__(self):
        return 42
    def __repr__(self):
        return None
for f in (str, repr):
    try:
        f(Bad())
    except TypeError as e:
        print(e)
