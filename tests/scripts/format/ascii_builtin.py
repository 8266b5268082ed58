# ascii() is repr() with every non-ASCII character escaped.
print(ascii('abc'), ascii('é'), ascii('日本'), ascii('\U0001F600'), ascii('\x07'), ascii("it's"))
print(ascii([1, 'ñ', ('ü',)]), ascii({'ß': 1.5}), ascii(None), ascii(42), ascii(-0.0))
print(ascii('a\nb\tc\\'), ascii('\xa0'), ascii('\u2028'))
