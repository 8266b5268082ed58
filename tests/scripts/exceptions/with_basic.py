class Manager:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("enter", self.name)
        return self.name.upper()
    def __exit__(self, exc_type, exc, tb):
        print("exit", self.name, exc_type, exc)
        return False
with Manager("a") as value:
    print("body", value)
with Manager("b"):
    print("no target")
