# bench: numeric
# Mandelbrot set: tight float loop with an early exit.


def mandel(cr, ci, max_iter):
    zr = 0.0
    zi = 0.0
    i = 0
    while i < max_iter:
        zr2 = zr * zr
        zi2 = zi * zi
        if zr2 + zi2 > 4.0:
            return i
        zi = 2.0 * zr * zi + ci
        zr = zr2 - zi2 + cr
        i += 1
    return max_iter


def main():
    width = 640
    height = 480
    max_iter = 100
    rounds = 1  # bench:rounds
    inside = 0
    iters = 0
    r = 0
    while r < rounds:
        y = 0
        while y < height:
            ci = -1.2 + 2.4 * y / height
            x = 0
            while x < width:
                cr = -2.1 + 3.0 * x / width
                it = mandel(cr, ci, max_iter)
                if it == max_iter:
                    inside += 1
                iters += it
                x += 1
            y += 1
        r += 1
    print("mandelbrot", width, height, max_iter, rounds, inside, iters)


main()
