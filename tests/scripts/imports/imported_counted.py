# Prints when it runs: import_once.py shows that it runs once.
counter = 0
counter += 1
print('imported_counted runs as', __name__)
