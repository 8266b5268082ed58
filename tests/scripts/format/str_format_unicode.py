# Non-ASCII text around and inside fields.
print('héllo {}!'.format('wörld'), '{:*^9}'.format('日本'), '{:é>5}'.format(1))
print('{0}→{1}'.format('a', 'b'), '{ü}'.format(**{'ü': 'umlaut'}))
print('{:.2}|{:5}|'.format('ñandú', 'ß'))
