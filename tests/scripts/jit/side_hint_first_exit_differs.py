# A side trace an earlier run recorded at its exit's 40th exit, where its
# first exit goes another way: a run that loads the loop's code from the
# cache records it at the first exit (the cache entry's hint), finds that
# tree not in the cache, drops it and records it again at the 40th exit,
# whose tree the cache has.
def walk(n):
    total = 0
    early = 0
    for i in range(n):
        if i % 50 == 7:
            if i >= 2000:
                if i < 3000:
                    early += len(str(i)) * 3
                else:
                    total += i // 7
        total += i & 3
    return total, early


print(walk(4000))
print(walk(4000))
print(walk(1000))


# The same where the first exit's way aborts the recording (a `with`):
# that is not the exit's fault, and does not count against it.
class Quiet:
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def scan(n):
    total = 0
    for i in range(n):
        if i % 50 == 7:
            if i >= 2000:
                if i < 3000:
                    with Quiet():
                        total += 1
                else:
                    total += i // 7
        total += i & 3
    return total


print(scan(4000), scan(4000), scan(100))
