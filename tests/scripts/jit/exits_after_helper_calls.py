# Guard exits after calls the trace makes through runtime helpers. Before
# such a call the trace writes its values to the frame; a later exit only
# writes what changed since. Each loop here leaves after a helper call,
# with values set before the call, after it, or both, and the locals are
# printed once the interpreter has finished the loop.


def after_dict_store(n, switch):
    d = {}
    a = 0
    b = 0
    total = 0
    for i in range(n):
        a = i * 3           # before the helper: written by its sync
        d[i % 7] = a        # a helper call
        b = a + 1           # after it: the exit writes it
        total += b if i < switch else 0.5  # int, then a float: a type exit
    return a, b, total, sorted(d.items())


def after_method_call(n):
    words = []
    count = 0
    last = ''
    for i in range(n):
        count += 1
        last = 'w%d' % i     # a helper (string formatting)
        words.append(last.upper())   # a builtin method through the frame's stack
        if len(words) > 50:
            words = words[25:]       # a slice: another helper
        if i == n - 3:
            count = count * 1.5      # the counter turns float: an exit after the calls
    return count, last, len(words), words[-1]


def key_of(x):
    return -x


def after_python_callback(n):
    xs = [5, 3, 9]
    s = 0
    m = 0
    for i in range(n):
        s += i
        ys = sorted(xs, key=key_of)  # Python code run from the helper, above the frame
        m = ys[0] + i
        xs[i % 3] = i % 11
        if m > 2 ** 62 // 2 ** 40 and i > n - 5:
            m = str(m)                # a str where the trace saw ints
    return s, m, xs


def overflow_after_helper(n):
    d = {'k': 1}
    x = 1
    y = 0
    for i in range(n):
        y = i
        d['k'] = d['k'] + 1       # helper calls (dict get and set)
        x = x * 3                 # overflows int64 after about 40 iterations
    return x, y, d


def raising_helper(n):
    d = {}
    a = 0
    c = 0
    try:
        for i in range(n):
            a = i + 100
            c = d[i % 5] if i > 30 else 0   # KeyError from the helper once i > 30
            d[i % 4] = a
    except KeyError as e:
        return 'KeyError', e.args, a, c, i
    return a, c


def branch_after_helper(n):
    # A side trace that starts after a helper call: its exits see the
    # frame as the call left it.
    d = {}
    odd = 0
    even = 0
    v = 0
    for i in range(n):
        v = i * i
        d[v % 13] = i
        if i % 2:
            odd += v
        else:
            even += v
        if i == n - 2:
            v = 0.25
            odd = odd + v
    return odd, even, v, len(d)


class Box:
    def __init__(self, v):
        self.v = v

    def bump(self, k):
        self.v = self.v + k
        return self.v


def inlined_method_with_helper(n):
    b = Box(0)
    names = {}
    t = 0
    for i in range(n):
        t = b.bump(i)            # inlined: its frame is above the loop's
        names['n%d' % (i % 3)] = t   # helpers inside the loop after it
        if i == n - 4:
            b.v = b.v / 2        # a float attribute: the next bump leaves
    return t, b.v, sorted(names.items())


def scaled(x, w, d, i):
    y = x * 2          # a local of the inlined call, set in every iteration
    z = y + w          # w turns float in the last iteration: an exit here,
    d[i % 5] = z       # before this iteration's first helper call
    return z


def exit_before_first_helper(n):
    # The exit must write this iteration's y, not the one the previous
    # iteration's helper call left in the frame.
    d = {}
    t = 0
    for i in range(n):
        w = 1 if i < n - 1 else 0.5
        t = scaled(i, w, d, i)
    return t, sorted(d.items())


def lookups(n, m, d):
    # m * 3.0 is the same in every iteration: the loop's first iteration is
    # compiled apart from the rest. In every iteration the helper call for
    # d.get writes s to the frame again; the exit when d.get gives a float
    # must find this iteration's s there, not the first iteration's.
    s = 0.0
    for i in range(n):
        s += d.get(i % 7, 0) + m * 3.0
    return s


table = {k: k * 2 for k in range(7)}
print(lookups(3000, 0.5, table))
table[6] = 0.25
print(lookups(3000, 0.5, table))
print(exit_before_first_helper(3000))
print(exit_before_first_helper(40))
print(after_dict_store(3000, 2500))
print(after_method_call(4000))
print(after_python_callback(3000))
print(overflow_after_helper(200))
print(raising_helper(200))
print(branch_after_helper(5000))
print(inlined_method_with_helper(3000))
