# choice, shuffle, sample (pool and set algorithms, counts=) and choices
# (uniform, weights, cum_weights), exactly as CPython draws them.
import random

random.seed(1)
print([random.choice('abcdefg') for i in range(10)])
print([random.choice([1, 2.5, 'x', None, (1, 2)]) for i in range(10)])
print([random.choice((10, 20, 30)) for i in range(10)])
print([random.choice(range(100, 200, 3)) for i in range(10)])
print(random.choice(['only']))

for seed in [0, 1, 42]:
    random.seed(seed)
    a = list(range(30))
    random.shuffle(a)
    print(a)
a = ['a', 'b', 'c', 'd']
random.shuffle(a)
print(a)
b = []
random.shuffle(b)
print(b)
c = [7]
random.shuffle(c)
print(c)
print(random.shuffle([1, 2, 3]))

# sample: a pool when the population is small next to k, a set otherwise.
random.seed(3)
print(random.sample(range(10), 10))
print(random.sample(range(10), 0))
print(random.sample(range(21), 5))
print(random.sample(range(22), 5))
print(random.sample(range(100), 5))
print(random.sample(range(100), 6))
print(random.sample(range(100), 40))
print(random.sample(range(1000), 40))
print(random.sample(range(10**9), 8))
print(random.sample(range(10**15, 10**15 + 50, 2), 7))
print(random.sample('abcdefghijklmnopqrstuvwxyz', 10))
print(random.sample(('x', 'y', 'z'), 2))
print(random.sample([[1], [2], [3], [4]], k=3))
pop = list(range(1000))
print(random.sample(pop, 100)[-10:], pop[:5])
print(random.sample(range(5), k=5))

# counts=: as if each item were repeated.
random.seed(4)
print(random.sample(['red', 'blue'], counts=[4, 2], k=5))
print(random.sample('abc', counts=[1, 10, 100], k=20))
print(random.sample(range(3), 3, counts=[1, 1, 1]))
print(random.sample(['x', 'y'], counts=[0, 3], k=3))
print(random.sample(['a', 'b', 'c'], counts=[True, 2, 3], k=4))

# choices: floor(random() * n), or bisect over cumulative weights.
random.seed(5)
print(random.choices('abc'))
print(random.choices('abc', k=10))
print(random.choices(range(1000), k=10))
print(random.choices(['a', 'b', 'c'], [10, 1, 1], k=15))
print(random.choices(['a', 'b', 'c'], weights=[0.5, 0.25, 0.25], k=15))
print(random.choices(['a', 'b', 'c'], cum_weights=[1, 2, 30], k=15))
print(random.choices(['a', 'b', 'c'], cum_weights=(0.1, 0.2, 1.0), k=15))
print(random.choices(['a', 'b', 'c'], [0, 0, 1], k=5))
print(random.choices(['a', 'b'], [2**70, 1], k=5))
print(random.choices('xy', k=0), random.choices('xy', k=-3))
print(random.choices([1, 2, 3], weights=(w for w in [3, 2, 1]), k=6))
