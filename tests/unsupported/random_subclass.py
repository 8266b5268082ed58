# expect: NotImplementedError: subclassing the builtin type 'Random' is not supported by kiln yet
# CPython's random.Random is a Python class that scripts may subclass (to
# plug in another core generator); kiln's is a native type.
import random

class MyRandom(random.Random):
    def random(self):
        return 0.5

print(MyRandom().choice('abc'))
