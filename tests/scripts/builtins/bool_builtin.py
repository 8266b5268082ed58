print(bool(), bool(0), bool(1), bool(-1), bool(0.0), bool(0.1), bool(''), bool('False'))
print(bool([]), bool([0]), bool(()), bool((0,)), bool({}), bool({0: 0}), bool(None))
print(bool(range(0)), bool(range(1)), bool(len), bool(bool), bool(float('nan')))
print(bool(1) + bool(1), type(bool(1)), bool('0'), bool(' '))
