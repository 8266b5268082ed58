cases = [
    lambda: 1 / 0,
    lambda: 1 % 0,
    lambda: {"a": 1}["b"],
    lambda: [1][5],
    lambda: "abc".index("z"),
    lambda: int("1.5"),
    lambda: undefined,
    lambda: (1).foo,
    lambda: len(3),
    lambda: [].pop(),
]
for c in cases:
    try:
        c()
    except Exception as e:
        print(type(e).__name__ + ":", e)
