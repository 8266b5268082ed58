# expect: NotImplementedError: collections.abc is not supported by kiln yet
import collections

print(collections.abc.Mapping)
