class Pair:
    def __enter__(self):
        return (1, 2)
    def __exit__(self, *a):
        return None
with Pair() as (x, y):
    print(x + y)
