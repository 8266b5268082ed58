x = 5
print(-x, +x, ~x, - -x, -(-x), ~~x, not x)
print(-0, +-3, -+3, --3, ---3)
print(~0, ~-1, ~255, ~-256)
print(-3.5, +3.5, -(-0.0), -0.0)
print(not 0, not 1, not -1, not not 2)
print(-x ** 2, (-x) ** 2, ~x + 1, -~x, ~-x)
print(- 2 * 3, -2 * -3, 2 - -3, 2 + +3, 2 - - - 3)
