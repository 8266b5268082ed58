# expect: NotImplementedError: random.randbytes() returns bytes, which kiln does not support yet
import random

random.seed(1)
print(random.randbytes(4))
