def handler():
    try:
        {}["missing"]
    except KeyError:
        raise RuntimeError("while handling")
print("start")
handler()
