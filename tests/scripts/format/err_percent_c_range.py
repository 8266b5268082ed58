# ... or a code point.
print('%c' % -1)
