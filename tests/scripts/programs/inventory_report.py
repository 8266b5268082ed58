# Parse a CSV-like text, aggregate by category, print an aligned report.
DATA = """sku,name,category,qty,price
A100,Widget,tools,10,2.50
A101,Gadget,tools,3,10.00
B200,Apple,food,50,0.30
B201,Bread,food,5,2.25
C300,Novel,books,7,12.99
A102,Spanner,tools,0,7.75
C301,Atlas,books,2,25.00
B202,Cheese,food,12,4.10"""

lines = DATA.splitlines()
header = lines[0].split(',')
rows = []
for line in lines[1:]:
    values = line.split(',')
    rec = {}
    for i in range(len(header)):
        rec[header[i]] = values[i]
    rec['qty'] = int(rec['qty'])
    rec['price'] = float(rec['price'])
    rows.append(rec)

by_cat = {}
for r in rows:
    cat = by_cat.setdefault(r['category'], {'items': 0, 'units': 0, 'value': 0.0})
    cat['items'] += 1
    cat['units'] += r['qty']
    cat['value'] += r['qty'] * r['price']

print('category'.ljust(10) + 'items'.rjust(6) + 'units'.rjust(7) + 'value'.rjust(10))
print('-' * 33)
grand = 0.0
for name in sorted(by_cat, key=lambda c: -by_cat[c]['value']):
    c = by_cat[name]
    grand += c['value']
    print(name.ljust(10) + str(c['items']).rjust(6) + str(c['units']).rjust(7) + str(round(c['value'], 2)).rjust(10))
print('-' * 33)
print('total'.ljust(23) + str(round(grand, 2)).rjust(10))
out_of_stock = []
for r in rows:
    if r['qty'] == 0:
        out_of_stock.append(r['name'])
print('out of stock:', out_of_stock)
cheapest = min(rows, key=lambda r: r['price'])
priciest = max(rows, key=lambda r: r['price'])
print('cheapest:', cheapest['name'], cheapest['price'], '| priciest:', priciest['name'], priciest['price'])
names = []
for r in sorted(rows, key=lambda r: (r['category'], r['name'])):
    names.append(r['sku'] + ':' + r['name'])
print(' '.join(names))
