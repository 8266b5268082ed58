records = [('alice', 3), ('bob', 1), ('carol', 3), ('dave', 2), ('eve', 1), ('frank', 3)]
print(sorted(records, key=lambda r: r[1]))
print(sorted(records, key=lambda r: r[1], reverse=True))
print(sorted(records, key=lambda r: -r[1]))
print(sorted(['bb', 'a', 'ccc', 'dd', 'e', 'fff'], key=len))
print(sorted(['bb', 'a', 'ccc', 'dd', 'e', 'fff'], key=len, reverse=True))
by_name = sorted(records)
by_score = sorted(by_name, key=lambda r: r[1])
print(by_score)
print(sorted([3, 1, 2], reverse=False), sorted((3, 1, 2)), sorted('cab'), sorted({'b': 1, 'a': 2}))
nums = [5, 3, 8]
s = sorted(nums)
print(nums, s, s is nums)
print(sorted([-3, 2, -1, 0], key=abs), sorted([1, -1, 2, -2], key=abs, reverse=True))
