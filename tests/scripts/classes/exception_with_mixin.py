class Coded:
    code = 0
    def describe(self):
        return type(self).__name__ + "#" + str(self.code)
class NotFound(Coded, LookupError):
    code = 404
try:
    raise NotFound("page")
except LookupError as e:
    print(e.describe(), e, e.args)
