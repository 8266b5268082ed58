# A blank field is empty too.
print(f'{   }')
