# expect: NotImplementedError: object.__reduce__ is not supported by kiln yet
# CPython finds object's method before __getattr__ is asked.
class Proxy:
    def __getattr__(self, name):
        return "proxied " + name


print(Proxy().__reduce__)
