print('héllo'.index('l'))
print('héllo'.rindex('z'))
