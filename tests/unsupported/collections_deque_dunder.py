# expect: NotImplementedError: collections.deque.__len__ is not supported by kiln yet
from collections import deque

print(deque([1]).__len__())
