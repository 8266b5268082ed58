text = """it was the best of times it was the worst of times it was the age of wisdom"""
words = text.split()
unique = set(words)
print(len(words), len(unique))
freq = {w: words.count(w) for w in unique}
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:4])
lengths = {len(w) for w in words}
print(lengths)
a = set("the best of times".split())
b = set("the worst of times".split())
print(sorted(a & b), sorted(a - b), sorted(a ^ b))
