# expect: NotImplementedError: types.GenericAlias.append is not supported by kiln yet
# CPython forwards an alias's other attributes to its origin (list.append
# here): hasattr must not answer False.
print(list[int].__origin__, list[int].__args__)
print(hasattr(list[int], "append"))
