# A comment at the top
x = 1  # trailing comment

    # a comment line indented more than the code is ignored
y = 2
# comment
        # another weirdly indented comment

def g():
    # comment inside a function

    a = 10

        # indented comment between statements
    b = 20  # trailing


    return a + b
print(x, y, g())  # comment after code
s = "# not a comment"
print(s)
print('#' * 3)   # hash inside a string literal
