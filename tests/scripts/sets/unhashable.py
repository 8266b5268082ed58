try:
    {[1, 2]}
except TypeError as e:
    print(e)
try:
    hash({1})
except TypeError as e:
    print(e)
s = {1, 2}
try:
    s.add({3})
except TypeError as e:
    print(e)
print({1, 1.0, True})
print({(1, 2), (1, 2)})
