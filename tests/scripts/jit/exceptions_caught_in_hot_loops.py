# Exceptions raised by an operation in a hot loop and caught by a handler
# in the loop's body: the exit that raised grows a side trace through the
# handler, which then runs natively. The exception objects, their
# messages, what is being handled, tracebacks kept for later and what is
# not caught must all be the interpreter's.


def parse(tokens):
    total = 0
    errors = []
    for t in tokens:
        try:
            total += int(t)
        except ValueError as e:
            if len(errors) < 4:
                errors.append((str(e), e.args))
            total -= 1
    return total, errors


def lookups(d, keys):
    hits = 0
    missing = 0
    for k in keys:
        try:
            hits += d[k]
        except KeyError:
            missing += 1
    return hits, missing


def either(tokens, d):
    out = 0
    for t in tokens:
        try:
            out += d[int(t) % 7]
        except (ValueError, KeyError) as e:
            out += 100 if isinstance(e, KeyError) else 1000
    return out


def not_caught_here(values):
    # int() of a list raises TypeError, which this handler does not take.
    total = 0
    for v in values:
        try:
            total += int(v)
        except ValueError:
            total -= 1
    return total


def context_kept(tokens):
    seen = []
    for t in tokens:
        try:
            try:
                int(t)
            except ValueError:
                raise KeyError(t)
        except KeyError as e:
            if len(seen) < 3:
                seen.append((repr(e), repr(e.__context__)))
    return seen


def loop_control(tokens):
    # A handler that continues, one that breaks.
    good = 0
    for t in tokens:
        try:
            v = int(t)
        except ValueError:
            continue
        good += v
    first_bad = None
    for i, t in enumerate(tokens):
        try:
            int(t)
        except ValueError:
            if i > 2000:
                first_bad = i
                break
    return good, first_bad


class Key:
    # A key whose equality is script code: the dict helper declines, and
    # the interpreter looks it up (and raises) itself.
    def __init__(self, k):
        self.k = k

    def __hash__(self):
        return self.k % 5

    def __eq__(self, other):
        return isinstance(other, Key) and other.k == self.k


def script_keys(n):
    d = {Key(i): i for i in range(0, 40, 4)}
    found = 0
    for i in range(n):
        try:
            found += d[Key(i % 40)]
        except KeyError:
            found -= 1
    return found


def helper_raises(x):
    if x % 3 == 0:
        raise ValueError("bad %d" % x)
    return x


def from_a_call(n):
    # Raised inside a call the trace inlines: the exit stays one.
    total = 0
    for i in range(n):
        try:
            total += helper_raises(i)
        except ValueError as e:
            total += len(str(e))
    return total


def to_int(s, default):
    try:
        return int(s)
    except ValueError:
        return default


def to_int_logged(s, log):
    # A try with else and finally, in a call the trace inlines.
    try:
        v = int(s)
    except ValueError as e:
        log.append(str(e)[-6:])
        v = 0
    else:
        v += 1
    finally:
        log.append("f")
    return v


def lookup_or(d, k):
    try:
        return d[k]
    except KeyError:
        return -k


def via_calls(tokens, d):
    # Handlers in the functions the loop calls run natively too. (Each
    # loop raises once an iteration at most: a second raise in the same
    # iteration ends the side trace's recording.)
    total = 0
    for t in tokens:
        total += to_int(t, -1)
    log = []
    for t in tokens:
        total += to_int_logged(t, log)
        if len(log) > 50:
            del log[:40]
    for t in tokens:
        total += lookup_or(d, len(t))
    return total, log[-4:]


def not_caught_in_the_call(tokens):
    # The call's handler does not take the exception: the loop's does.
    total = 0
    for t in tokens:
        try:
            total += to_int(t, 0) + to_int(None, 0)
        except TypeError:
            total += 1
    return total


def kept_for_later(tokens):
    last = None
    for t in tokens:
        try:
            int(t)
        except ValueError as e:
            last = e
    return last


def main():
    tokens = [str(i) if i % 4 else "t%d" % i for i in range(6000)]
    print("parse", parse(tokens))
    print("parse rare", parse([str(i) if i % 97 else "?" for i in range(6000)]))
    d = {i: i * 2 for i in range(0, 300, 3)}
    print("lookups", lookups(d, list(range(300)) * 20))
    print("either", either(tokens, {1: 5, 2: 7, 4: 11}))
    try:
        print(not_caught_here([str(i) if i % 5 else "x" for i in range(3000)] + [[1]]))
    except TypeError as e:
        print("TypeError", e)
    print("context", context_kept(tokens[:400]))
    print("loop_control", loop_control(tokens))
    print("script_keys", script_keys(3000))
    print("from_a_call", from_a_call(3000))
    print("via_calls", via_calls(tokens, {1: 10, 3: 30}))
    print("not_caught_in_the_call", not_caught_in_the_call(tokens[:3000]))
    e = kept_for_later(tokens)
    print("kept", repr(e), e.args)
    try:
        raise e
    except ValueError as again:
        print("raised again", again is e)


main()
