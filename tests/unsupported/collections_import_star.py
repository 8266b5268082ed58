# expect: NotImplementedError: collections.ChainMap is not supported by kiln yet
from collections import *

print(deque())
