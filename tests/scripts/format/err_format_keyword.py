# format() takes no keyword arguments.
print(format(5, format_spec='>3'))
