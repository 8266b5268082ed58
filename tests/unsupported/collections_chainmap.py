# expect: NotImplementedError: collections.ChainMap is not supported by kiln yet
import collections

print(collections.ChainMap({}, {}))
