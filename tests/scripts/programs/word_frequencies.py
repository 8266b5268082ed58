# Word frequencies with Counter: counting, most_common with ties, merging
# counters of chapters, and the words of one chapter missing from another.
from collections import Counter

VOCAB = ("the of and a to in is you that it he was for on are as with his they I at be this have from or one had "
         "by word but not what all were we when your can said there use an each which she do how their if will up "
         "other about out many then them these so some her would make like him into time has look two more write go "
         "see number no way could people my than first water been call who oil its now find long down day did get "
         "come made may part").split()


def chapter(seed, n):
    words = []
    x = seed
    for _ in range(n):
        x = (x * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        # a skewed pick: low indexes far more often
        i = (x >> 33) % len(VOCAB)
        j = (x >> 45) % len(VOCAB)
        words.append(VOCAB[min(i, j)])
    return " ".join(words)


chapters = [chapter(s, 4000) for s in (3, 5, 11)]
counts = []
for text in chapters:
    c = Counter()
    for w in text.split():
        c[w.lower()] += 1
    counts.append(c)
    print(c.most_common(5), c.total(), len(c))

total = Counter()
for c in counts:
    total.update(c)
print(total.most_common(8))
print(sum(counts, Counter()) == total, (counts[0] + counts[1] + counts[2]).most_common(3))
only_first = counts[0] - counts[1]
print(len(only_first), only_first.most_common(3))
common = counts[0] & counts[1] & counts[2]
print(common.most_common(4), sum(common.values()))
by_len = Counter(len(w) for w in chapters[0].split())
print(sorted(by_len.items()), by_len.most_common(1))
letters = Counter(ch for text in chapters for ch in text if ch != " ")
print(letters.most_common(6), sorted(letters.elements())[:5])
top = Counter(dict(total.most_common(10)))
print(top, +top == top, -top)
