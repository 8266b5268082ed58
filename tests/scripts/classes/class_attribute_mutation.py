class Config:
    settings = {}
    @classmethod
    def set(cls, k, v):
        cls.settings[k] = v
Config.set("a", 1)
Config.debug = True
print(Config.settings, Config.debug)
del Config.debug
print(hasattr(Config, "debug"))
