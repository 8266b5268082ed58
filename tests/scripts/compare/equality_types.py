print(1 == '1', '1' == 1, None == 0, None == False, [] == False)
print(0 == False, '' == False, 1 == True, 2 == True)
print({'a': 1, 'b': 2} == {'b': 2, 'a': 1}, {1: 'x'} == {1.0: 'x'}, {} == {})
print({'a': [1]} == {'a': [1]}, {'a': 1} != {'a': 1.0})
print(None != None, None == None, 'a' != 'a')
print(len == len, len != abs, print == print)
def f():
    return 1
g = f
print(f == g, f != g)
