# Estimate pi by throwing random points at a square and counting those that
# land inside the quarter circle: the classic JIT benchmark.
#
# The random numbers come from an integer linear congruential generator, so
# the output is the same on every run and every machine, and kiln prints
# exactly what CPython prints. Try:
#
#     kiln --no-jit samples/monte_carlo_pi.py     # the interpreter
#     kiln samples/monte_carlo_pi.py              # with the JIT
#     python3 samples/monte_carlo_pi.py           # the same bytes, slower
#
# bash tools/jit-demo.sh runs all three and prints the times.

PI = 3.141592653589793


def throw(x, count):
    """Throw count points from generator state x; return (x, hits inside)."""
    inside = 0
    i = 0
    while i < count:
        # x -> (a * x + c) % 2**31: full period, and every intermediate value
        # stays below 2**53. Each coordinate is the top 16 of the 31 bits.
        x = (1664525 * x + 1013904223) % 2147483648
        px = x // 32768
        x = (1664525 * x + 1013904223) % 2147483648
        py = x // 32768
        # The point is in the quarter circle of radius 65536.
        if px * px + py * py < 4294967296:
            inside += 1
        i += 1
    return x, inside


def main():
    print(f"{'points':>12}  {'inside':>10}  {'estimate':>10}  {'error':>10}")
    x = 12345
    n = 0
    inside = 0
    for k in range(3, 8):
        target = 10 ** k
        x, hits = throw(x, target - n)
        n = target
        inside += hits
        estimate = 4 * inside / n
        print(f"{n:>12,}  {inside:>10,}  {estimate:>10.6f}  {estimate - PI:>+10.6f}")


main()
