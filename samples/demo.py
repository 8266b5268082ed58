# kiln's main demo: a tour of the Python subset kiln runs today.
# Run it with `kiln samples/demo.py` and compare with `python3 samples/demo.py`:
# the output is the same, byte for byte.


def primes_below(n):
    """Sieve of Eratosthenes."""
    is_prime = [True] * n
    is_prime[0] = is_prime[1] = False
    i = 2
    while i * i < n:
        if is_prime[i]:
            for j in range(i * i, n, i):
                is_prime[j] = False
        i += 1
    found = []
    for k in range(n):
        if is_prime[k]:
            found.append(k)
    return found


def word_frequencies(text):
    counts = {}
    for word in text.lower().split():
        word = word.strip(".,;:!?")
        if word:
            counts[word] = counts.get(word, 0) + 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def make_counter(step=1):
    total = 0

    def counter():
        nonlocal total
        total += step
        return total

    return counter


def mandelbrot_rows(width, height, max_iter):
    rows = []
    for y in range(height):
        row = ""
        for x in range(width):
            c_re = -2.2 + 3.2 * x / width
            c_im = -1.2 + 2.4 * y / height
            z_re = z_im = 0.0
            n = 0
            while n < max_iter and z_re * z_re + z_im * z_im <= 4.0:
                z_re, z_im = z_re * z_re - z_im * z_im + c_re, 2.0 * z_re * z_im + c_im
                n += 1
            row += " .:-=+*#%@"[n * 9 // max_iter]
        rows.append(row)
    return rows


primes = primes_below(100)
print("primes below 100:", len(primes), "-", primes[:10], "...", primes[-3:])

text = """The quick brown fox jumps over the lazy dog. The dog sleeps;
the fox runs. A quick fox, a lazy dog, and the end."""
print("top words:", word_frequencies(text)[:4])

by_threes = make_counter(3)
for _ in range(4):
    by_threes()
print("counter after 4 calls:", by_threes())

print("floats:", 0.1 + 0.2, 1e16, 2 ** -3, round(2.675, 2), 7 // -2, -7 % 3)
print("strings:", "héllo wörld".title(), len("日本語"), "a,b,,c".split(","))

for line in mandelbrot_rows(60, 16, 60):
    print(line)
