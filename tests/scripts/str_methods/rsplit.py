print('a b c'.rsplit(), '  a b c  '.rsplit(None, 1), 'a b c'.rsplit(None, 0))
print('a,b,c'.rsplit(',', 1), 'a,b,c'.rsplit(',', 5), ',a,'.rsplit(','))
print('path/to/file.txt'.rsplit('/', 1), 'file.tar.gz'.rsplit('.', 1), 'noext'.rsplit('.', 1))
print('aaaa'.rsplit('aa'), 'aaa'.rsplit('aa'), 'aaa'.split('aa'))
