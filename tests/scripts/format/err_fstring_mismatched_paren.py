# ... and match each other.
print(f'{(1]}')
