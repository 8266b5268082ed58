# expect: NotImplementedError: a namedtuple name with non-ASCII characters ('café') is not supported by kiln yet
from collections import namedtuple

print(namedtuple("Menu", "café"))
