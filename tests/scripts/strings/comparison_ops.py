words = ['banana', 'Apple', 'cherry', 'apple', 'Banana', '', 'éclair', 'zebra', 'a']
print(sorted(words))
print(min(words), max(words))
print('abc' == 'abc', 'abc' != 'ABC', 'a' < 'b' < 'c')
print('10' < '9', '100' < '99', 'abc' < 'abcd')
print('é' == 'é', 'ab' * 2 == 'abab')
print(sorted(['b', 'A', 'a', 'B', '1', '_', ' ']))
