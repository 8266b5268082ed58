sentinel = object()
other = object()
print(sentinel is sentinel, sentinel == other, sentinel != other, type(sentinel).__name__)
d = {sentinel: 1}
print(d[sentinel], d.get(other, "missing"))
