# case mapping and the character predicates, beyond ASCII
print('héllo wörld'.upper(), 'HÉLLO'.lower(), 'straße'.upper(), 'ß'.title(), 'ß'.casefold(), 'ẞ'.lower())
print('ﬁne ﬂow'.upper(), 'ﬁne'.title(), 'İstanbul'.lower(), len('İ'.lower()), 'ŉ'.upper(), 'ǰ'.upper())
print('ΟΔΟΣ ΣΑΣ'.lower(), 'Σ'.lower(), 'ΑΣ.'.lower(), 'Σ.Σ'.lower(), 'ΑΣΑ'.lower(), 'ΑΣ\'Α'.lower(), 'σας'.upper())
print('ΆΈΉΊΌΎΏ'.lower(), 'άέήίόύώ'.upper(), 'ΐ'.upper(), 'ς'.casefold(), 'ϐϑϕ'.upper(), 'ϐϑϕ'.casefold())
print('ПРИВЕТ мир'.lower(), 'привет МИР'.upper(), 'Ёё'.swapcase(), 'ёлка'.title(), 'Ґґ'.swapcase())
print('ԱԲԳ'.lower(), 'և'.upper(), 'և'.title(), 'ქართ'.upper(), 'ᏣᎳᎩ'.lower(), 'ꮳꮃꭹ'.upper(), '𐐷'.upper())
print('ǆ'.upper(), 'ǆ'.title(), 'Ǆ'.lower(), 'ǅ'.istitle(), 'ǅ'.isupper(), 'ǅ'.islower(), 'ǆemal'.title(), 'ǅ'.swapcase())
print('ᾳ'.upper(), 'ᾳ'.title(), 'ᾈ'.lower(), 'ᾈ'.istitle(), 'ὒ'.upper(), 'Ⅻ'.lower(), 'ⓐ'.upper(), 'ａｂｃ'.upper())
print("they're bill's friends".title(), 'hello   world\tX'.title(), 'x1y2 3z'.title(), 'ÉCOLE normale'.capitalize(), 'aBC'.swapcase())
print('123'.isdecimal(), '²'.isdecimal(), '²'.isdigit(), '½'.isnumeric(), '½'.isdigit(), '٣'.isdecimal(), '五'.isnumeric(), '五'.isalpha())
print('Ⅻ'.isnumeric(), 'Ⅻ'.isalpha(), 'Ⅻ'.isupper(), 'a1²'.isalnum(), 'é'.isalpha(), 'ω'.isalpha(), '日本'.isalpha(), 'ᴬ'.isalpha())
print('ª'.islower(), '·'.isalpha(), '_'.isalnum(), ''.isalnum(), '😀'.isalpha(), '𝟘'.isdecimal(), '𝐀'.isupper(), 'ℍ'.isupper())
print('ABC DEF'.isupper(), 'ABC def'.isupper(), '123'.isupper(), 'A1'.isupper(), 'ß'.islower(), 'Hello World'.istitle())
print('Hello world'.istitle(), 'HeLLo'.istitle(), "They're".istitle(), "They'Re".istitle(), '1A'.istitle(), ''.istitle())
i = 0x370
line = ''
while i < 0x400:
    c = chr(i)
    if c.isupper():
        line = line + c.lower()
    elif c.islower():
        line = line + c.upper()
    i += 1
print(line)
