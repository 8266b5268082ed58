tests = ['123', '12a', '', 'abc', 'aBc', 'ab1', ' ', ' \t\n', 'a b', '0', 'é', '日本', '-1', '1.5']
for t in tests:
    print(repr(t), t.isdigit(), t.isalpha(), t.isspace())
