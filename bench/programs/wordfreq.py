import random
random.seed(5)
words = ["alpha", "beta", "gamma", "delta", "eps", "zeta", "eta", "theta", "iota", "kappa"]
lines = []
for i in range(20000):
    lines.append(" ".join(random.choice(words) for _ in range(12)))
counts = {}
for line in lines:
    for w in line.split():
        counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for w, c in top[:5]:
    print(f"{w:>8} {c:6d}")
