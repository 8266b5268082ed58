# object.__format__ takes only an empty spec.
print(format([1, 2], ''))
print(format([1, 2], '>10'))
