class Problem(Exception):
    def __init__(self, what):
        self.what = what
    def __str__(self):
        return "problem with " + self.what
try:
    raise Problem("disk")
except Problem as e:
    print(e, "|", repr(e))
raise Problem("network")
