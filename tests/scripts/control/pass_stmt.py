def nothing():
    pass
print(nothing())
for i in range(3):
    pass
if True:
    pass
else:
    pass
while False:
    pass
def only_doc():
    "docstring only"
print(only_doc())
print('done')
