inventory = {'apples': 3, 'pears': 0, 'plums': 7}
for item in inventory:
    print(item, inventory[item])
total = 0
for item, qty in inventory.items():
    if qty == 0:
        continue
    total += qty
print(total)
inverse = {}
for k, v in inventory.items():
    inverse[v] = k
print(inverse)
keys = list(inventory)
for k in keys:
    if inventory[k] == 0:
        del inventory[k]
print(inventory)
print(len({}), list({}))
