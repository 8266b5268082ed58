# ',' and '_' do not mix.
print(format(1234.5, '_'))
print(format(1234.5, ',_'))
