name = input()
print('Hello, ' + name + '!')
n = int(input())
total = 0
for i in range(n):
    total += int(input())
print('sum', total)
line = input('prompt> ')
print(repr(line))
words = input().split()
print(len(words), words)
print(repr(input()))
