# ASCII Mandelbrot set with floats (no complex numbers).
def mandel(cx, cy, max_iter):
    x, y = 0.0, 0.0
    for i in range(max_iter):
        x2, y2 = x * x, y * y
        if x2 + y2 > 4.0:
            return i
        y = 2.0 * x * y + cy
        x = x2 - y2 + cx
    return max_iter

chars = ' .:-=+*#%@'
width, height, max_iter = 60, 24, 30
rows = []
counts = {}
for j in range(height):
    cy = -1.2 + 2.4 * j / (height - 1)
    line = ''
    for i in range(width):
        cx = -2.1 + 2.7 * i / (width - 1)
        n = mandel(cx, cy, max_iter)
        counts[n] = counts.get(n, 0) + 1
        if n == max_iter:
            line += '@'
        else:
            line += chars[n * (len(chars) - 1) // max_iter]
    rows.append(line.rstrip())
for r in rows:
    print(r)
inside = counts.get(max_iter, 0)
print('inside points:', inside, 'of', width * height)
area = 2.7 * 2.4 * inside / (width * height)
print('estimated area:', round(area, 3))
print(mandel(0.0, 0.0, 100), mandel(-1.0, 0.0, 100), mandel(0.5, 0.5, 100), mandel(-0.75, 0.1, 100))
