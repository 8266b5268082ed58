class Version:
    def __init__(self, s):
        self.parts = ()
        for p in s.split("."):
            self.parts += (int(p),)
    def __eq__(self, o): return self.parts == o.parts
    def __lt__(self, o): return self.parts < o.parts
    def __le__(self, o): return self.parts <= o.parts
    def __gt__(self, o): return self.parts > o.parts
    def __ge__(self, o): return self.parts >= o.parts
    def __repr__(self): return "v" + str(self.parts)
vs = [Version("1.10"), Version("1.2"), Version("0.9.1")]
print(sorted(vs), Version("1.2") <= Version("1.2"), Version("2.0") >= Version("1.9"))
print(Version("1.0") == Version("1.0"), Version("1.0") != Version("1.1"))
