text = " ".join("word%d" % (i % 1000) for i in range(100000))
caps = 0
vowels = 0
for w in text.split():
    if w.endswith("7"):
        caps += len(w.upper())
    for ch in w:
        if ch in "aeiou":
            vowels += 1
print(caps, vowels)
rev = "".join(reversed(text[:1000]))
print(rev[:20], text.count("word1"), text.find("word999"), text.replace("word", "w")[:30])
pal = 0
for i in range(50000):
    s = str(i)
    if s == s[::-1]:
        pal += 1
print(pal)
