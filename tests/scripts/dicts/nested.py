db = {
    'alice': {'age': 30, 'langs': ['python', 'c']},
    'bob': {'age': 25, 'langs': []},
}
db['bob']['langs'].append('go')
db['carol'] = {'age': 35, 'langs': ['rust']}
for name in db:
    info = db[name]
    print(name, info['age'], ','.join(info['langs']))
print(db['alice'])
print(db)
tree = {}
for path in ['a/b/c', 'a/b/d', 'a/e', 'f']:
    node = tree
    for part in path.split('/'):
        if part not in node:
            node[part] = {}
        node = node[part]
print(tree)
