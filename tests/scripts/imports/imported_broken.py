# Imported by import_error_in_module.py; fails when run on its own too.
VALUE = 1


def f():
    return VALUE // 0


f()
