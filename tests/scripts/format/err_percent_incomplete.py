# A trailing '%'.
print('100%' % ())
