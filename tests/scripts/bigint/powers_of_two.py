# Powers of two across the 64-bit boundary and their hex/bin/oct forms.
for i in [0, 1, 31, 32, 62, 63, 64, 65, 100, 127, 128, 200]:
    p = 2 ** i
    print(i, p, hex(p), oct(p))
    print(bin(p))
    print(-p, hex(-p), bin(-p - 1))
print(hex(2 ** 64 - 1), hex(2 ** 128 - 1), bin(2 ** 70 + 1))
print(1 << 64, 1 << 100, (1 << 64) >> 64, (1 << 100) >> 37)
p = 1
for i in range(130):
    p = p + p
print(p == 2 ** 130, p, len(bin(p)) - 2)
