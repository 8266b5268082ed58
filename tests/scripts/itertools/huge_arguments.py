# Sizes past what memory holds: MemoryError where CPython's index arrays cannot be
# allocated, nothing allocated where the iterator is empty anyway.
import itertools as it
for f in [lambda: it.combinations([1], 2**60), lambda: it.permutations([1], 2**60), lambda: it.combinations_with_replacement([], 2**60), lambda: it.product([1], repeat=2**40), lambda: list(it.combinations([1, 2], 10**6)), lambda: list(it.permutations("ab", 10**6))]:
    try:
        print(list(f()))
    except MemoryError as e:
        print("MemoryError", repr(e))
print(list(it.islice("ab", 2**63 - 1)), list(it.islice("abc", 1, 2**63 - 1, 2**63 - 1)), it.repeat(1, 2**63 - 1))
big = it.islice("abcdef", 0, None, 2**62)
print(next(big), next(big, "end"))
try:
    it.product([1], repeat=2**62)
except OverflowError as e:
    print("OverflowError", e)
print(list(it.product([], repeat=2**10)), list(it.product(repeat=2**40)))
