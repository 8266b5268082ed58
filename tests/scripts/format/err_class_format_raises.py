# An exception in __format__ comes out of the f-string.
class Picky:
    def __format__(self, spec):
        if spec != 'ok':
            raise ValueError('bad spec ' + repr(spec))
        return 'fine'
print(f'{Picky():ok}')
print(f'{Picky():nope}')
