# %-formatting takes any object with __getitem__ as a mapping.
class Table:
    def __getitem__(self, key):
        return key.upper()
class Obj:
    def __str__(self):
        return 'obj'
    def __repr__(self):
        return 'Obj()'
print('%(name)s-%(x)s' % Table(), 'plain' % Table(), '%s %r' % (Obj(), Obj()), '%s' % Obj(), '%-6s|%5r|' % (Obj(), Obj()))
print('{t[abc]} {0.__class__.__name__}'.format(Obj(), t=Table()), '{key}'.format_map(Table()), '{k[zz]}'.format_map({'k': Table()}))
