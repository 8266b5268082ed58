class AppError(Exception):
    pass
class DbError(AppError):
    def __init__(self, table):
        super().__init__("db failure on " + table)
        self.table = table
class NetError(AppError):
    pass
for exc in [DbError("users"), NetError("timeout"), ValueError("x")]:
    try:
        raise exc
    except DbError as e:
        print("db", e.table, e)
    except AppError as e:
        print("app", type(e).__name__, e)
    except Exception as e:
        print("other", repr(e))
print(issubclass(DbError, Exception), isinstance(DbError("t"), AppError), DbError.__mro__[1].__name__)
