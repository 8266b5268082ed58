class Proxy:
    def __init__(self, target):
        self.target = target
    def __getattr__(self, name):
        return "proxied " + name
p = Proxy(1)
print(p.target, p.anything, getattr(p, "other"))
