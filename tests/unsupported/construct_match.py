# expect: NotImplementedError: 'match' statement is not supported by kiln yet
match = 1
print(match)
match match:
    case 1:
        print('one')
