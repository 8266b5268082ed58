# Characters of strs read, compared and searched in hot loops: s[i], for c
# in s, a < b, a == b, x in s, with ASCII and non-ASCII text, negative and
# out-of-range indexes, and sequences of other kinds entering the same loop.

def classify(s):
    counts = [0, 0, 0, 0]
    i = 0
    while i < len(s):
        c = s[i]
        if c in "aeiouyé":
            counts[0] += 1
        elif "0" <= c <= "9":
            counts[1] += 1
        elif c == " " or c == "\t":
            counts[2] += 1
        else:
            counts[3] += 1
        i += 1
    return counts

text = "The quick brown fox, 12 times; naïve café ✓ déjà vu\t" * 40
for _ in range(30):
    r = classify(text)
print(r)
print(classify(""), classify("9"), classify("é"))

# Negative indexes and a bool index, from the end of the string.
def backwards(s):
    out = []
    for k in range(1, len(s) + 1):
        out.append(s[-k])
    out.append(s[True])
    out.append(s[False])
    return "".join(out)

for _ in range(60):
    b = backwards("héllo wörld ✓ abc")
print(b)

# Out of range inside the loop: the IndexError the interpreter raises.
def probe(s, stop):
    seen = 0
    try:
        for k in range(stop):
            if s[k] != "x":
                seen += 1
    except IndexError as e:
        return seen, str(e)
    return seen, None

for n in (5, 40, 3000):
    print(probe("ab" * 600, n))
print(probe("ab" * 600, -1), probe("", 1))

# Iterating over strs, then other sequences entering the same loop.
def tally(seqs):
    total = 0
    chars = []
    for seq in seqs:
        for x in seq:
            if x == "a" or x == 1:
                total += 1
            chars.append(x)
    return total, len(chars), chars[-5:]

seqs = ["banana" * 50] * 30 + [(1, 2, 1), "añb" * 20, [1, "a", 2.5], "", "a", ("a",)]
for _ in range(5):
    r = tally(seqs)
print(r)

# Ordering and equality between strs of other lengths, built at run time,
# and with the empty string.
words = ["apple", "app", "apple", "b", "", "Apple", "applé", "apples", "ap" + "ple"]
lt = le = eq = ne = gt = ge = 0
for _ in range(200):
    for a in words:
        for b in words:
            if a < b: lt += 1
            if a <= b: le += 1
            if a == b: eq += 1
            if a != b: ne += 1
            if a > b: gt += 1
            if a >= b: ge += 1
print(lt, le, eq, ne, gt, ge)

# `in` and `not in` with longer needles, the empty needle, and a non-str
# needle turning up after the loop is hot (TypeError, as the interpreter).
hay = "the cat sat on the mat"
found = []
needles = ["cat", "at", "", "dog", "mat", "the c", "t s", "x"] * 100
for n in needles:
    found.append((n in hay, n not in hay))
print(found[:8], sum(1 for f, _ in found if f))

def count_in(hay, needles):
    k = 0
    for n in needles:
        if n in hay:
            k += 1
    return k

print(count_in(hay, ["a", "t"] * 800))
try:
    count_in(hay, ["a"] * 2000 + [1])
except TypeError as e:
    print("TypeError:", e)

# Slices made in the loop: strs, lists and tuples, with None, negative
# bounds and steps, and a bound of the wrong type once the loop is hot.
def pieces(seq, n):
    out = []
    for k in range(n):
        out.append(seq[k:k + 3])
        out.append(seq[-k - 1:])
        out.append(seq[:k:2])
        out.append(seq[None:k])
        out.append(seq[k::-1])
    return out

for seq in ["héllo wörld, ✓ abc", list(range(15)), tuple("abcdefghijklmno")]:
    for _ in range(40):
        p = pieces(seq, 12)
    print(len(p), p[:6], p[-5:])

def cut(s, bounds):
    got = []
    for a, b in bounds:
        got.append(s[a:b])
    return got

print(cut("abcdefgh", [(1, 3), (0, -1), (-3, None)] * 500)[-3:])
try:
    cut("abcdefgh", [(1, 3)] * 1500 + [(1.5, 2)])
except TypeError as e:
    print("TypeError:", e)
