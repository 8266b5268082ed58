class AppError(Exception):
    def __init__(self, code, message):
        super().__init__(message)
        self.code = code
try:
    raise AppError(404, "not found")
except AppError as e:
    print(e.code, e, e.args)
class Plain(Exception):
    def __init__(self, a, b):
        self.a = a
p = Plain(1, 2)
print(p.args, p.a, str(p))
