# Doubled braces are literal.
print('{{}}'.format(), '{{{}}}'.format(5), '{{0}}'.format(1), '}}{{'.format(), '{{x}}{}'.format('y'))
print('a{{b}}c{0}d{{'.format('!'))
