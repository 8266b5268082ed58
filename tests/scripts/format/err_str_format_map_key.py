# format_map looks keys up in the mapping.
print('{a}'.format_map({'b': 1}))
