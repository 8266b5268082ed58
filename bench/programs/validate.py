# Records checked by functions that raise, caught per record by the loop:
# a script's exception classes, ValueError from a check, `raise ... from`.
class Invalid(Exception):
    pass


class OutOfRange(Invalid):
    pass


def check_age(a):
    if a < 0 or a > 130:
        raise OutOfRange("age %d" % a)
    return a


def check_name(n):
    if not n:
        raise Invalid("empty name")
    if not n[0].isalpha():
        raise ValueError(n)
    return n


def load(rows):
    ok = 0
    errors = {}
    for name, age in rows:
        try:
            try:
                check_name(name)
            except ValueError as e:
                raise Invalid("bad name") from e
            ok += check_age(age) > 17
        except OutOfRange:
            errors["range"] = errors.get("range", 0) + 1
        except Invalid as e:
            errors[e.args[0]] = errors.get(e.args[0], 0) + 1
    return ok, sorted(errors.items())


x = 7
rows = []
for i in range(40000):
    x = (x * 1103515245 + 12345) % 2147483648
    k = x % 50
    name = "" if k == 0 else ("9lives" if k == 1 else "user%d" % (x % 1000))
    rows.append((name, x % 150 - 5))
for r in range(3):
    print(load(rows))
