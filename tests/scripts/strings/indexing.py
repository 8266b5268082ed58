s = 'python'
print(s[0], s[5], s[-1], s[-6], s[2])
u = 'héllo wörld'
print(u[1], u[7], u[-4], len(u))
j = '日本語テキスト'
print(j[0], j[3], j[-1], len(j))
for i in range(len(j)):
    print(i, j[i])
print(s[len(s) - 1], s[-len(s)])
