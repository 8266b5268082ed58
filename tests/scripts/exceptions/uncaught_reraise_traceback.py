def work():
    return {}["k"]
try:
    work()
except KeyError:
    print("cleaning up")
    raise
