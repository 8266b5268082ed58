# String reversal, palindromes and related string puzzles.
def reverse(s):
    out = ''
    for ch in s:
        out = ch + out
    return out

def clean(s):
    kept = ''
    for ch in s.lower():
        if ch.isalpha() or ch.isdigit():
            kept += ch
    return kept

def is_palindrome(s):
    c = clean(s)
    i, j = 0, len(c) - 1
    while i < j:
        if c[i] != c[j]:
            return False
        i += 1
        j -= 1
    return True

phrases = ['A man, a plan, a canal: Panama', 'racecar', 'hello', '', 'Was it a car or a cat I saw?',
           'No lemon, no melon', 'été', '日本日', 'ab', 'Step on no pets!']
for p in phrases:
    print(repr(p), is_palindrome(p), reverse(p) == p[::-1])

def longest_palindrome(s):
    best = ''
    for center in range(len(s)):
        for lo, hi in [(center, center), (center, center + 1)]:
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best

for s in ['babad', 'cbbd', 'forgeeksskeegfor', 'abacdfgdcaba', 'x', 'aaaa']:
    print(s, '->', longest_palindrome(s))

pal_numbers = []
for n in range(10, 2000):
    if str(n) == str(n)[::-1] and str(n * n) == str(n * n)[::-1]:
        pal_numbers.append((n, n * n))
print(pal_numbers)
words = 'level noon kayak python stats refer civic java'.split()
print(sorted(words, key=lambda w: (not is_palindrome(w), w)))
