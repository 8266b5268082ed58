# nlargest, nsmallest (with key=) and merge (key=, reverse=).
import heapq

data = [5, 1, 8, 3, 9, 2, 8, 7, 1, 6, 4, 0, 9]
for n in (-1, 0, 1, 2, 3, 5, 12, 13, 20):
    print(n, heapq.nlargest(n, data), heapq.nsmallest(n, data))
    print(n, heapq.nlargest(n, iter(data)), heapq.nsmallest(n, iter(data)))
    print(n, heapq.nlargest(n, data, key=lambda x: -x), heapq.nsmallest(n, iter(data), key=lambda x: x % 4))

words = 'apple Banana cherry date Elderberry fig grape kiwi'.split()
print(heapq.nlargest(3, words, key=len), heapq.nsmallest(3, words, key=str.lower))
print(heapq.nsmallest(2, words, key=len), heapq.nlargest(4, (w for w in words), key=str.lower))
print(heapq.nlargest(2, []), heapq.nsmallest(1, []), heapq.nlargest(1, iter([])), heapq.nsmallest(3, iter([])))
print(heapq.nsmallest(3, {3: 'a', 1: 'b', 2: 'c', 0: 'd'}), heapq.nlargest(2, 'hello world'))

# Ties keep their arrival order (the decoration's counter).
pairs = [(1, 'a'), (2, 'b'), (1, 'c'), (2, 'd'), (0, 'e'), (2, 'f'), (1, 'g')]
print(heapq.nlargest(3, pairs, key=lambda p: p[0]), heapq.nsmallest(4, iter(pairs), key=lambda p: p[0]))

class Rec:
    def __init__(self, k, tag):
        self.k = k
        self.tag = tag
    def __lt__(self, other):
        return self.k < other.k
    def __repr__(self):
        return f'{self.k}{self.tag}'
recs = [Rec(k, t) for k, t in zip([3, 1, 3, 2, 1, 3, 0, 2, 2], 'abcdefghi')]
print(heapq.nsmallest(4, iter(recs)), heapq.nlargest(4, iter(recs)))
print(heapq.nsmallest(1, recs), heapq.nlargest(1, recs))

def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)

attempt(lambda: heapq.nlargest(2, [1, 'a', 3]))
attempt(lambda: heapq.nsmallest(2, iter([1, None, 3])))
attempt(lambda: heapq.nlargest(2, 5))
attempt(lambda: heapq.nsmallest('2', [1, 2, 3]))
attempt(lambda: heapq.nlargest(2, [1, 2, 3], key=lambda x: 1 / (x - 2)))
attempt(lambda: heapq.nsmallest(2, iter([1, 2, 3]), key=lambda x: 1 / (x - 2)))

print(list(heapq.merge([1, 4, 7], [2, 5, 8], [3, 6, 9])))
print(list(heapq.merge([1, 1, 2], [1, 3], [], [0, 1])))
print(list(heapq.merge()), list(heapq.merge([])), list(heapq.merge([], [5])))
print(list(heapq.merge([9, 5, 1], [8, 7, 2], reverse=True)))
print(list(heapq.merge(['a', 'bb', 'dddd'], ['ccc', 'e'], key=len)))
print(list(heapq.merge(['dddd', 'bb', 'a'], ['eeeee', 'ccc'], key=len, reverse=True)))
print(list(heapq.merge(iter(range(0, 20, 3)), (x * x for x in range(5)), 'ab' and [2, 2, 2])))
tagged = list(heapq.merge([(1, 'x'), (2, 'x')], [(1, 'y'), (2, 'y')], key=lambda p: p[0]))
print(tagged)
m = heapq.merge([1, 3], [2])
print(type(m).__name__, next(m), next(m), list(m))
recs_a = [Rec(1, 'a'), Rec(2, 'a'), Rec(2, 'a2')]
recs_b = [Rec(1, 'b'), Rec(2, 'b')]
print(list(heapq.merge(recs_a, recs_b)))
attempt(lambda: list(heapq.merge([1, 2], ['a'])))
attempt(lambda: list(heapq.merge([1], 5)))
attempt(lambda: list(heapq.merge([3], [1], key=lambda x: x / 0)))
