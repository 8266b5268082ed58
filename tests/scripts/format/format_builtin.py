# format() with no spec is str(); other builtin values take only ''.
print(format(5), format(-2.5), format('x'), format(True), format(None), format([1, 'a']), format((1,)), format({'k': 2}))
print(format(range(3)), format(len) == str(len), format(ValueError('boom')), format(1e16), format(0.1))
print(format(12, ''), format('', ''), repr(format('', '>0')), format(3.0))
print(type(format(1)), type(format('s')), format(12345678901234, ''))
