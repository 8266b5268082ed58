print(-5)
print(-'five')
