raw = '  Name: Alice ; Age: 30 ;City:  Paris  '
fields = raw.split(';')
record = {}
for f in fields:
    key, value = f.split(':')
    record[key.strip().lower()] = value.strip()
print(record)
line = '  --Hello, World!--  '
print(line.strip().strip('-').replace(',', '').lower().split())
csv = 'a,b;c,d;e'
rows = csv.split(';')
for r in rows:
    print(r.split(','), '|'.join(r.split(',')).upper())
print('x'.join('abc').center(9, '~'))
