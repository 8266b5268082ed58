# Classic sorting algorithms, checked against sorted().
def bubble_sort(xs):
    xs = xs[:]
    n = len(xs)
    swaps = 0
    for i in range(n):
        swapped = False
        for j in range(n - 1 - i):
            if xs[j] > xs[j + 1]:
                xs[j], xs[j + 1] = xs[j + 1], xs[j]
                swaps += 1
                swapped = True
        if not swapped:
            break
    return xs, swaps

def insertion_sort(xs):
    xs = xs[:]
    for i in range(1, len(xs)):
        key = xs[i]
        j = i - 1
        while j >= 0 and xs[j] > key:
            xs[j + 1] = xs[j]
            j -= 1
        xs[j + 1] = key
    return xs

def merge_sort(xs):
    if len(xs) <= 1:
        return xs
    mid = len(xs) // 2
    left = merge_sort(xs[:mid])
    right = merge_sort(xs[mid:])
    out = []
    i, j = 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            out.append(left[i])
            i += 1
        else:
            out.append(right[j])
            j += 1
    out += left[i:]
    out += right[j:]
    return out

def quick_sort(xs):
    if len(xs) <= 1:
        return xs
    pivot = xs[len(xs) // 2]
    less, equal, greater = [], [], []
    for x in xs:
        if x < pivot:
            less.append(x)
        elif x == pivot:
            equal.append(x)
        else:
            greater.append(x)
    return quick_sort(less) + equal + quick_sort(greater)

seed = 12345
def rand():
    global seed
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % 1000

data = []
for _ in range(60):
    data.append(rand())
print(data[:10])
expected = sorted(data)
b, swaps = bubble_sort(data)
print(b == expected, swaps)
print(insertion_sort(data) == expected, merge_sort(data) == expected, quick_sort(data) == expected)
print(expected[:8], expected[-8:])
words = 'the quick brown fox jumps over the lazy dog'.split()
print(merge_sort(words), quick_sort(words))
print(bubble_sort([3.5, -1, 2, 0.0])[0], insertion_sort([]), merge_sort([1]))
