def grade(score):
    if score >= 90:
        return 'A'
    elif score >= 80:
        return 'B'
    elif score >= 70:
        return 'C'
    else:
        return 'F'
for s in [95, 90, 89, 80, 79, 70, 69, 0, -5]:
    print(s, grade(s))
x = 0
if x:
    print('never')
elif x == 0:
    print('zero branch')
if x == 1:
    print('no')
print('after')
if []:
    print('no')
elif {}:
    print('no')
elif 'x':
    print('string branch')
else:
    print('no')
