# expect: NotImplementedError: itertools.islice.__reduce__ is not supported by kiln yet
import itertools

it = itertools.islice("abcdef", 1, None, 2)
print(next(it))
print(it.__reduce__())
