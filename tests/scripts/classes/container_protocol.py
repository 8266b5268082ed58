class Grid:
    def __init__(self):
        self.cells = {}
    def __getitem__(self, key):
        return self.cells.get(key, ".")
    def __setitem__(self, key, value):
        self.cells[key] = value
    def __delitem__(self, key):
        del self.cells[key]
    def __contains__(self, key):
        return key in self.cells
    def __len__(self):
        return len(self.cells)
g = Grid()
g[0, 0] = "X"
g[1, 2] = "O"
print(g[0, 0], g[5, 5], (1, 2) in g, (3, 3) in g, len(g))
del g[0, 0]
print((0, 0) in g, len(g))
g["k"] += "!" if False else "?"
print(g["k"])
