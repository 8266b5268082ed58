print(','.join(['a', 'b', 'c']), ''.join(['x', 'y']), '-'.join('abc'), repr(''.join([])))
print(', '.join(('one', 'two')), ' '.join(['solo']), '日'.join(['a', 'b']))
words = ['the', 'quick', 'brown']
print(' '.join(words).upper(), '\n'.join(words))
nums = [1, 2, 3]
strs = []
for n in nums:
    strs.append(str(n))
print('+'.join(strs), '='.join(['', '']), repr(','.join(['', '', ''])))
d = {'x': 1, 'y': 2}
print('|'.join(d), '|'.join(d.keys()))
