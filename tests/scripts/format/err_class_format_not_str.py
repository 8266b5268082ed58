# __format__ must return a str.
class Bad:
    def __format__(self, spec):
        return 42
print(f'{Bad()}')
