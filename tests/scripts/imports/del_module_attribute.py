# del on a module's attribute removes it, as in CPython: a builtin module's
# function deleted is then missing (AttributeError), not refused as one
# kiln lacks; binding it again brings it back.
import math
try:
    del math.foo
except AttributeError as e:
    print(repr(e))
s = math.sqrt
del math.sqrt
try:
    math.sqrt
except AttributeError as e:
    print(repr(e))
print(hasattr(math, "sqrt"))
math.sqrt = s
print(math.sqrt(16))
import heapq as hq
hq.extra = 5
del hq.extra
print(hasattr(hq, "extra"))
