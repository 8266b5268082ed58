# Objects reachable only through closures, default arguments, dict values and
# nested containers survive collections triggered by heavy allocation.
def make():
    hidden = {"k": [1, 2, 3]}
    def get(extra=["default"]):
        return hidden["k"], extra
    return get

getter = make()
table = {}
for i in range(300000):
    table[i % 1000] = (str(i), [i] * 3)
    junk = ["x" * 10, [i, i]]
print(getter())
print(len(table), table[999], table[0][1])
