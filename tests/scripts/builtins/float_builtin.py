print(float(), float(1), float(-3), float('3.25'), float(' -1.5e2 '), float('1_0.5'))
print(float('inf'), float('-inf'), float('INF'), float('-Infinity'), float('nan'))
print(float('.25'), float('4.'), float('1e-10'), float(True), float(2 ** 60))
print(float('0.1') == 0.1, float(str(0.1)) == 0.1, float(repr(1 / 3)) == 1 / 3)
