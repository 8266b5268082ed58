d = {'present': 1}
print(d['present'])
print(d['missing'])
