lines = []
for i in range(30000):
    lines.append(f"  user{i % 97}@host{i % 13}.example.com ; score={i * 37 % 1000} ; tag=T{i % 7}  ")
by_host = {}
total = 0
for line in lines:
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    parts = [p.strip() for p in line.split(";")]
    user, host = parts[0].split("@")
    score = int(parts[1].split("=")[1])
    tag = parts[2][4:]
    if tag in ("T1", "T3"):
        continue
    by_host.setdefault(host, []).append(score)
    total += score
for h in sorted(by_host):
    v = by_host[h]
    print(h, len(v), max(v), round(sum(v) / len(v), 2))
print(total)
