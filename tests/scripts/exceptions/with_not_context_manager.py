class OnlyEnter:
    def __enter__(self):
        return self
for obj in [5, OnlyEnter()]:
    try:
        with obj:
            pass
    except TypeError as e:
        print(e)
