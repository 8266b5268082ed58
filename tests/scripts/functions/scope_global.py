counter = 0
def increment():
    global counter
    counter += 1
    return counter
increment()
increment()
print(counter)
def read_global():
    return counter * 10
print(read_global())
def shadow():
    counter = 'local'
    return counter
print(shadow(), counter)
def create_global():
    global created
    created = 'I was created inside a function'
create_global()
print(created)
x = 'global x'
def outer():
    x = 'outer x'
    def inner():
        return x
    return inner()
print(outer(), x)
def uses_later_global():
    return later
later = 'defined after the function'
print(uses_later_global())
