# int() and float() read decimal digits of any script (category Nd) and
# strip Unicode whitespace, as CPython does; errors show the string as given.
def show(f, *args):
    try:
        print(repr(f(*args)))
    except Exception as e:
        print(type(e).__name__, e)


ints = [
    '١٢', '\xa012\u2003', '١_٢', '١__٢', '_١٢', '١٢_', '٠', '٠٠', '٠١', '𝟏𝟐',
    '\u3000-١٢\u3000', '+١', ' \t\n12\u2028', '\x8512\x85', '१२३', '߁߂', '꘠꘡',
    '٣.٥', '０１２', '１２３４５６７８９０',
    # not numbers: other digits, characters that only look like signs or
    # spaces, ASCII controls str.split() treats as spaces, embedded spaces
    '١٢\u00b2', '²', '①', '－12', '\u200b12', '1\xa02', '\x1c12', '12\x1f',
    '١٢a', '١٢\x00', '', '\xa0', '\x85\x85', 'é', '١٢é', '٣e',
]
for s in ints:
    show(int, s)
    show(int, s, 0)
    show(int, s, 16)
    show(int, s, 36)
show(int, '0x١٢', 16)
show(int, '0x١٢', 0)
show(int, '0b١٠١', 0)
show(int, '0o٧', 8)
show(int, '١٢', 2)
show(int, '٩' * 4300)
show(int, '٩' * 4301)
show(lambda: len(str(int('٩' * 40 + '\u2003'))))
show(int, 'é' * 300)  # the message shows 200 characters of the repr

floats = [
    '٣.٥', '٣٫٥', '\xa0٣.٥e١\u2003', '١_٢.٥', '١.٥_', 'inf\xa0', '\u2003nan',
    '-\u0660', '٣e', '٣.', '.٣', '1e١_٠', '𝟑.𝟓', '\u2003-١٢\u2003', '٣٠e-١',
    '\x85\x85', '', '\xa0', '١٢\x00', '١٢\u00b2', 'İnf', '\u00a0-inFinity',
]
for s in floats:
    show(float, s)


# Every decimal digit CPython knows, in every script: its value, through
# int() and float(). One sum per script block keeps the output short.
def digit_sums():
    sums = []
    block_sum = 0
    count = 0
    for c in range(0x20000):
        ch = chr(c)
        if ch.isdecimal():
            value = int(ch)
            if float(ch) != value or int(ch * 3) != value * 111:
                print('mismatch', hex(c))
            block_sum += value
            count += 1
            if value == 9:
                sums.append(block_sum)
                block_sum = 0
    return count, len(sums), set(sums)


print(digit_sums())


# In a hot loop: the JIT's traces call the same parsers.
def hot(n):
    digits = '٠١٢٣٤٥٦٧٨٩'
    total = 0
    ftotal = 0.0
    errors = 0
    for i in range(n):
        s = '\u2003' + digits[i % 10] + digits[(i // 10) % 10] + '\xa0'
        total += int(s)
        ftotal += float(s.strip() + '.٥')
        try:
            int(s + 'x')
        except ValueError:
            errors += 1
    return total, ftotal, errors


print(hot(3000))
