def box(width, height=1, fill='#'):
    lines = []
    for i in range(height):
        lines.append(fill * width)
    return lines
print(box(3))
print(box(2, 2))
print(box(width=4, fill='*'))
print(box(1, fill='@', height=3))
print(sorted([3, 1, 2], reverse=True), sorted(['b', 'A'], key=None))
print('x', 'y', sep='-', end='|\n')
print(int('ff', 16))
