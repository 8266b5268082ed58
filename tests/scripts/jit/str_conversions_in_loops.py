# str() of the values a hot loop makes, and strings built by + in the loop:
# ints of every size (negative, zero, past 2**63 where they become big
# ints), bools (which print as words, not digits), floats, and a loop
# where `str` is rebound while it is hot.


def digits_of(n):
    out = ""
    i = -n
    while i < n:
        out = out + str(i * 977) + ","
        i += 1
    return out


s = digits_of(600)
print(len(s), s[:40], s[-40:])

big = ""
v = 2**63 - 300
for k in range(600):
    big = str(v) + "|" + big[:60]
    v += 1
print(big[:80])

flags = []
for k in range(500):
    flags.append(str(k % 3 == 0) + str(k))
print(flags[:4], flags[-2:], len("".join(flags)))

mixed = []
for k in range(400):
    x = k if k % 5 else k * 0.5
    mixed.append(str(x))
print(mixed[:6], mixed[-3:])

real_str = str
acc = []
for k in range(700):
    if k == 350:
        def str(x):
            return "<" + real_str(x) + ">"
    acc.append(str(k))
print(acc[348:352], len(acc))
del str

total = 0
text = ""
k = 0
while k < 3000:
    text += "ab"
    total += len(str(k))
    k += 1
print(len(text), total, text[-6:])
