def greet(name, greeting='Hello', punct='!'):
    return greeting + ', ' + name + punct
print(greet('Ann'))
print(greet('Bob', 'Hi'))
print(greet('Cy', punct='?'))
print(greet(name='Di', greeting='Yo'))
print(greet(punct='.', name='Ed'))
print(greet('Flo', 'Hey', '...'))
def f(a, b=2, c=3):
    return a * 100 + b * 10 + c
print(f(1), f(1, 5), f(1, c=9), f(a=4, c=0), f(1, b=0, c=0))
