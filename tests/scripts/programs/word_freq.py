# Word frequency count over a text literal.
TEXT = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness,
it was the spring of hope, it was the winter of despair."""

def normalize(word):
    word = word.lower()
    return word.strip('.,;:!?"\'')

counts = {}
order = []
for raw in TEXT.split():
    w = normalize(raw)
    if not w:
        continue
    if w not in counts:
        counts[w] = 0
        order.append(w)
    counts[w] += 1

print('distinct words:', len(counts))
print('total words:', sum(counts.values()))
print('first seen:', order[:6])

ranked = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))
for word, n in ranked[:8]:
    print(word.ljust(12), str(n).rjust(3), '#' * n)

by_length = {}
for w in counts:
    by_length.setdefault(len(w), []).append(w)
for length in sorted(by_length):
    print(length, sorted(by_length[length]))

longest = max(counts, key=len)
print('longest word:', longest, len(longest))
singletons = []
for w in order:
    if counts[w] == 1:
        singletons.append(w)
print('used once:', ', '.join(singletons))
letters = {}
for ch in TEXT.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
top = sorted(letters, key=lambda c: letters[c], reverse=True)[:5]
print('top letters:', top, letters[top[0]], letters[top[-1]])
