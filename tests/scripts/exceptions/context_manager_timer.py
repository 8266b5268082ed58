class Log:
    def __init__(self):
        self.lines = []
    def write(self, s):
        self.lines.append(s)
class Section:
    depth = 0
    def __init__(self, log, name):
        self.log = log
        self.name = name
    def __enter__(self):
        self.log.write("  " * Section.depth + "begin " + self.name)
        Section.depth += 1
        return self
    def __exit__(self, exc_type, exc, tb):
        Section.depth -= 1
        status = "ok" if exc_type is None else "failed: " + exc_type.__name__
        self.log.write("  " * Section.depth + "end " + self.name + " (" + status + ")")
        return exc_type is KeyError
log = Log()
with Section(log, "outer"):
    with Section(log, "load"):
        data = {"a": 1}
    with Section(log, "lookup"):
        data["b"]
    with Section(log, "compute"):
        total = sum(data.values())
for line in log.lines:
    print(line)
print("total", total)
