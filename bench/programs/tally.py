# Counting with collections.Counter over generator expressions: word
# lengths, first letters, letters, pairs of neighbouring words.
from collections import Counter

x = 3
vocab = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta", "eta", "theta", "iota", "kappa", "lambda"]
words = []
for i in range(60000):
    x = (x * 1103515245 + 12345) % 2147483648
    words.append(vocab[(x >> 8) % len(vocab)])
lengths = Counter(len(w) for w in words)
firsts = Counter(w[0] for w in words if len(w) > 3)
letters = Counter(ch for w in words[:20000] for ch in w)
pairs = Counter((a[0], b[0]) for a, b in zip(words, words[1:]))
print(sorted(lengths.items()))
print(firsts.most_common(3), letters.most_common(4), pairs.most_common(3))
