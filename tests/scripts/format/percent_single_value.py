# A non-tuple right operand is one value; a tuple is the values.
print('%s' % 5, '%s' % (5,), '%s' % ((1, 2),), '%s' % [1, 2], '%s' % {'a': 1}, '%d' % True)
print('%s-%s' % (1, 2), '%s' % 'text', repr('%s' % ''), '' % [], '' % {}, 'x' % {'k': 1})
t = (1, 2)
print('%s %s' % t, '%r' % (t,), '%s' % range(3), '%s' % (range(2),))
