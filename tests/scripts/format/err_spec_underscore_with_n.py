# 'n' groups by the locale, so no explicit separator.
print(format(1234, 'n'))
print(format(1234, '_n'))
