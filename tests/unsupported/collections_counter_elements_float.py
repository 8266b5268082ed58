# expect: NotImplementedError: Counter.elements() with a count of type 'float' is not supported by kiln yet
from collections import Counter

it = Counter({"a": 1.5}).elements()
print("made")
