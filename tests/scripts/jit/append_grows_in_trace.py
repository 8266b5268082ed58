# Appends in hot loops: in place while the list has room, through a helper
# that grows it when full, without leaving the loop's code. Many small
# lists (each grows a few times), lists in attributes, a list appended
# its own items and itself, and appends in an inlined function.


def rows(n, width):
    out = []
    for i in range(n):
        row = []
        for j in range(width):
            row.append(i * width + j)
        out.append(row)
    return out


class Bag:
    def __init__(self):
        self.items = []

    def add(self, x):
        self.items.append(x)


def fill_bags(n):
    bags = [Bag(), Bag(), Bag()]
    for i in range(n):
        bags[i % 3].add(i * i)
    return [len(b.items) for b in bags], [sum(b.items) for b in bags], bags[2].items[-3:]


def own_items(n):
    xs = [1, 2]
    for i in range(n):
        xs.append(xs[i] + xs[i + 1])
        xs.append(xs[-1] % 1000)
    return len(xs), xs[:8], xs[-4:], sum(xs) % 1000003


def with_itself(n):
    xs = []
    for i in range(n):
        xs.append(i)
        if i % 100 == 99:
            xs.append(xs)
    return len(xs), xs[99] is xs, xs[100] is xs, xs[-1] is xs, sum(x for x in xs if x is not xs)


def mixed(n):
    out = []
    for i in range(n):
        if i % 5 == 0:
            out.append(str(i))
        elif i % 5 == 1:
            out.append(i / 4)
        elif i % 5 == 2:
            out.append([i])
        elif i % 5 == 3:
            out.append(None)
        else:
            out.append(i)
    return len(out), out[:10], out[-5:]


r = rows(3000, 7)
print(len(r), r[0], r[-1], sum(sum(x) for x in r))
print(rows(200, 0)[:3], rows(5, 1), rows(2, 33)[-1][-3:])
print(fill_bags(5000))
print(own_items(3000))
print(with_itself(2000))
print(mixed(4000))
