d = {}
for k in ['delta', 'alpha', 'charlie', 'bravo']:
    d[k] = len(k)
print(d, list(d))
d['alpha'] = 0
print(list(d))
del d['delta']
d['delta'] = 99
print(d)
d.pop('alpha')
d['alpha'] = 1
print(list(d.keys()))
nums = {}
for i in [5, 3, 9, 1]:
    nums[i] = i * i
print(nums, sorted(nums))
