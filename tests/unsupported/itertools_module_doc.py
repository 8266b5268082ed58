# expect: NotImplementedError: itertools.__doc__ is not supported by kiln yet
import itertools

print(itertools.__doc__.splitlines()[0])
