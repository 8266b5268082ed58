# 20! fits in 64 bits, 21! does not: the product carries on as a big int.
acc = 1
for n in range(1, 30):
    acc *= n
    print(n, acc)
