print(-7.5 % 2)
print(7.5 % 0)
