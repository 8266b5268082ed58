# N-queens: count solutions with backtracking and print the first board.
def solve(n):
    cols = [False] * n
    diag1 = [False] * (2 * n)
    diag2 = [False] * (2 * n)
    placement = [0] * n
    solutions = []
    def place(row):
        if row == n:
            solutions.append(placement[:])
            return
        for c in range(n):
            if cols[c] or diag1[row + c] or diag2[row - c + n]:
                continue
            cols[c] = True
            diag1[row + c] = True
            diag2[row - c + n] = True
            placement[row] = c
            place(row + 1)
            cols[c] = False
            diag1[row + c] = False
            diag2[row - c + n] = False
    place(0)
    return solutions

for n in range(1, 9):
    sols = solve(n)
    print(n, len(sols))
first = solve(8)[0]
print(first)
for r in range(8):
    line = ''
    for c in range(8):
        line += 'Q ' if first[r] == c else '. '
    print(line.rstrip())
sym = 0
for s in solve(6):
    if s == s[::-1]:
        sym += 1
print('palindromic 6-queen placements:', sym, solve(6))
