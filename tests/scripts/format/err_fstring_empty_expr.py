# An empty field.
print(f'{}')
