# format_map has no positional arguments.
print('{}'.format_map({}))
