s = 'one\ntwo\r\nthree\rfour\n'
print(s.splitlines())
print(s.splitlines(True))
print('no newline'.splitlines(), ''.splitlines(), '\n'.splitlines(), '\n\n'.splitlines(True))
print('a\n\nb'.splitlines(), 'trailing\n\n'.splitlines(), 'x\r\n'.splitlines(keepends=True))
print('a\r\rb'.splitlines(), 'a\n\rb'.splitlines())
