class Inventory:
    def __init__(self, items):
        self.items = items
    def names(self):
        return [name for name, qty in self.items if qty > 0]
    def totals(self):
        return {name: qty * 2 for name, qty in self.items}
inv = Inventory([("bolt", 3), ("nut", 0), ("gear", 5)])
print(inv.names())
print(inv.totals())
