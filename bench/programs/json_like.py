records = []
for i in range(20000):
    records.append({"id": i, "name": "user%d" % (i % 500), "tags": ["a", "b", "c"][: i % 4],
                    "score": (i * 37 % 101) / 10.0, "active": i % 3 != 0})
by_name = {}
for r in records:
    if not r["active"]:
        continue
    e = by_name.get(r["name"])
    if e is None:
        e = by_name[r["name"]] = {"count": 0, "total": 0.0, "tags": set()}
    e["count"] += 1
    e["total"] += r["score"]
    e["tags"].update(r["tags"])
best = sorted(by_name.items(), key=lambda kv: (-kv[1]["total"], kv[0]))[:3]
for name, e in best:
    print(name, e["count"], round(e["total"], 2), sorted(e["tags"]))
