def deep(n):
    return deep(n + 1)
try:
    deep(0)
except RecursionError as e:
    print("caught:", e)
def count(n):
    return 0 if n == 0 else 1 + count(n - 1)
print(count(100))
print("still running")
