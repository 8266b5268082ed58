# Float types on ints convert them to float first.
for v in [0, 1, -7, 100, 123456789, 9007199254740993, 9223372036854775807]:
    print(format(v, 'f'), format(v, '.2e'), format(v, 'g'), format(v, '%'), format(v, 'E'), format(v, ',.1f'))
print(format(True, 'f'), format(False, '.1%'), format(True, 'e'))
