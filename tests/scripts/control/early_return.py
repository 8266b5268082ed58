def first_negative(xs):
    for i in range(len(xs)):
        if xs[i] < 0:
            return i
    return -1
print(first_negative([1, 2, -3, -4]), first_negative([1]), first_negative([]))
def search(matrix, target):
    for r in range(len(matrix)):
        for c in range(len(matrix[r])):
            if matrix[r][c] == target:
                return r, c
    return None
m = [[1, 2], [3, 4], [5, 6]]
print(search(m, 4), search(m, 7))
def loop_return():
    i = 0
    while True:
        i += 1
        if i * i > 50:
            return i
print(loop_return())
def return_in_else(x):
    for i in range(x):
        if i == 10:
            break
    else:
        return 'no break'
    return 'broke'
print(return_in_else(5), return_in_else(20))
