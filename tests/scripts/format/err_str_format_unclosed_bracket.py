# A '[' that is never closed swallows the '}'.
print('{0[0}'.format([1]))
