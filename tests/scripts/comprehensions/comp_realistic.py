text = """the quick brown fox jumps over the lazy dog the fox"""
words = text.split()
counts = {w: words.count(w) for w in words}
print(sorted(counts.items()))
lengths = {w: len(w) for w in words if len(w) > 3}
print(sorted(lengths.items()))
by_len = {n: sorted([w for w in counts if len(w) == n]) for n in range(1, 6)}
print(by_len)
primes = [n for n in range(2, 50) if not [d for d in range(2, n) if n % d == 0]]
print(primes)
pyth = [(a, b, c) for a in range(1, 20) for b in range(a, 20) for c in range(b, 20) if a * a + b * b == c * c]
print(pyth)
