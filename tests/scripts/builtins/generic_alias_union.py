# The values annotations evaluate to: list[int] (types.GenericAlias) and
# int | None (types.UnionType), with CPython's reprs, equality, hashes,
# isinstance and errors.


class Vec:
    pass


def helper():
    pass


def attempt(label, fn):
    try:
        print(label, "->", fn())
    except TypeError as e:
        print(label, "-> TypeError:", e)


print(list[float], dict[str, int], tuple[int, ...], set[str], frozenset[int], type[int])
print(list[dict[str, list[int]]], tuple[()], list[int, str], dict[str], list[Vec], list[helper])
print(list[len], list[1], list["a"], list[None], list[...], list[int | None], tuple[int, list[Vec]])
alias = dict[str, list[int]]
print(alias.__origin__, alias.__args__, type(alias), type(alias).__name__, type(alias).__module__)
print(str(alias), f"{alias}", repr(alias), format(list[int], ""))
print(list[int] == list[int], list[int] == list[str], list[int] == list, tuple[int, int] == tuple[(int, int)])
print(hash(list[int]) == hash(list[int]), {list[int]: "v"}[list[int]], bool(list[int]))
print(list[int] is list[int], callable(list[int]), list[int](), list[int]("ab"), dict[str, int](a=1))

u = int | None
print(u, None | int, int | str | float, list[int] | None, (int | str) | (str | float), Vec | None)
print(u.__args__, type(u), type(u).__name__, type(u).__module__)
# Duplicates go; a single type left is that type.
print(int | int, int | None | int, list[int] | list[int], list[int] | list[str] | list[int], type(None) | None)
print(int | str == str | int, int | str == int | str | int, int | str == int | float, (int | str) == int)
print(hash(int | str) == hash(str | int), callable(int | str))

print(isinstance(3, int | str), isinstance("s", int | str), isinstance(2.5, int | str))
print(isinstance(None, int | None), isinstance(1, (str, int | None)), isinstance(True, bool | None))
print(issubclass(bool, int | str), issubclass(float, int | str), issubclass(Vec, Vec | None))
# The first match wins, before an alias later in the union is reached.
print(isinstance(3, int | list[int]))
attempt("isinstance with an alias", lambda: isinstance([], list[int]))
attempt("isinstance with an alias in a union", lambda: isinstance("x", int | list[int]))
attempt("issubclass with an alias", lambda: issubclass(int, list[int]))
attempt("issubclass of a non-class", lambda: issubclass(3, int | str))
attempt("isinstance with a number", lambda: isinstance(3, 4))

attempt("type | int", lambda: int | 3)
attempt("int | type", lambda: 3 | int)
attempt("None | None", lambda: None | None)
attempt("type | str", lambda: int | "str")
attempt("alias[...]", lambda: list[int][str])
attempt("union[...]", lambda: (int | str)[int])
attempt("calling a union", lambda: (int | str)())
attempt("len of an alias", lambda: len(list[int]))
attempt("ordering aliases", lambda: list[int] < list[int])
attempt("hash of an unhashable alias", lambda: hash(list[[]]))
attempt("subscripting a class", lambda: Vec[int])
attempt("subscripting an exception class", lambda: ValueError[int])


class Either:
    # A class of the script may still take part in | from the right.
    def __ror__(self, other):
        return ("ror", other)

    def __or__(self, other):
        return ("or", other)


print(int | Either(), Either() | int)
