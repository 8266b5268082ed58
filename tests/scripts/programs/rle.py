# Run-length encoding and decoding.
def encode(s):
    if not s:
        return ''
    out = ''
    prev = s[0]
    count = 1
    for ch in s[1:]:
        if ch == prev:
            count += 1
        else:
            out += str(count) + prev
            prev = ch
            count = 1
    out += str(count) + prev
    return out

def decode(s):
    out = ''
    num = ''
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out += ch * int(num)
            num = ''
    return out

def encode_pairs(xs):
    pairs = []
    for x in xs:
        if pairs and pairs[-1][0] == x:
            pairs[-1][1] += 1
        else:
            pairs.append([x, 1])
    return pairs

samples = ['WWWWWWWWWWWWBWWWWWWWWWWWWBBBWWWWWWWWWWWWWWWWWWWWWWWWBWWWWWWWWWWWWWW', 'abc', 'aabcccccaaa',
           '', 'x', 'ééé日日', 'aaaaaaaaaaaa']
for s in samples:
    e = encode(s)
    print(repr(e), decode(e) == s, len(s), len(e))
print(encode_pairs([1, 1, 2, 3, 3, 3, 1]))
print(encode_pairs('mississippi'))
print(decode('3a2b1c10d'))
image = ['..##..', '.####.', '######', '.####.', '..##..']
for row in image:
    print(row, encode(row))
