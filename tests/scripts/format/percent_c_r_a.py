# %c takes an int or a one-character str; %r and %a use repr and ascii.
print('%c%c%c' % (72, 'i', 0x263a), '[%3c]' % 'é', '%c' % 0x1F600, repr('%c' % 0))
print('%r %a' % ('ü', 'ü'), '%r' % [1, 'x'], '%a' % {'ß': 'é'}, '%5a|' % 'é', '%-8r|' % 'q')
