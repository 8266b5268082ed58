# expect: NotImplementedError: collections.UserDict is not supported by kiln yet
from collections import UserDict

print(UserDict())
