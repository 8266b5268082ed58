# expect: OverflowError
# 20! fits in 64 bits, 21! does not.
acc = 1
for n in range(1, 30):
    acc *= n
    print(n, acc)
