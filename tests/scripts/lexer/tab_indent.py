# Indentation with tabs only (consistently).
def f(n):
	if n > 0:
		return 'pos'
	else:
		total = 0
		for i in range(3):
			total += i
		return total
print(f(1), f(0))
for i in range(2):
	print(i)
