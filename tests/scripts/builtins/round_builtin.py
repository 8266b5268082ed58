for v in [0.5, 1.5, 2.5, -0.5, -1.5, 0.49999999999999994, 2.675, 1e15, -2.5, 3.5]:
    print(v, round(v), round(v, 1), round(v, 2))
print(round(123456, -3), round(-123456, -2), round(5, -1), round(15, -1), round(-5, -1), round(0, -5))
print(round(12.5, -1), round(15.0, -1), round(25.0, -1), round(1.45, 1), round(1.55, 1))
print(round(1234.5678, 2), round(1234.5678, -2), round(0.000123456, 5), round(2.5))
