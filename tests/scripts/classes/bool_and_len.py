class Empty:
    def __len__(self): return 0
class Full:
    def __len__(self): return 3
class Truthy:
    def __bool__(self): return False
    def __len__(self): return 10
for o in [Empty(), Full(), Truthy(), object()]:
    print(type(o).__name__, bool(o), "yes" if o else "no", not o)
print(len(Full()))
class BadLen:
    def __len__(self): return -1
try:
    len(BadLen())
except ValueError as e:
    print(e)
class BadBool:
    def __bool__(self): return 1
try:
    bool(BadBool())
except TypeError as e:
    print(e)
