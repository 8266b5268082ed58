# expect: NotImplementedError: sys.getsizeof is not supported by kiln yet
from sys import getsizeof

print(getsizeof(1))
