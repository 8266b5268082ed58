# '%(key)' takes values from a mapping.
d = {'name': 'Bob', 'age': 30, 'pi': 3.14159, 'x': 'hi'}
print('%(name)s is %(age)d' % d, '%(pi).2f' % d, '%(x)s %(x)r %(x)5s|' % d)
print('%(age)+05d %(age)#x %(name)-6s|' % d, 'no keys' % d, '%%(name)s' % d)
print('%((a))s' % {'(a)': 'parens'}, '%(a b)s' % {'a b': 'space'}, '%()s' % {'': 'empty key'})
print('%(0)s' % {'0': 'str key'}, '%s' % d == str(d))
