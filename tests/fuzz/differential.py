#!/usr/bin/env python3
"""Differential fuzzer: random small Python programs, CPython against kiln.

usage: python3 tests/fuzz/differential.py --kiln build/kiln --count N --seed S
                                          [--keep DIR] [--jobs J] [--timeout SECS]
                                          [--modes LIST] [--no-minimise]
                                          [--show PROGRAM_INDEX] [--features LIST]

Each program is generated from (seed, index) alone, so a run is reproducible
and `--show I` prints program I of a seed without running anything.  The
programs stay inside the subset kiln supports (docs/language.md) and aim at
what an interpreter with a tracing JIT gets wrong: hot loops (hundreds to
thousands of iterations) in functions and at module level, nested loops,
data-dependent branches, break/continue, early returns, ints crossing 2**62,
2**63 and 2**64, floats, variables that change type in a loop, lists, dicts,
strings and f-strings, small classes with a subclass, try/except in loops,
recursion, globals and builtins.  Every value is kept bounded by construction
(moduli, slices, length guards), so no program runs long or raises uncaught.

--features strings (a fifth of the default mix) makes functions that build
strings in loops (`s += e`, `s = s + e`) while aliasing them, keeping them in
lists and dict keys and reassigning them: kiln extends such strings in place.

--features mixed (a fifth of the default mix, taken before strings) makes
hot loops over lists of values of many types and instances of several
classes (isinstance dispatch, polymorphic method calls, an accumulator of
mixed number types, types that come late): the JIT's side traces for other
types (see gen_mixed).

--features generators (about a seventh of the default mix, taken first)
makes generators and generator expressions consumed by sum, any, all, min,
max, list() and the other builtins that take a generator's values where it
yields them, over values of many types (see gen_generators).

--features late (about an eighth of the default mix, taken first) makes
loops and a recursive walk whose ways turn only after their first compile,
with entry values tested only by `is None` or isinstance and `//` and `%` by
divisors of either sign: side traces grown on compiled trees (see gen_late).

--features caught (about a tenth of the default mix, taken first) makes
loops whose iterations raise now and then, or mostly, and catch it: int(),
float() and int(s, base) of tokens some of which do not parse, dict lookups
of missing keys, len() of dicts and sets that change (see gen_caught).

--features bools (about a tenth of the default mix, taken first) makes
lists of bools, which hold one byte an item once appends grow them, marked,
read and counted in hot loops, with other items stored in them midway, and
rows of them built inside an outer loop (see gen_bools).

--features raises (about a tenth of the default mix, taken first) makes
loops that raise and catch in the same iteration: builtin exceptions and
the script's, instances and classes, re-raises of handlers that do not
match, raises inside handlers, `from`, `finally`, a function the trace
inlines catching its own, a class gaining an __init__ midway (see
gen_raises).

--features exits (about a tenth of the default mix, taken first) makes inner
loops left by break (at once or after work), for-else, returns from inside
loops, while walks whose variable turns None where they end, and loops
whose variable changes type on their last iteration (see gen_exits).

--features wrappers (about a tenth of the default mix, taken first) makes
calls through *args and **kwargs from hot loops: a decorator's wrapper,
f(*t) over tuples of changing sizes and types, a lone *x that is not a
tuple, keywords and kwargs that are not empty (see gen_wrappers).

--features callbacks (about a tenth of the default mix, taken first) makes
script functions that map(), filter(), sorted()'s and max()'s key=,
functools.reduce and the runtime's dunder calls call, with argument types
that change, closures, a raise midway; and module-level loops storing and
deleting globals and dict keys (see gen_callbacks).

--features classes (half of the rest of the default mix; `--features base` alone gives
exactly the programs of earlier versions) builds programs around a class
hierarchy used from hot loops: __init__ setting int, float and type-changing
attributes, methods calling methods, overrides calling super(), class
attributes read through instances and reassigned in loops, attributes added
after construction (getattr/hasattr/del/setattr), instances and lists of
instances made in loops, polymorphic call sites, isinstance narrowing, bound
methods, and methods swapped out of and back into a class in a hot loop.

Every program runs under python3 and under kiln in each mode:
  no-jit   KILN --no-jit FILE
  default  KILN FILE
  jit1     KILN --jit-threshold=1 --jit-sync FILE
  sync     KILN --jit-sync FILE            (not run unless --modes names it)
(--jit-sync makes the JIT compile before the loop runs on; without it a
short program usually ends before its first trace is compiled.)  A timeout
is retried once with 4 times the time: a run that then prints the right
output is only reported as slow (the JIT can spend seconds compiling).
with KILN_JIT_CACHE=off.  A mode whose stdout or exit status differs from
CPython's is a mismatch (a timeout or a crash is one too); a run that kiln
refuses (stderr names NotImplementedError, "not supported" or a SyntaxError,
non-zero exit) is counted as refused.  A program on which CPython itself fails
or times out is a generator mistake: counted as "invalid", never a mismatch.

Mismatching programs are minimised (statements deleted while the same modes
still differ) and written to --keep DIR (default /tmp/kiln-diff) as
seed<S>_<I>.py, with the unminimised one as seed<S>_<I>.orig.py and the
outputs in seed<S>_<I>.txt.  One line is printed per mismatch, then the
summary line
    differential: N programs, M mismatches, R refused
The exit status is 1 if there was any mismatch, 0 otherwise.
"""

import argparse
import atexit
import concurrent.futures
import hashlib
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

# ---------------------------------------------------------------------------
# Program generator
# ---------------------------------------------------------------------------

B_INT = 100        # int variables always hold fewer bits than this
B_MID = 400        # intermediate int expressions are wrapped beyond this
F_VAR = 100        # float variables: |x| < 2**F_VAR
F_MID = 480        # float intermediates: |x| < 2**F_MID (products stay finite)
S_LEN = 24         # str variables hold at most this many characters
MAX_ITERS = 24000  # iterations of the innermost body of a loop nest, at most

MODULI = [7, 10, 97, 256, 1000, 65537, 1000003, 2**31 - 1, 2**32, 2**32 + 15,
          2**53 + 5, 2**61 - 1, 2**62, 2**62 + 3, 2**63 - 25, 2**63, 2**63 + 9,
          2**64 - 59, 2**64, 2**64 + 13, 10**20 + 39, 3**50, 2**89 - 1,
          -97, -(2**63), -(2**64 + 13), -1000003]

INTERESTING = [0, 1, 2, 3, -1, -2, -3, 5, 7, 10, 100, 255, 256, 1000, 4096,
               2**31 - 1, 2**31, 2**32, 2**53 + 1, 2**62 - 1, 2**62,
               2**62 + 1, 2**63 - 1, 2**63, 2**63 + 1, -(2**62), -(2**62) - 1,
               -(2**63), -(2**63) - 1, 2**64 - 1, 2**64, 10**18, 10**19,
               3**41, 2**80 + 7, -(2**70)]

# Values at which a counter that counts up or down crosses a machine boundary.
BOUNDARIES = [2**62, 2**63, 2**64, -(2**62), -(2**63), -(2**64), 2**31, 2**53]

FLOATS = ['0.5', '1.5', '0.25', '-2.5', '3.75', '0.1', '1e-3', '2.0', '-0.5',
          '1.0', '100.0', '1e10', '6.02e23', '0.3', '7.125', '-1.75', '1e-7']

WORDS = ['a', 'b', 'xy', 'kiln', 'Zed', '', 'q1', ' sp ', 'abc', '12', '-7',
         'x_y', 'JIT', '0', 'ba']

DICT_KEYS = ['k0', 'k1', 'k2', 'alpha', 'beta', 'gamma', 'z']


def lit_int(rng, v):
    """Spell an int literal; big ones sometimes as constant expressions."""
    if abs(v) > 2**30 and rng.random() < 0.35:
        for base in (2, 10, 3):
            for e in range(2, 130):
                p = base ** e
                for off in range(-30, 31):
                    if p + off == v:
                        s = '%d ** %d' % (base, e)
                        return '(%s %s %d)' % (s, '+' if off >= 0 else '-', abs(off)) if off else '(%s)' % s
                    if -(p + off) == v:
                        s = '%d ** %d' % (base, e)
                        inner = '%s %s %d' % (s, '+' if off >= 0 else '-', abs(off)) if off else s
                        return '(-(%s))' % inner
    if v < 0:
        return '(%d)' % v
    if v > 10**6 and rng.random() < 0.2:
        return hex(v)
    return str(v)


def float_mag(text):
    v = abs(float(text))
    if v < 1:
        return 0
    return v.bit_length() if isinstance(v, int) else int(v).bit_length() + 1


class Var:
    def __init__(self, name, typ, bits=B_INT, assignable=True, strlen=S_LEN):
        self.name = name
        self.typ = typ          # int float num str poly list dict obj
        self.bits = bits        # int: bit bound; float/num: log2 magnitude bound
        self.assignable = assignable
        self.strlen = strlen
        self.cls = None         # inst, ilist: the OClass (elements: it or a subclass)
        self.meths = None       # inst: the methods that may be called on it here


class Ctx:
    """What a statement may use: variables, functions, loop and function state."""

    def __init__(self, vars, funcs, in_func, ret=None, iters=1, loop_depth=0,
                 in_loop=False, globals_decl=(), frozen=(), counters=(),
                 indent=0, module=False):
        self.vars = list(vars)
        self.funcs = funcs
        self.in_func = in_func
        self.ret = ret
        self.iters = iters
        self.loop_depth = loop_depth
        self.in_loop = in_loop
        self.frozen = set(frozen)
        self.counters = set(counters)
        self.indent = indent
        self.module = module
        self.light = False
        self.quiet = False      # no prints (method bodies, run on every call)
        self.oop = 0.0          # weight of object statements (when instances are in scope)

    def child(self, **kw):
        c = Ctx(self.vars, self.funcs, self.in_func, self.ret, self.iters,
                self.loop_depth, self.in_loop, (), self.frozen, self.counters,
                self.indent, self.module)
        c.light = self.light
        c.quiet = self.quiet
        c.oop = self.oop
        for k, v in kw.items():
            setattr(c, k, v)
        c.frozen = set(c.frozen)
        c.counters = set(c.counters)
        c.vars = list(c.vars)
        return c

    def of(self, *types, assignable=False):
        out = []
        for v in self.vars:
            if v.typ in types and (not assignable or (v.assignable and v.name not in self.counters)):
                out.append(v)
        return out


class Gen:
    def __init__(self, rng):
        self.rng = rng
        self.names = 0
        self.uses_math = False
        self.classes = []       # (base, sub) names, attrs a and b are ints
        self.depth = 2          # depth of the expressions assigned
        self.raisers = []       # (name, exception names a call may need to catch)
        self.call_weight = 1.2
        self.oclasses = []      # OClass: the object-oriented programs' classes
        self.dyn_names = []     # attributes some instances get after construction
        self.meth_limit = None  # in a method body of that order: only lower methods may be called
        self.nest = 0           # calls and constructors being generated inside one another
        self.patches = []       # (class, method, replacement function, original function)

    # --- small helpers ----------------------------------------------------
    def r(self):
        return self.rng.random()

    def choice(self, xs):
        return self.rng.choice(xs)

    def fresh(self, prefix):
        self.names += 1
        return '%s%d' % (prefix, self.names)

    def modulus(self, maxbits):
        ms = [m for m in MODULI if abs(m).bit_length() <= maxbits]
        return self.choice(ms)

    def wrap_int(self, code, bits, limit):
        if bits <= limit:
            return code, bits
        r = self.r()
        if r < 0.75:
            m = self.modulus(limit)
            return '(%s) %% %s' % (code, lit_int(self.rng, m)), abs(m).bit_length()
        if r < 0.9:
            k = self.rng.randint(1, limit - 1)
            return '(%s) & %s' % (code, lit_int(self.rng, 2**k - 1)), k
        shift = bits - limit + self.rng.randint(1, 8)
        return '(%s) >> %d' % (code, shift), max(1, bits - shift)

    def wrap_float(self, code, mag, limit):
        if mag <= limit:
            return code, mag
        r = self.r()
        if r < 0.6:
            m = self.choice(['1000.0', '7.5', '65536.0', '1e6', '2.0 ** 40', '997.25'])
            return '(%s) %% %s' % (code, m), float_mag(eval(m))
        # scale down: the result is below 2**limit anyway
        return '(%s) / 2.0 ** %d' % (code, mag - limit + 2), limit - 1

    # --- expressions --------------------------------------------------------
    def int_lit(self):
        r = self.r()
        if r < 0.55:
            return str(self.rng.randint(0, 12)), 4
        if r < 0.75:
            v = self.rng.randint(-50, 1000)
            return lit_int(self.rng, v), abs(v).bit_length() + 1
        v = self.choice(INTERESTING)
        return lit_int(self.rng, v), abs(v).bit_length() + 1

    def int_atom(self, ctx):
        opts = []
        vs = ctx.of('int')
        if vs:
            opts += [('var', 6)]
        opts += [('lit', 3)]
        if ctx.of('list'):
            opts += [('listidx', 1.5), ('len', 0.7)]
        if ctx.of('dict'):
            opts += [('dictget', 1)]
        if ctx.of('str'):
            opts += [('strlen', 0.5)]
        if ctx.of('obj'):
            opts += [('attr', 1.5)]
        if self.nest < 2 and ctx.of('inst', 'ilist'):
            opts += [('oop', 3.0)]
        k = self.weighted(opts)
        if k == 'oop':
            return self.oop_int_atom(ctx)
        if k == 'var':
            v = self.choice(vs)
            return v.name, v.bits
        if k == 'listidx':
            v = self.choice(ctx.of('list'))
            ie, _ = self.int_expr(ctx, 1)
            if self.r() < 0.3:
                return '%s[-1 - ((%s) %% len(%s))]' % (v.name, ie, v.name), B_INT
            return '%s[(%s) %% len(%s)]' % (v.name, ie, v.name), B_INT
        if k == 'len':
            v = self.choice(ctx.of('list'))
            return 'len(%s)' % v.name, 10
        if k == 'dictget':
            v = self.choice(ctx.of('dict'))
            return '%s.get(%s, %s)' % (v.name, self.dict_key(ctx), self.int_lit()[0]), B_INT
        if k == 'strlen':
            v = self.choice(ctx.of('str'))
            return 'len(%s)' % v.name, 6
        if k == 'attr':
            v = self.choice(ctx.of('obj'))
            a = self.choice(['a', 'b', 'a', 'b', 'total'])
            return '%s.%s' % (v.name, a), B_INT + (1 if a == 'total' else 0)
        return self.int_lit()

    def weighted(self, opts):
        total = sum(w for _, w in opts)
        x = self.r() * total
        for k, w in opts:
            x -= w
            if x < 0:
                return k
        return opts[-1][0]

    def int_expr(self, ctx, depth):
        if depth <= 0 or self.r() < 0.25:
            return self.int_atom(ctx)
        opts = [('add', 4), ('sub', 3), ('mul', 3), ('floordiv', 1.5), ('mod', 2),
                ('pow', 0.8), ('bit', 1.5), ('shift', 1.5), ('neg', 0.6),
                ('minmax', 1), ('abs', 0.5), ('cond', 0.7), ('call', self.call_weight if ctx.in_loop and not ctx.light else (0.4 if ctx.light else 1.2)),
                ('fromfloat', 0.8), ('builtin', 0.8), ('boolarith', 0.3),
                ('bitlen', 0.2)]
        k = self.weighted(opts)
        d = depth - 1
        if k in ('add', 'sub'):
            a, ab = self.int_expr(ctx, d)
            b, bb = self.int_expr(ctx, d)
            return self.wrap_int('%s %s %s' % (self.paren(a), '+' if k == 'add' else '-', self.paren(b)),
                                 max(ab, bb) + 1, B_MID)
        if k == 'mul':
            a, ab = self.int_expr(ctx, d)
            b, bb = self.int_expr(ctx, d)
            return self.wrap_int('%s * %s' % (self.paren(a), self.paren(b)), ab + bb, B_MID)
        if k == 'floordiv':
            a, ab = self.int_expr(ctx, d)
            b, _ = self.int_expr(ctx, d)
            kk = self.rng.randint(1, 9)
            if self.r() < 0.3:
                return '%s // (-((%s) %% %d) - 1)' % (self.paren(a), b, kk), ab
            if self.r() < 0.3:
                return '%s // %s' % (self.paren(a), self.choice(['3', '7', '(-5)', '1000', '2 ** 64', '(-(2 ** 63))'])), ab
            return '%s // ((%s) %% %d + 1)' % (self.paren(a), b, kk), ab
        if k == 'mod':
            a, ab = self.int_expr(ctx, d)
            if self.r() < 0.6:
                m = self.modulus(B_INT)
                return '%s %% %s' % (self.paren(a), lit_int(self.rng, m)), abs(m).bit_length()
            b, bb = self.int_expr(ctx, d)
            return '%s %% (abs(%s) + 1)' % (self.paren(a), b), bb + 1
        if k == 'pow':
            a, ab = self.int_expr(ctx, d)
            e = self.rng.randint(0, 4)
            return self.wrap_int('%s ** %d' % (self.paren(a), e), max(1, ab * e), B_MID)
        if k == 'bit':
            a, ab = self.int_expr(ctx, d)
            b, bb = self.int_expr(ctx, d)
            if self.r() < 0.15:
                return '~%s' % self.paren(a), ab + 1
            op = self.choice(['&', '|', '^'])
            return '%s %s %s' % (self.paren(a), op, self.paren(b)), max(ab, bb) + 1
        if k == 'shift':
            a, ab = self.int_expr(ctx, d)
            b, _ = self.int_expr(ctx, d)
            s = self.choice([3, 8, 31, 64, 65, 70])
            if self.r() < 0.5:
                return self.wrap_int('%s << ((%s) %% %d)' % (self.paren(a), b, s), ab + s, B_MID)
            return '%s >> ((%s) %% %d)' % (self.paren(a), b, s), ab
        if k == 'neg':
            a, ab = self.int_expr(ctx, d)
            return '-%s' % self.paren(a), ab
        if k == 'abs':
            a, ab = self.int_expr(ctx, d)
            return 'abs(%s)' % a, ab
        if k == 'minmax':
            a, ab = self.int_expr(ctx, d)
            b, bb = self.int_expr(ctx, d)
            return '%s(%s, %s)' % (self.choice(['min', 'max']), a, b), max(ab, bb)
        if k == 'cond':
            a, ab = self.int_expr(ctx, d)
            b, bb = self.int_expr(ctx, d)
            return '(%s if %s else %s)' % (a, self.bool_expr(ctx, 1), b), max(ab, bb)
        if k == 'call':
            fs = [f for f in ctx.funcs if f.ret == 'int' and (f.light or (ctx.iters <= 1 and not ctx.light))]
            if fs:
                f = self.choice(fs)
                return self.call(ctx, f), B_INT
            return self.int_atom(ctx)
        if k == 'fromfloat':
            a, am = self.float_expr(ctx, d)
            fn = self.choice(['int', 'round', 'int', 'round'])
            if self.uses_math and self.r() < 0.3:
                fn = self.choice(['math.floor', 'math.ceil'])
            return '%s(%s)' % (fn, a), am + 1
        if k == 'builtin':
            lists = ctx.of('list')
            if lists and self.r() < 0.6:
                v = self.choice(lists)
                r = self.r()
                if r < 0.4:
                    return 'sum(%s)' % v.name, B_INT + 10
                if r < 0.7:
                    a, _ = self.int_expr(ctx, 0)
                    return 'sum(%s[%s:])' % (v.name, a), B_INT + 10
                return '%s(%s)' % (self.choice(['min', 'max']), v.name), B_INT
            if ctx.of('dict') and self.r() < 0.5:
                v = self.choice(ctx.of('dict'))
                return self.choice(['sum(%s.values())', 'len(%s)']) % v.name, B_INT + 4
            a, ab = self.int_expr(ctx, d)
            return 'int(str(%s))' % a, ab
        if k == 'boolarith':
            a, ab = self.int_expr(ctx, d)
            return '%s + (%s)' % (self.paren(a), self.bool_expr(ctx, 0)), ab + 1
        if k == 'bitlen':
            a, ab = self.int_expr(ctx, d)
            return '(%s).bit_length()' % a, 10
        return self.int_atom(ctx)

    def paren(self, code):
        if re.fullmatch(r'[A-Za-z_][A-Za-z_0-9.]*|\d+', code):
            return code
        return '(%s)' % code

    def float_atom(self, ctx):
        opts = [('lit', 3)]
        vs = ctx.of('float', 'num')
        if vs:
            opts.append(('var', 6))
        opts.append(('fromint', 2))
        if self.nest < 2 and ctx.of('inst', 'ilist'):
            opts.append(('oop', 1.5))
        k = self.weighted(opts)
        if k == 'oop':
            return self.oop_float_atom(ctx)
        if k == 'var':
            v = self.choice(vs)
            return v.name, v.bits
        if k == 'fromint':
            a, ab = self.int_expr(ctx, 1)
            r = self.r()
            if r < 0.4:
                return 'float(%s)' % a, ab
            if r < 0.7:
                return '%s * %s' % (self.paren(a), self.choice(['0.5', '0.25', '1.5', '-0.1', '1e-3'])), ab + 1
            return '%s / %s' % (self.paren(a), self.choice(['2', '3', '7', '10', '(-4)', '1000'])), ab
        t = self.choice(FLOATS)
        if self.uses_math and self.r() < 0.15:
            return 'math.pi', 2
        return (t if not t.startswith('-') else '(%s)' % t), float_mag(t)

    def float_expr(self, ctx, depth):
        """A float-valued expression (ints mixed in)."""
        if depth <= 0 or self.r() < 0.25:
            return self.float_atom(ctx)
        d = depth - 1
        k = self.weighted([('arith', 5), ('mul', 3), ('div', 2.5), ('intdiv', 1.2),
                           ('pow', 0.7), ('round', 0.8), ('minmax', 0.7), ('abs', 0.4),
                           ('modfloor', 0.8), ('cond', 0.5), ('call', 0.6), ('sqrt', 0.4)])
        if k == 'arith':
            a, am = self.num_or_float(ctx, d, True)
            b, bm = self.num_or_float(ctx, d, a_is_float=False)
            return self.wrap_float('%s %s %s' % (self.paren(a), self.choice('+-'), self.paren(b)),
                                   max(am, bm) + 1, F_MID)
        if k == 'mul':
            a, am = self.num_or_float(ctx, d, True)
            b, bm = self.num_or_float(ctx, d, False)
            a, am = self.wrap_float(a, am, F_MID // 2)
            b, bm = self.wrap_float(b, bm, F_MID // 2)
            return self.wrap_float('%s * %s' % (self.paren(a), self.paren(b)), am + bm, F_MID)
        if k == 'div':
            a, am = self.num_or_float(ctx, d, False)
            b, _ = self.num_or_float(ctx, d, False)
            return '%s / (abs(%s) + %s)' % (self.paren(a), b, self.choice(['1', '1.0', '0.5'])), am + 1
        if k == 'intdiv':
            a, ab = self.int_expr(ctx, d)
            b, _ = self.int_expr(ctx, d)
            return '%s / ((%s) %% %d + 1)' % (self.paren(a), b, self.rng.randint(1, 9)), ab
        if k == 'pow':
            a, am = self.float_expr(ctx, d)
            a, am = self.wrap_float(a, am, 150)
            e = self.choice([2, 2, 3, 0, 1, -1, -2])
            if e < 0:
                return '(abs(%s) + 1.0) ** %d' % (a, e), 1
            return '%s ** %d' % (self.paren(a), e), max(1, am * e)
        if k == 'round':
            a, am = self.float_expr(ctx, d)
            return 'round(%s, %d)' % (a, self.rng.randint(0, 4)), am + 1
        if k == 'minmax':
            a, am = self.float_expr(ctx, d)
            b, bm = self.num_or_float(ctx, d, False)
            return '%s(%s, %s)' % (self.choice(['min', 'max']), a, b), max(am, bm)
        if k == 'abs':
            a, am = self.float_expr(ctx, d)
            return 'abs(%s)' % a, am
        if k == 'modfloor':
            a, am = self.num_or_float(ctx, d, True)
            b, bm = self.num_or_float(ctx, d, False)
            if self.r() < 0.5:
                return '%s %% (abs(%s) + 0.5)' % (self.paren(a), b), bm + 1
            return '%s // (abs(%s) + 1.5)' % (self.paren(a), b), am
        if k == 'cond':
            a, am = self.float_expr(ctx, d)
            b, bm = self.float_expr(ctx, d)
            return '(%s if %s else %s)' % (a, self.bool_expr(ctx, 1), b), max(am, bm)
        if k == 'call':
            fs = [f for f in ctx.funcs if f.ret == 'float' and (f.light or (ctx.iters <= 1 and not ctx.light))]
            if fs:
                return self.call(ctx, self.choice(fs)), F_VAR
            return self.float_atom(ctx)
        if k == 'sqrt' and self.uses_math:
            a, am = self.num_or_float(ctx, d, False)
            return 'math.sqrt(abs(%s))' % a, am // 2 + 1
        return self.float_atom(ctx)

    def num_or_float(self, ctx, depth, a_is_float):
        """A float or int expression (for the operands of float arithmetic)."""
        if a_is_float or self.r() < 0.55:
            return self.float_expr(ctx, depth)
        if ctx.of('num') and self.r() < 0.5:
            v = self.choice(ctx.of('num'))
            return v.name, v.bits
        return self.int_expr(ctx, depth)

    def num_expr(self, ctx, depth):
        """int or float: for variables that change from int to float."""
        r = self.r()
        if r < 0.4:
            return self.int_expr(ctx, depth)
        if r < 0.6:
            return self.float_expr(ctx, depth)
        vs = ctx.of('num')
        if vs:
            v = self.choice(vs)
            b, bb = self.int_expr(ctx, depth - 1)
            op = self.choice(['+', '-', '+', '*'])
            if op == '*':
                b, bb = '((%s) %% 5)' % b, 3
            return self.wrap_float('%s %s %s' % (v.name, op, self.paren(b)), max(v.bits, bb) + 3, F_MID)
        return self.int_expr(ctx, depth)

    def str_expr(self, ctx, depth):
        if depth <= 0 or self.r() < 0.2:
            return self.str_atom(ctx)
        d = depth - 1
        k = self.weighted([('concat', 4), ('fstr', 4), ('str', 2), ('slice', 2),
                           ('method', 1.5), ('mul', 0.6), ('join', 0.8), ('index', 0.8),
                           ('cond', 0.5), ('call', 0.5)])
        if k == 'concat':
            a, al = self.str_expr(ctx, d)
            b, bl = self.str_expr(ctx, d)
            return self.wrap_str('%s + %s' % (a, b), al + bl)
        if k == 'fstr':
            return self.fstring(ctx, d)
        if k == 'str':
            if self.r() < 0.6:
                a, ab = self.int_expr(ctx, d)
                return self.wrap_str('str(%s)' % a, ab // 3 + 2)
            a, _ = self.float_expr(ctx, d)
            return 'str(%s)' % a, 26
        if k == 'slice':
            a, al = self.str_expr(ctx, d)
            x, _ = self.int_expr(ctx, 0)
            r = self.r()
            if r < 0.3:
                return '%s[%s:]' % (self.paren(a), x), al
            if r < 0.6:
                return '%s[:%s]' % (self.paren(a), x), al
            if r < 0.8:
                return '%s[-%d:]' % (self.paren(a), self.rng.randint(1, 6)), al
            return '%s[::%s]' % (self.paren(a), self.choice(['-1', '2', '-2'])), al
        if k == 'method':
            a, al = self.str_expr(ctx, d)
            m = self.choice(['upper()', 'lower()', 'strip()', "replace('a', 'bb')", 'title()',
                             "zfill(6)", "rjust(5, '.')", "center(7)", 'swapcase()'])
            grow = 2 if m.startswith('replace') else 0
            return self.wrap_str('%s.%s' % (self.paren(a), m), max(al * (1 + grow), 7))
        if k == 'mul':
            a, al = self.str_expr(ctx, d)
            n, _ = self.int_expr(ctx, 0)
            return self.wrap_str('%s * ((%s) %% 3)' % (self.paren(a), n), al * 2)
        if k == 'join':
            lists = ctx.of('list')
            if lists:
                v = self.choice(lists)
                return self.wrap_str("%s.join([str(v) for v in %s[:3]])" % (repr(self.choice([',', '-', ''])), v.name), 3 * 32)
            return self.str_atom(ctx)
        if k == 'index':
            a, al = self.str_expr(ctx, d)
            n, _ = self.int_expr(ctx, 0)
            if ctx.of('inst', 'ilist'):
                # a method call in n may change an attribute in a: a slice cannot fail
                return '(%s + "z")[(%s) %% (len(%s) + 1):][:1]' % (a, n, a), 1
            return '(%s + "z")[(%s) %% (len(%s) + 1)]' % (a, n, a), 1
        if k == 'cond':
            a, al = self.str_expr(ctx, d)
            b, bl = self.str_expr(ctx, d)
            return '(%s if %s else %s)' % (a, self.bool_expr(ctx, 0), b), max(al, bl)
        if k == 'call':
            fs = [f for f in ctx.funcs if f.ret == 'str' and (f.light or (ctx.iters <= 1 and not ctx.light))]
            if fs:
                return self.call(ctx, self.choice(fs)), S_LEN
        return self.str_atom(ctx)

    def wrap_str(self, code, length):
        if length <= 3 * S_LEN:
            return code, length
        if self.r() < 0.5:
            return '(%s)[:%d]' % (code, S_LEN), S_LEN
        return '(%s)[-%d:]' % (code, S_LEN), S_LEN

    def str_atom(self, ctx):
        if self.nest < 2 and ctx.of('inst', 'ilist') and self.r() < 0.25:
            return self.oop_str_atom(ctx)
        vs = ctx.of('str')
        if vs and self.r() < 0.6:
            v = self.choice(vs)
            return v.name, v.strlen
        w = self.choice(WORDS)
        return repr(w), len(w)

    def fstring(self, ctx, depth):
        parts = []
        length = 0
        for _ in range(self.rng.randint(1, 3)):
            if self.r() < 0.4:
                w = self.choice(['x', ':', ' ', 'v=', '|', 'ab'])
                parts.append(w)
                length += len(w)
            t = self.choice(['int', 'int', 'float', 'str', 'num'])
            if t == 'int':
                e, b = self.int_expr(ctx, min(depth, 1))
                spec = self.choice(['', '', '>6', '<5', '05d', 'x', ',', '+d', '^9', '_', 'o'])
                length += max(b // 3 + 3, 9)
            elif t == 'float':
                e, b = self.float_expr(ctx, min(depth, 1))
                spec = self.choice(['', '.3f', '.2e', '10.4f', 'g', '.1%', ',.2f', '>12', '.0f', '+.1f'])
                length += max(b // 3 + 10, 12)
            elif t == 'num' and ctx.of('num'):
                e = self.choice(ctx.of('num')).name
                spec = self.choice(['', '.2f', '>8', '8.1f'])
                length += 40
            else:
                e, b = self.str_expr(ctx, 0)
                spec = self.choice(['', '', '>8', '<6', '^7', '!r'])
                length += max(b, 9) + 2
            if spec.startswith('!'):
                parts.append('{%s%s}' % (e, spec))
            elif spec:
                parts.append('{%s:%s}' % (e, spec))
            else:
                parts.append('{%s}' % e)
        body = ''.join(parts)
        q = '"'
        if '"' in body:
            q = "'"
            if "'" in body:
                return self.str_atom(ctx)
        return self.wrap_str('f%s%s%s' % (q, body, q), length)

    def dict_key(self, ctx):
        r = self.r()
        if r < 0.45:
            return repr(self.choice(DICT_KEYS))
        if r < 0.65:
            e, _ = self.int_expr(ctx, 0)
            return '(%s) %% %d' % (e, self.rng.randint(2, 9))
        e, _ = self.int_expr(ctx, 0)
        return '"k" + str((%s) %% %d)' % (e, self.rng.randint(2, 9))

    def bool_expr(self, ctx, depth):
        opts = [('cmpint', 5), ('modeq', 3), ('cmpfloat', 1.5), ('cmpstr', 0.8),
                ('andor', 2 if depth > 0 else 0), ('not', 0.5 if depth > 0 else 0),
                ('chain', 0.8), ('in', 0.8), ('isinst', 0.4), ('truth', 0.4)]
        if self.nest < 2 and ctx.of('inst', 'ilist'):
            opts.append(('oop', 1.5))
        k = self.weighted(opts)
        if k == 'oop':
            return self.oop_bool(ctx)
        if k == 'cmpint':
            a, _ = self.int_expr(ctx, 1)
            b, _ = self.int_expr(ctx, 1)
            return '%s %s %s' % (self.paren(a), self.choice(['<', '<=', '>', '>=', '==', '!=']), self.paren(b))
        if k == 'modeq':
            a, _ = self.int_expr(ctx, 0)
            m = self.rng.randint(2, 13)
            return '%s %% %d %s %d' % (self.paren(a), m, self.choice(['==', '!=', '<']), self.rng.randint(0, m - 1))
        if k == 'cmpfloat':
            a, _ = self.num_or_float(ctx, 1, True)
            b, _ = self.num_or_float(ctx, 1, False)
            return '%s %s %s' % (self.paren(a), self.choice(['<', '<=', '>', '>=', '==', '!=']), self.paren(b))
        if k == 'cmpstr':
            a, _ = self.str_expr(ctx, 1)
            b, _ = self.str_expr(ctx, 0)
            return '%s %s %s' % (self.paren(a), self.choice(['<', '==', '!=', '>=', 'in']), self.paren(b))
        if k == 'andor':
            a = self.bool_expr(ctx, depth - 1)
            b = self.bool_expr(ctx, depth - 1)
            return '(%s) %s (%s)' % (a, self.choice(['and', 'or']), b)
        if k == 'not':
            return 'not (%s)' % self.bool_expr(ctx, depth - 1)
        if k == 'chain':
            a, _ = self.int_expr(ctx, 0)
            b, _ = self.int_expr(ctx, 1)
            c, _ = self.int_expr(ctx, 0)
            return '%s < %s <= %s' % (self.paren(a), self.paren(b), self.paren(c))
        if k == 'in':
            if ctx.of('dict') and self.r() < 0.5:
                v = self.choice(ctx.of('dict'))
                return '%s %s %s' % (self.dict_key(ctx), self.choice(['in', 'not in']), v.name)
            if ctx.of('list'):
                v = self.choice(ctx.of('list'))
                a, _ = self.int_expr(ctx, 0)
                return '%s in %s' % (self.paren(a), v.name)
        if k == 'isinst':
            vs = ctx.of('num', 'poly')
            if vs:
                v = self.choice(vs)
                return 'isinstance(%s, %s)' % (v.name, self.choice(['int', 'float', 'str']))
        if k == 'truth':
            vs = ctx.of('list', 'str', 'dict', 'int')
            if vs:
                v = self.choice(vs)
                return self.choice(['bool(%s)', 'not %s', 'len(str(%s)) > 3']) % v.name
        a, _ = self.int_expr(ctx, 0)
        return '%s %% %d == 0' % (self.paren(a), self.rng.randint(2, 5))

    def list_expr(self, ctx):
        r = self.r()
        vs = ctx.of('list')
        if vs and r < 0.35:
            v = self.choice(vs)
            return self.choice(['%s[-%d:]' % (v.name, self.rng.randint(1, 8)),
                                'sorted(%s)[:%d]' % (v.name, self.rng.randint(1, 8)),
                                'list(%s)' % v.name, '%s[::-1][:5]' % v.name,
                                '[x %% 1000 for x in %s[:6]]' % v.name,
                                '%s[1:4] + [%s]' % (v.name, self.any_expr(ctx, 'int'))])
        if r < 0.6:
            n = self.rng.randint(1, 4)
            return '[%s]' % ', '.join(self.any_expr(ctx, 'int') for _ in range(n))
        if r < 0.8:
            return 'list(range(%d, %d, %d))' % (self.rng.randint(-5, 5), self.rng.randint(6, 30), self.rng.randint(1, 4))
        return '[%s] * %d' % (self.int_lit()[0], self.rng.randint(1, 5))

    def any_expr(self, ctx, typ):
        if typ == 'int':
            c, b = self.int_expr(ctx, self.depth)
            return self.wrap_int(c, b, B_INT - 1)[0]
        if typ == 'float':
            c, m = self.float_expr(ctx, self.depth)
            return self.wrap_float(c, m, F_VAR - 1)[0]
        if typ == 'num':
            c, m = self.num_expr(ctx, self.depth)
            return self.wrap_float(c, m, F_VAR - 1)[0] if m > F_VAR - 1 else c
        if typ == 'str':
            c, l = self.str_expr(ctx, self.depth)
            if l > S_LEN:
                c = '(%s)[%s%d:]' % (c, '-' if self.r() < 0.5 else ':', S_LEN) if False else '(%s)[-%d:]' % (c, S_LEN)
            return c
        if typ == 'list':
            return self.list_expr(ctx)
        if typ == 'dict':
            if self.r() < 0.5:
                return '{}'
            n = self.rng.randint(1, 3)
            return '{%s}' % ', '.join('%s: %s' % (repr(k), self.int_expr(ctx, 0)[0])
                                      for k in self.rng.sample(DICT_KEYS, n))
        if typ == 'poly':
            t = self.choice(['int', 'float', 'str'])
            return self.any_expr(ctx, t)
        if typ == 'inst' or typ.startswith('inst:'):
            cls = self.oclass(typ[5:]) if typ.startswith('inst:') else self.choice(self.oclasses)
            return self.inst_expr(ctx, cls)
        if typ == 'ilist':
            return self.ilist_expr(ctx, self.choice(self.oroots()))
        if typ == 'obj':
            base, sub = self.choice(self.classes)
            a = self.any_expr(ctx, 'int')
            b = self.any_expr(ctx, 'int')
            return '%s(%s, %s)' % (self.choice([base, sub]), a, b)
        raise ValueError(typ)

    def call(self, ctx, f):
        args = []
        for pname, ptyp in f.params:
            if ptyp in ('list', 'dict'):
                vs = [v for v in ctx.of(ptyp) if v.name not in ctx.frozen]
                if vs and self.r() < (0.95 if ctx.in_loop else 0.7):
                    args.append(self.choice(vs).name)
                else:
                    args.append(self.any_expr(ctx, ptyp))
            else:
                args.append(self.any_expr(ctx, ptyp))
        if args and self.r() < 0.15:
            # a keyword argument for the last parameter
            args[-1] = '%s=%s' % (f.params[-1][0], args[-1])
        return '%s(%s)' % (f.name, ', '.join(args))

    # --- statements -----------------------------------------------------------
    def block(self, ctx, n):
        lines = []
        for _ in range(n):
            lines += self.stmt(ctx)
        if not lines:
            lines = [self.ind(ctx) + 'pass']
        return lines

    def ind(self, ctx):
        return '    ' * ctx.indent

    def stmt(self, ctx):
        deep = ctx.indent >= 4
        opts = [('assign', 8), ('aug', 3), ('if', 0 if deep else (3 if ctx.indent < 3 else 1)),
                ('print', 0 if ctx.quiet else (1.0 if ctx.in_loop else 2)), ('list', 2), ('dict', 1.5),
                ('swap', 0.6), ('try', 0 if deep else 1.4), ('objstmt', 1.5 if ctx.of('obj') else 0),
                ('poly', 0.8 if ctx.of('poly') else 0), ('strassign', 1.2),
                ('call', 0.3 if ctx.light else (1.5 if ctx.in_loop else 0.8)), ('bump', 1.5 if ctx.in_loop else 0)]
        if ctx.in_loop:
            opts += [('break', 0.5), ('continue', 0.6)]
        if ctx.in_func and ctx.in_loop:
            opts += [('return', 0.5)]
        if ctx.iters < MAX_ITERS // 4 and ctx.loop_depth < 3 and not ctx.light and not deep:
            opts += [('loop', 1.6 if ctx.loop_depth < 2 else 0.5)]
        if ctx.of('inst', 'ilist'):
            opts += [('oop', ctx.oop or 2.5)]
        k = self.weighted(opts)
        return getattr(self, 'stmt_' + k)(ctx)

    def stmt_assign(self, ctx):
        vs = ctx.of('int', 'float', 'num', 'str', 'list', 'poly', assignable=True)
        if not vs:
            return []
        v = self.choice(vs)
        if v.typ == 'list' and self.r() < 0.7:
            return self.stmt_list(ctx)
        return ['%s%s = %s' % (self.ind(ctx), v.name, self.any_expr(ctx, v.typ))]

    def stmt_strassign(self, ctx):
        vs = ctx.of('str', assignable=True)
        if not vs:
            return self.stmt_assign(ctx)
        v = self.choice(vs)
        r = self.r()
        if r < 0.5:
            e, _ = self.str_expr(ctx, 1)
            return ['%s%s = (%s + %s)[-%d:]' % (self.ind(ctx), v.name, v.name, e, S_LEN)]
        return ['%s%s = %s' % (self.ind(ctx), v.name, self.any_expr(ctx, 'str'))]

    def stmt_aug(self, ctx):
        vs = ctx.of('int', 'float', 'num', assignable=True)
        if not vs:
            return self.stmt_assign(ctx)
        v = self.choice(vs)
        i = self.ind(ctx)
        if v.typ == 'int':
            e, eb = self.int_expr(ctx, 1)
            op = self.choice(['+=', '-=', '^=', '|=', '&=', '+=', '-='])
            e, eb = self.wrap_int(e, eb, B_INT - 3)
            lines = ['%s%s %s %s' % (i, v.name, op, e)]
            # keep the variable bounded
            m = self.modulus(B_INT - 2)
            lines.append('%sif %s > %s or %s < -%s:' % (i, v.name, lit_int(self.rng, 2**(B_INT - 2)), v.name, lit_int(self.rng, 2**(B_INT - 2))))
            lines.append('%s    %s %%= %s' % (i, v.name, lit_int(self.rng, m)))
            return lines
        e, em = self.num_or_float(ctx, 1, v.typ == 'float')
        op = self.choice(['+=', '-=', '*='])
        if op == '*=':
            e = '((%s) %% 3.0)' % e
        lines = ['%s%s %s %s' % (i, v.name, op, e)]
        lines.append('%sif abs(%s) > 1e20:' % (i, v.name))
        lines.append('%s    %s = %s %% 1e6' % (i, v.name, v.name))
        return lines

    def stmt_bump(self, ctx):
        vs = ctx.of('int', 'num', assignable=True)
        if not vs:
            return self.stmt_assign(ctx)
        v = self.choice(vs)
        cvars = [c for c in ctx.vars if c.name in ctx.counters and c.typ == 'int' and c.bits < 20]
        k = self.choice([str(self.rng.randint(1, 9)), str(self.rng.randint(1, 9))] + [c.name for c in cvars])
        return ['%s%s %s %s' % (self.ind(ctx), v.name, self.choice(['+=', '-=', '+=']), k)]

    def stmt_swap(self, ctx):
        for t in ('int', 'float', 'str'):
            vs = ctx.of(t, assignable=True)
            if len(vs) >= 2 and self.r() < 0.6:
                a, b = self.rng.sample(vs, 2)
                i = self.ind(ctx)
                if t == 'int':
                    m = self.modulus(B_INT - 2)
                    return ['%s%s, %s = %s, (%s + %s) %% %s' % (i, a.name, b.name, b.name, a.name, b.name, lit_int(self.rng, m))]
                return ['%s%s, %s = %s, %s' % (i, a.name, b.name, b.name, a.name)]
        return self.stmt_assign(ctx)

    def stmt_if(self, ctx):
        i = self.ind(ctx)
        inner = ctx.child(indent=ctx.indent + 1)
        lines = ['%sif %s:' % (i, self.bool_expr(ctx, 2))]
        lines += self.block(ctx.child(indent=ctx.indent + 1), self.rng.randint(1, 3))
        for _ in range(self.choice([0, 0, 1, 1, 2])):
            lines.append('%selif %s:' % (i, self.bool_expr(ctx, 1)))
            lines += self.block(ctx.child(indent=ctx.indent + 1), self.rng.randint(1, 2))
        if self.r() < 0.5:
            lines.append('%selse:' % i)
            lines += self.block(ctx.child(indent=ctx.indent + 1), self.rng.randint(1, 2))
        return lines

    def stmt_print(self, ctx):
        i = self.ind(ctx)
        items = []
        for _ in range(self.rng.randint(1, 4)):
            vs = ctx.vars
            if vs and self.r() < 0.7:
                v = self.choice(vs)
                if v.typ == 'dict' and self.r() < 0.5:
                    items.append('list(%s.items())[:4]' % v.name if self.r() < 0.5 else 'list(%s)[-3:]' % v.name)
                elif v.typ == 'list':
                    items.append('%s[-4:]' % v.name if self.r() < 0.6 else 'len(%s)' % v.name)
                elif v.typ == 'obj':
                    items.append('%s.a, %s.b' % (v.name, v.name) if self.r() < 0.6 else 'type(%s).__name__' % v.name)
                elif v.typ in ('inst', 'ilist'):
                    items.append(self.oop_show(v))
                elif v.typ == 'poly' and self.r() < 0.4:
                    items.append('type(%s).__name__' % v.name)
                else:
                    items.append(v.name)
            else:
                t = self.choice(['int', 'float', 'str'])
                items.append(self.any_expr(ctx, t))
        tag = repr(self.fresh('p'))
        line = 'print(%s, %s)' % (tag, ', '.join(items))
        if self.r() < 0.1:
            line = 'print(%s, %s, sep=%r)' % (tag, ', '.join(items), self.choice([',', ' | ', '']))
        if ctx.in_loop and ctx.iters > 20:
            c, _ = self.int_expr(ctx, 0)
            p = self.rng.randint(max(2, ctx.iters // 40), max(3, ctx.iters // 8))
            cvars = [v for v in ctx.vars if v.name in ctx.counters]
            if cvars:
                c = self.choice(cvars).name
            return ['%sif %s %% %d == %d:' % (i, self.paren(c), p, self.rng.randint(0, p - 1)),
                    '%s    %s' % (i, line)]
        return [i + line]

    def stmt_list(self, ctx):
        vs = [v for v in ctx.of('list') if v.name not in ctx.frozen]
        if not vs:
            return self.stmt_assign(ctx)
        v = self.choice(vs)
        i = self.ind(ctx)
        r = self.r()
        n = v.name
        e = self.any_expr(ctx, 'int')
        if r < 0.35:
            return ['%sif len(%s) < %d:' % (i, n, self.rng.randint(20, 300)),
                    '%s    %s.append(%s)' % (i, n, e)]
        if r < 0.55:
            idx, _ = self.int_expr(ctx, 1)
            if self.r() < 0.3:
                return ['%s%s[-1 - ((%s) %% len(%s))] = %s' % (i, n, idx, n, e)]
            return ['%s%s[(%s) %% len(%s)] = %s' % (i, n, idx, n, e)]
        if r < 0.65:
            return ['%sif len(%s) > 1:' % (i, n),
                    '%s    %s.pop(%s)' % (i, n, self.choice(['', '0', '-1', '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], n)]))]
        if r < 0.72:
            return ['%s%s.sort(%s)' % (i, n, self.choice(['', 'reverse=True']))]
        if r < 0.78:
            return ['%sif len(%s) < 100:' % (i, n), '%s    %s.extend(%s)' % (i, n, self.list_expr(ctx))]
        if r < 0.84:
            return ['%sif len(%s) < 100:' % (i, n), '%s    %s.insert((%s) %% 60 - 30, %s)' % (i, n, self.int_expr(ctx, 0)[0], e)]
        if v.assignable:
            return ['%s%s = %s' % (i, n, self.list_expr(ctx))]
        return ['%s%s[0] = %s' % (i, n, e)]

    def stmt_dict(self, ctx):
        vs = [v for v in ctx.of('dict') if v.name not in ctx.frozen]
        if not vs:
            return self.stmt_assign(ctx)
        v = self.choice(vs)
        i = self.ind(ctx)
        k = self.dict_key(ctx)
        e = self.any_expr(ctx, 'int')
        r = self.r()
        m = lit_int(self.rng, self.modulus(B_INT - 2))
        if r < 0.35:
            return ['%s%s[%s] = (%s.get(%s, 0) + %s) %% %s' % (i, v.name, k, v.name, k, e, m)]
        if r < 0.55:
            return ['%s%s[%s] = %s' % (i, v.name, k, e)]
        if r < 0.7:
            return ['%sif %s not in %s:' % (i, k, v.name), '%s    %s[%s] = %s' % (i, v.name, k, e)]
        if r < 0.8:
            return ['%s%s.setdefault(%s, %s)' % (i, v.name, k, e)]
        if r < 0.9:
            return ['%sif %s in %s:' % (i, k, v.name), '%s    del %s[%s]' % (i, v.name, k)]
        return ['%s%s.pop(%s, None)' % (i, v.name, k)]

    def stmt_try(self, ctx):
        i = self.ind(ctx)
        vs = ctx.of('int', assignable=True)
        if not vs:
            return self.stmt_assign(ctx)
        tgt = self.choice(vs).name
        inner = ctx.child(indent=ctx.indent + 1)
        ii = self.ind(inner)
        kind = self.choice(['zero', 'zero', 'index', 'key', 'value', 'fzero'] + ['raiser'] * (3 if self.raisers else 0))
        a, _ = self.int_expr(ctx, 1)
        b, _ = self.int_expr(ctx, 0)
        if kind == 'raiser':
            fname, excs = self.choice(self.raisers)
            risky = '%s = %s(%s, %s)' % (tgt, fname, a, b)
            exc = self.choice(excs)
        elif kind == 'zero':
            risky = '%s = %s %s ((%s) %% %d - %d)' % (tgt, self.paren(a), self.choice(['//', '%']), b,
                                                     self.rng.randint(2, 9), self.rng.randint(0, 2))
            exc = 'ZeroDivisionError'
        elif kind == 'fzero':
            risky = '%s = int(%s / ((%s) %% %d - %d))' % (tgt, self.paren(a), b, self.rng.randint(2, 6), self.rng.randint(0, 2))
            exc = 'ZeroDivisionError'
        elif kind == 'index':
            ls = ctx.of('list')
            if ls:
                risky = '%s = %s[(%s) %% %d - %d]' % (tgt, self.choice(ls).name, b, self.rng.randint(5, 40), self.rng.randint(0, 20))
            else:
                risky = '%s = [1, 2, 3][(%s) %% 7]' % (tgt, b)
            exc = 'IndexError'
        elif kind == 'key':
            ds = ctx.of('dict')
            if ds:
                risky = '%s = %s[%s]' % (tgt, self.choice(ds).name, self.dict_key(ctx))
            else:
                risky = '%s = {"k1": 1, "k3": 3}["k" + str((%s) %% 5)]' % (tgt, b)
            exc = 'KeyError'
        else:
            ss = ctx.of('str')
            if ss and self.r() < 0.5:
                risky = '%s = int(%s)' % (tgt, self.choice(ss).name)
            else:
                risky = '%s = int(%s)' % (tgt, self.choice(['str(%s)' % b, '"1" + "x" * ((%s) %% 2)' % b,
                                                            'str(%s)[-3:]' % b]))
            exc = 'ValueError'
        lines = ['%stry:' % i]
        if self.r() < 0.3:
            lines += self.block(inner, 1)
        lines.append(ii + risky)
        if self.r() < 0.3:
            lines += self.block(inner, 1)
        # keep the target bounded even when the body made it big
        lines.append('%s%s = %s %% %s' % (ii, tgt, tgt, lit_int(self.rng, self.modulus(B_INT - 2))))
        r = self.r()
        if kind == 'raiser':
            pass
        elif r < 0.2:
            exc = '(%s, %s)' % (exc, self.choice(['ValueError', 'TypeError', 'ArithmeticError', 'LookupError']))
        elif r < 0.3:
            exc = self.choice(['Exception', {'ZeroDivisionError': 'ArithmeticError', 'IndexError': 'LookupError',
                                             'KeyError': 'LookupError', 'ValueError': 'Exception'}[exc]])
        if self.r() < 0.3:
            lines.append('%sexcept %s as err:' % (i, exc))
            if self.r() < 0.5:
                lines.append('%sif %s %% 50 == 1:' % (ii, self.paren(b)))
                lines.append('%s    print("caught", type(err).__name__, err)' % ii)
            else:
                lines.append('%s%s = (%s + len(str(err))) %% 1000' % (ii, tgt, tgt))
        else:
            lines.append('%sexcept %s:' % (i, exc))
        lines += self.block(ctx.child(indent=ctx.indent + 1), self.rng.randint(1, 2))
        if self.r() < 0.15:
            lines.append('%selse:' % i)
            lines += self.block(ctx.child(indent=ctx.indent + 1), 1)
        if self.r() < 0.1:
            lines.append('%sfinally:' % i)
            lines += self.block(ctx.child(indent=ctx.indent + 1), 1)
        return lines

    def stmt_break(self, ctx):
        i = self.ind(ctx)
        return ['%sif %s:' % (i, self.bool_expr(ctx, 1)), '%s    break' % i]

    def stmt_continue(self, ctx):
        i = self.ind(ctx)
        return ['%sif %s:' % (i, self.bool_expr(ctx, 1)), '%s    continue' % i]

    def stmt_return(self, ctx):
        i = self.ind(ctx)
        return ['%sif %s:' % (i, self.bool_expr(ctx, 1)),
                '%s    return %s' % (i, self.ret_expr(ctx))]

    def ret_expr(self, ctx):
        t = ctx.ret
        if t in ('int', 'float', 'str'):
            return self.any_expr(ctx, t)
        if t == 'opt':
            return self.any_expr(ctx, 'int')
        # tuple
        return '(%s, %s)' % (self.any_expr(ctx, 'int'), self.any_expr(ctx, self.choice(['float', 'str', 'int'])))

    def stmt_objstmt(self, ctx):
        i = self.ind(ctx)
        v = self.choice(ctx.of('obj'))
        r = self.r()
        tgts = ctx.of('int', assignable=True)
        if r < 0.35 and tgts:
            t = self.choice(tgts).name
            return ['%s%s = (%s + %s.step(%s)) %% %s' % (i, t, t, v.name, self.any_expr(ctx, 'int'),
                                                        lit_int(self.rng, self.modulus(B_INT - 2)))]
        if r < 0.5:
            return ['%s%s.step(%s)' % (i, v.name, self.any_expr(ctx, 'int'))]
        if r < 0.7:
            return ['%s%s.%s = %s' % (i, v.name, self.choice('ab'), self.any_expr(ctx, 'int'))]
        if r < 0.8:
            return ['%s%s.b = (%s.b + %s) %% %s' % (i, v.name, v.name, self.any_expr(ctx, 'int'), lit_int(self.rng, self.modulus(B_INT - 2)))]
        if v.assignable:
            return ['%s%s = %s' % (i, v.name, self.any_expr(ctx, 'obj'))]
        return ['%s%s.a = %s.total %% 1000' % (i, v.name, v.name)]

    def stmt_poly(self, ctx):
        i = self.ind(ctx)
        v = self.choice(ctx.of('poly'))
        n = v.name
        if self.r() < 0.5 or not v.assignable:
            return ['%sprint("poly", %s, type(%s).__name__)' % (i, n, n)] if self.r() < 0.2 and not ctx.in_loop else \
                   ['%s%s = %s' % (i, n, self.any_expr(ctx, 'poly'))] if v.assignable else []
        e = self.any_expr(ctx, 'int')
        return ['%sif isinstance(%s, str):' % (i, n),
                '%s    %s = len(%s) + %s' % (i, n, n, e),
                '%selif isinstance(%s, float):' % (i, n),
                '%s    %s = %s' % (i, n, self.choice(['str(round(%s, 2))' % n, 'int(%s) %% 1000' % n, '%s * 0.5' % n])),
                '%selse:' % i,
                '%s    %s = %s' % (i, n, self.choice(['(%s * 3 + 1) %% 1000' % n, '%s / 4' % n, 'f"s{%s}"' % n, '%s + 0.5' % n]))]

    def stmt_call(self, ctx):
        fs = [f for f in ctx.funcs if f.light or (ctx.iters <= 1 and not ctx.light)]
        if not fs:
            return self.stmt_assign(ctx)
        f = self.choice(fs)
        i = self.ind(ctx)
        call = self.call(ctx, f)
        if f.ret == 'int':
            vs = ctx.of('int', assignable=True)
            if vs:
                v = self.choice(vs).name
                return ['%s%s = (%s + %s) %% %s' % (i, v, v, call, lit_int(self.rng, self.modulus(B_INT - 2)))]
        if f.ret == 'opt' or f.ret == 'tuple':
            if ctx.in_loop and ctx.iters > 20:
                c, _ = self.int_expr(ctx, 0)
                return ['%sr_ = %s' % (i, call),
                        '%sif %s %% %d == 0:' % (i, self.paren(c), self.rng.randint(20, 200)),
                        '%s    print("r", r_)' % i]
            return ['%sprint(%r, %s)' % (i, f.name, call)]
        return ['%s%s' % (i, call)]

    def stmt_loop(self, ctx):
        i = self.ind(ctx)
        budget = MAX_ITERS // ctx.iters
        if ctx.loop_depth == 0:
            n = self.rng.choice([self.rng.randint(50, 400), self.rng.randint(300, 3000)])
        else:
            n = self.rng.randint(2, 40)
        n = max(2, min(n, budget))
        cname = self.fresh('i')
        inner = ctx.child(indent=ctx.indent + 1, in_loop=True, loop_depth=ctx.loop_depth + 1,
                          iters=ctx.iters * n)
        lines = []
        k = self.weighted([('range', 5), ('range3', 1.5), ('boundary', 1.2), ('while', 2.5),
                           ('enum', 0.8 if ctx.of('list') else 0), ('zip', 0.5 if ctx.of('list') else 0),
                           ('dictiter', 0.6 if ctx.of('dict') else 0), ('str', 0.4 if ctx.of('str') else 0)]
                          + ([('iloop', 3.0)] if ctx.of('ilist') and budget >= ILIST_MAX else []))
        if k == 'iloop':
            self.oop_loop_header(ctx, inner, lines, cname)
        elif k == 'range':
            lines.append('%sfor %s in range(%d):' % (i, cname, n))
            inner.vars.append(Var(cname, 'int', bits=13, assignable=False))
            inner.counters.add(cname)
        elif k == 'range3':
            start = self.rng.randint(-500, 500)
            step = self.choice([1, 2, 3, -1, -2, 7])
            stop = start + step * n
            lines.append('%sfor %s in range(%d, %d, %d):' % (i, cname, start, stop, step))
            inner.vars.append(Var(cname, 'int', bits=16, assignable=False))
            inner.counters.add(cname)
        elif k == 'boundary':
            bnd = self.choice(BOUNDARIES)
            start = bnd - self.rng.randint(0, n)
            if self.r() < 0.5:
                lines.append('%sfor %s in range(%s, %s):' % (i, cname, lit_int(self.rng, start), lit_int(self.rng, start + n)))
            else:
                lines.append('%sfor %s in range(%s, %s, -1):' % (i, cname, lit_int(self.rng, start + n), lit_int(self.rng, start)))
            inner.vars.append(Var(cname, 'int', bits=66, assignable=False))
            inner.counters.add(cname)
        elif k == 'while':
            lines.append('%s%s = %d' % (i, cname, 0))
            if self.r() < 0.3:
                lines.append('%swhile True:' % i)
                lines.append('%s    %s += 1' % (i, cname))
                lines.append('%s    if %s > %d:' % (i, cname, n))
                lines.append('%s        break' % i)
            else:
                lines.append('%swhile %s < %d:' % (i, cname, n))
                lines.append('%s    %s += 1' % (i, cname))
            inner.vars.append(Var(cname, 'int', bits=13, assignable=False))
            inner.counters.add(cname)
        elif k == 'enum':
            v = self.choice(ctx.of('list'))
            ename = self.fresh('e')
            lim = min(n, 300)
            lines.append('%sfor %s, %s in enumerate(%s[:%d]%s):' % (i, cname, ename, v.name, lim,
                                                                  self.choice(['', ', 1', ', start=-3'])))
            inner.vars.append(Var(cname, 'int', bits=13, assignable=False))
            inner.vars.append(Var(ename, 'int', assignable=True))
            inner.counters.add(cname)
        elif k == 'zip':
            ls = ctx.of('list')
            a, b = self.choice(ls), self.choice(ls)
            ename = self.fresh('z')
            lines.append('%sfor %s, %s in zip(%s, %s[:%d]):' % (i, cname, ename, 'range(%d)' % n if self.r() < 0.5 else a.name + '[:]', b.name, n))
            inner.vars.append(Var(cname, 'int', bits=B_INT, assignable=False))
            inner.vars.append(Var(ename, 'int', assignable=True))
            inner.counters.add(cname)
        elif k == 'dictiter':
            d = self.choice(ctx.of('dict'))
            kname = self.fresh('k')
            if self.r() < 0.5:
                # direct iteration: the dict must not change size in the body
                lines.append('%sfor %s, %s in %s.items():' % (i, kname, cname, d.name))
                inner.frozen.add(d.name)
                inner.vars = [v for v in inner.vars if v.name != d.name] + [Var(d.name, 'dict', assignable=False)]
            else:
                lines.append('%sfor %s, %s in list(%s.items()):' % (i, kname, cname, d.name))
            inner.vars.append(Var(kname, 'str', strlen=6, assignable=False))
            inner.vars.append(Var(cname, 'int', assignable=False))
            inner.counters.add(cname)
            inner.iters = ctx.iters * 10
        else:
            s = self.choice(ctx.of('str'))
            lines.append('%sfor %s in %s:' % (i, cname, s.name))
            inner.vars.append(Var(cname, 'str', strlen=1, assignable=False))
            inner.iters = ctx.iters * S_LEN
        # frozen dicts stay frozen inside: calls may not get them
        body = self.block(inner, self.rng.randint(2, 5 if ctx.loop_depth == 0 else 3))
        lines += body
        if self.r() < 0.08:
            lines.append('%selse:' % i)
            lines += self.block(ctx.child(indent=ctx.indent + 1), 1)
        return lines

    # --- top level ----------------------------------------------------------------
    def local_vars(self, ctx, names_types):
        lines = []
        for name, typ in names_types:
            lines.append('%s%s = %s' % (self.ind(ctx), name, self.any_expr(ctx, typ)))
            ctx.vars.append(Var(name, typ))
        return lines


class Func:
    def __init__(self, name, params, ret, light):
        self.name = name
        self.params = params
        self.ret = ret
        self.light = light


def gen_class(g, out, funcs):
    base = g.fresh('Base')
    sub = g.fresh('Sub')
    g.classes.append((base, sub))
    m1 = lit_int(g.rng, g.modulus(B_INT - 2))
    m2 = lit_int(g.rng, g.modulus(B_INT - 2))
    out.append('class %s:' % base)
    out.append('    def __init__(self, a, b):')
    out.append('        self.a = a')
    out.append('        self.b = b')
    if g.r() < 0.5:
        out.append('        self.hist = []')
    out.append('')
    # step(k): generated body over self.a, self.b, k
    ctx = Ctx([Var('self.a', 'int'), Var('self.b', 'int'), Var('k', 'int', assignable=False)],
              funcs, True, ret='int', indent=2)
    ctx.light = True
    out.append('    def step(self, k):')
    out += g.block(ctx, g.rng.randint(1, 3))
    out.append('        self.a = (self.a + k) %% %s' % m1)
    out.append('        return (self.a * 3 + self.b) %% %s' % m2)
    out.append('')
    out.append('    @property')
    out.append('    def total(self):')
    out.append('        return self.a + self.b')
    out.append('')
    out.append('    def describe(self):')
    out.append('        return f"{type(self).__name__}({self.a}, {self.b})"')
    out.append('')
    out.append('')
    out.append('class %s(%s):' % (sub, base))
    if g.r() < 0.5:
        out.append('    def __init__(self, a, b):')
        out.append('        super().__init__(b, a)')
        out.append('        self.c = %s' % g.int_lit()[0])
        out.append('')
    out.append('    def step(self, k):')
    ctx = Ctx([Var('self.a', 'int'), Var('self.b', 'int'), Var('k', 'int', assignable=False)],
              funcs, True, ret='int', indent=2)
    ctx.light = True
    if g.r() < 0.6:
        out.append('        r = super().step(k + 1)')
    else:
        out.append('        r = %s.step(self, k * 2)' % base)
    ctx.vars.append(Var('r', 'int'))
    out += g.block(ctx, g.rng.randint(1, 2))
    out.append('        self.b = (self.b - r) %% %s' % m2)
    out.append('        return r %% %s' % m1)
    out.append('')
    out.append('')


def gen_rec(g, out, funcs):
    name = g.fresh('rec')
    m = lit_int(g.rng, g.modulus(B_INT - 2))
    kind = g.choice(['linear', 'linear', 'tree', 'walk', 'memo'])
    if kind == 'memo':
        # Memoised: the recursive trace calls dict helpers (and, with
        # tuple keys, makes a tuple per call); its leaves return in the
        # gate at the call.
        memo = g.fresh('MEMO')
        key = g.choice(['n', 'n', '(n, n % 3)'])
        out.append('%s = {}' % memo)
        out.append('')
        out.append('')
        out.append('def %s(n):' % name)
        out.append('    if n %s:' % g.choice(['< 2', '<= 1', '< 3']))
        out.append('        return %s' % g.choice(['n', 'n * 3 + 1', 'n * 2 ** 62', '-n']))
        out.append('    if %s in %s:' % (key, memo))
        out.append('        return %s[%s]' % (memo, key))
        out.append('    r = (%s(n - 1) %s %s(n - 2)) %% %s' % (name, g.choice(['+', '-', '^']), name, m))
        out.append('    %s[%s] = r' % (memo, key))
        out.append('    return r')
        funcs.append(Func(name, [('n', 'small')], 'int', False))
    elif kind == 'walk':
        # A walk over a tree of tuples with None leaves: the recursive
        # calls meet two types (the JIT inlines the None child's call).
        walk, tree = g.fresh('walk'), g.fresh('TREE')
        out.append('def %s_build(d, v):' % tree)
        out.append('    if d == 0:')
        out.append('        return None')
        out.append('    return (%s_build(d - 1, v * 2), %s_build(d - 1, v * 2 + 1), v)' % (tree, tree))
        out.append('')
        out.append('')
        out.append('%s = %s_build(%d, 1)' % (tree, tree, g.rng.randint(3, 7)))
        out.append('')
        out.append('')
        out.append('def %s(t, acc):' % walk)
        out.append('    if t is None:')
        out.append('        return %s' % g.choice(['acc + 1', 'acc * 3 + 1', '(acc * %d) %% %s' % (g.rng.randint(2, 9), m), 'acc']))
        out.append('    return %s(t[1], %s(t[0], acc %s t[2]))' % (walk, walk, g.choice(['+', '-', '^'])))
        out.append('')
        out.append('')
        out.append('def %s(n, acc):' % name)
        out.append('    return %s(%s if n %% %d else None, acc + n)' % (walk, tree, g.rng.randint(2, 4)))
        funcs.append(Func(name, [('n', 'int'), ('acc', 'int')], 'int', True))
        funcs[-1].params = [('n', 'small'), ('acc', 'int')]
    elif kind == 'linear':
        out.append('def %s(n, acc):' % name)
        out.append('    if n <= 0:')
        out.append('        return acc')
        out.append('    if n %% %d == 0:' % g.rng.randint(2, 5))
        out.append('        return %s(n - 1, (acc * %d + n) %% %s)' % (name, g.rng.randint(2, 9), m))
        out.append('    return %s(n - %d, acc + n * %s)' % (name, g.rng.randint(1, 2), g.choice(['n', '3', '(-2)', '2 ** 40'])))
        funcs.append(Func(name, [('n', 'int'), ('acc', 'int')], 'int', True))
        f = funcs[-1]
        f.params = [('n', 'small'), ('acc', 'int')]
    else:
        out.append('def %s(n):' % name)
        out.append('    if n < 2:')
        out.append('        return n')
        out.append('    return (%s(n - 1) + %s(n - 2)%s) %% %s' % (name, name, g.choice(['', ' * 3', ' + 1']), m))
        funcs.append(Func(name, [('n', 'tiny')], 'int', False))
    out.append('')
    out.append('')


def gen_raiser(g, out):
    name = g.fresh('chk')
    e1, e2 = g.rng.sample(['ValueError', 'IndexError', 'KeyError', 'ZeroDivisionError'], 2)
    k1 = g.rng.randint(3, 17)
    k2 = g.rng.randint(3, 17)
    m = lit_int(g.rng, g.modulus(B_INT - 2))
    out.append('def %s(x, y):' % name)
    out.append('    if x %% %d == %d:' % (k1, g.rng.randint(0, k1 - 1)))
    out.append('        raise %s("bad x " + str(x %% 100))' % e1)
    out.append('    r = (x * %d + y) %% %s' % (g.rng.randint(2, 9), m))
    out.append('    if (r + y) %% %d == 0:' % k2)
    if e2 == 'ZeroDivisionError':
        out.append('        r = r // (y - y)')
    elif e2 == 'IndexError':
        out.append('        r = [r][y % 3 + 1]')
    elif e2 == 'KeyError':
        out.append('        r = {"a": r}["b"]')
    else:
        out.append('        r = int("r" + str(r))')
    out.append('    return r')
    out.append('')
    out.append('')
    both = '(%s, %s)' % (e1, e2)
    g.raisers.append((name, [both, 'Exception', both]))


# ---------------------------------------------------------------------------
# Object-oriented programs: class hierarchies used from hot loops
# ---------------------------------------------------------------------------
#
# A class hierarchy (a root, one or two subclasses, sometimes a grandchild,
# sometimes a second root) whose __init__ sets several attributes (ints,
# floats, "num" attributes that change between int and float, "poly" ones
# that may hold a str), with class attributes (read through instances,
# overridden in a subclass, assigned to in loops, shadowed by instance
# attributes), a property, a staticmethod, and methods with generated bodies
# that call the methods before them (val < fv < bump < combine < tagstr: no
# recursion).  Subclasses add attributes in their own __init__ (super() or
# Base.__init__) and override methods, often calling super().  Functions then
# keep instances and lists of instances in locals and, in hot loops, call
# methods (polymorphic call sites over a mixed list), create instances, add
# attributes after construction (some instances only: getattr/hasattr), change
# attribute types at some iteration, branch on isinstance (reading the
# subclass's attributes inside), and call bound methods.

ILIST_MAX = 48     # lists of instances hold at most this many


class OMethod:
    def __init__(self, name, order, params, ret):
        self.name = name
        self.order = order      # may call methods of lower order only
        self.params = params    # [(name, 'int' | 'other')]
        self.ret = ret          # int float str


class OClass:
    def __init__(self, name, base):
        self.name = name
        self.base = base
        self.attrs = list(base.attrs) if base else []      # [(name, typ)] set by __init__
        self.cattrs = list(base.cattrs) if base else []    # [(name, typ)] class attributes
        self.props = list(base.props) if base else []      # int properties
        self.methods = dict(base.methods) if base else {}  # name -> OMethod
        self.statics = list(base.statics) if base else []  # staticmethods (a, b) -> int
        self.init_params = []                              # [(name, default literal or None)]
        self.has_repr = base.has_repr if base else False
        self.subs = []

    def root(self):
        c = self
        while c.base:
            c = c.base
        return c

    def is_sub(self, other):
        c = self
        while c:
            if c is other:
                return True
            c = c.base
        return False

    def subtree(self):
        out = [self]
        for s in self.subs:
            out += s.subtree()
        return out


def inst_view(name, cls, assignable=True, meths=None, cattr_assignable=None, rng=None):
    """The Vars through which code sees an instance: the instance, its attributes,
    its class attributes (read through the instance) and its properties."""
    v = Var(name, 'inst', assignable=assignable)
    v.cls = cls
    v.meths = list(cls.methods.values()) if meths is None else meths
    out = [v]
    for a, t in cls.attrs:
        out.append(Var('%s.%s' % (name, a), t, strlen=S_LEN))
    for a, t in cls.cattrs:
        # assigning through an instance makes an instance attribute that shadows
        # the class's: sometimes allowed
        ok = cattr_assignable if cattr_assignable is not None else (rng is not None and rng.random() < 0.25)
        out.append(Var('%s.%s' % (name, a), t, bits=40 if a == 'created' else B_INT,
                       assignable=ok and a != 'created', strlen=S_LEN))
    for a in cls.props:
        out.append(Var('%s.%s' % (name, a), 'int', bits=B_INT + 1, assignable=False))
    return out


class _Oop:
    """Gen's methods for instances (copied into Gen below)."""

    def oclass(self, name):
        for c in self.oclasses:
            if c.name == name:
                return c
        raise KeyError(name)

    def oroots(self):
        return [c for c in self.oclasses if c.base is None]

    def insts(self, ctx):
        return [v for v in ctx.of('inst')]

    def allowed(self, ms):
        if self.meth_limit is None:
            return list(ms)
        return [m for m in ms if m.order < self.meth_limit]

    def view(self, name, cls, **kw):
        out = inst_view(name, cls, rng=self.rng, **kw)
        out[0].meths = self.allowed(out[0].meths)
        return out

    def small_int(self, ctx):
        if self.nest > 2:
            return self.int_lit()[0]
        if self.nest == 2:
            e, b = self.int_atom(ctx)
            return self.wrap_int(e, b, B_INT - 1)[0]
        e, b = self.int_expr(ctx, 1)
        return self.wrap_int(e, b, B_INT - 1)[0]

    def ctor(self, ctx, cls):
        self.nest += 1
        try:
            return self._ctor(ctx, cls)
        finally:
            self.nest -= 1

    def _ctor(self, ctx, cls):
        args = []
        for pname, default in cls.init_params:
            if default is not None and self.r() < 0.3:
                continue
            e = self.small_int(ctx)
            if default is not None and self.r() < 0.4:
                args.append('%s=%s' % (pname, e))
            else:
                args.append(e)
        return '%s(%s)' % (cls.name, ', '.join(args))

    def inst_expr(self, ctx, cls):
        vs = [v for v in self.insts(ctx) if v.cls.is_sub(cls)]
        if vs and self.r() < 0.4:
            return self.choice(vs).name
        ls = [v for v in ctx.of('ilist') if v.cls.is_sub(cls)]
        if ls and self.r() < 0.2:
            v = self.choice(ls)
            return '%s[%s]' % (v.name, self.choice(['0', '-1', '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], v.name)]))
        return self.ctor(ctx, self.choice(cls.subtree()))

    def ilist_expr(self, ctx, cls):
        n = self.rng.randint(2, ILIST_MAX // 2)
        sub = cls.subtree()
        jctx = ctx.child()
        jctx.vars = [v for v in jctx.vars if v.typ not in ('inst', 'ilist') and '.' not in v.name] + \
                    [Var('j', 'int', bits=7, assignable=False)]
        r = self.r()
        if len(sub) > 2 and self.r() < 0.4:
            a, b, c = self.rng.sample(sub, 3)
            return '[%s if j %% 3 == 0 else (%s if j %% 3 == 1 else %s) for j in range(%d)]' % (
                self.ctor(jctx, a), self.ctor(jctx, b), self.ctor(jctx, c), n)
        if r < 0.45 and len(sub) > 1:
            a, b = self.rng.sample(sub, 2)
            return '[%s if j %% %d %s 0 else %s for j in range(%d)]' % (
                self.ctor(jctx, a), self.rng.randint(2, 5), self.choice(['==', '!=']), self.ctor(jctx, b), n)
        if r < 0.75:
            return '[%s for j in range(%d)]' % (self.ctor(jctx, self.choice(sub)), n)
        return '[%s]' % ', '.join(self.inst_expr(ctx, cls) for _ in range(self.rng.randint(1, 4)))

    def meth_call(self, ctx, recv, m, cls):
        self.nest += 1
        try:
            return self._meth_call(ctx, recv, m, cls)
        finally:
            self.nest -= 1

    def _meth_call(self, ctx, recv, m, cls):
        args = []
        for pname, pt in m.params:
            if pt == 'other':
                args.append(self.inst_expr(ctx, cls.root()))
            else:
                args.append(self.small_int(ctx))
        return '%s.%s(%s)' % (recv, m.name, ', '.join(args))

    def recv(self, ctx, ret):
        """(receiver code, class, method) for a call returning ret, or None."""
        cands = []
        for v in self.insts(ctx):
            for m in v.meths:
                if m.ret == ret:
                    cands.append((v.name, v.cls, m))
        for v in ctx.of('ilist'):
            for m in self.allowed(v.cls.methods.values()):
                if m.ret == ret and self.r() < 0.5:
                    idx = self.choice(['0', '-1', '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], v.name)])
                    cands.append(('%s[%s]' % (v.name, idx), v.cls, m))
        if not cands:
            return None
        return self.choice(cands)

    def oop_int_atom(self, ctx):
        k = self.weighted([('meth', 5), ('elem', 2 if ctx.of('ilist') else 0), ('getattr', 1.2),
                           ('static', 0.7), ('cls', 0.7), ('agg', 1 if ctx.of('ilist') and ctx.iters <= 3000 else 0),
                           ('len', 0.4 if ctx.of('ilist') else 0), ('isinst', 0.5 if self.insts(ctx) else 0)])
        if k == 'meth':
            c = self.recv(ctx, 'int')
            if c:
                return self.meth_call(ctx, c[0], c[2], c[1]), B_INT
        if k == 'elem':
            v = self.choice(ctx.of('ilist'))
            ints = [a for a, t in v.cls.attrs + v.cls.cattrs if t == 'int'] + v.cls.props
            if not ints:
                return 'len(%s)' % v.name, 7
            idx = '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], v.name)
            return '%s[%s].%s' % (v.name, idx, self.choice(ints)), B_INT + 1
        if k == 'getattr':
            vs = self.insts(ctx)
            ivs = [(v, [a for a, t in v.cls.attrs if t == 'int']) for v in vs]
            ivs = [(v, a) for v, a in ivs if a]
            if ivs and self.r() < 0.4:
                v, ints = self.choice(ivs)
                names = self.rng.sample(ints, min(len(ints), self.rng.randint(1, 3)))
                return 'getattr(%s, (%s)[(%s) %% %d])' % (v.name, ', '.join(repr(n) for n in names) + ',',
                                                           self.int_expr(ctx, 0)[0], len(names)), B_INT
            if vs and self.dyn_names:
                return 'getattr(%s, %r, %s)' % (self.choice(vs).name, self.choice(self.dyn_names), self.int_lit()[0]), B_INT
        if k == 'static':
            cands = [(c.name, c) for c in self.oclasses if c.statics] + \
                    [(v.name, v.cls) for v in self.insts(ctx) if v.cls.statics]
            if cands:
                recv, c = self.choice(cands)
                return '%s.%s(%s, %s)' % (recv, self.choice(c.statics), self.int_expr(ctx, 0)[0],
                                          self.int_expr(ctx, 0)[0]), B_INT
        if k == 'cls':
            c = self.choice(self.oclasses)
            ints = [a for a, t in c.cattrs if t == 'int']
            if ints:
                return '%s.%s' % (c.name, self.choice(ints)), B_INT
        if k == 'agg':
            v = self.choice(ctx.of('ilist'))
            ints = [a for a, t in v.cls.attrs if t == 'int'] + v.cls.props
            vals = ['q.%s' % a for a in ints] + ['q.%s()' % m.name for m in self.allowed(v.cls.methods.values())
                                                  if m.ret == 'int' and not m.params]
            if not vals:
                return 'len(%s)' % v.name, 7
            e = self.choice(vals)
            f = self.choice(['sum', 'max', 'min'])
            if self.r() < 0.3:
                cs = v.cls.subtree()
                return 'len([q for q in %s if isinstance(q, %s)])' % (v.name, self.choice(cs).name), 7
            return '%s(%s for q in %s)' % (f, e, v.name), B_INT + 6
        if k == 'len':
            return 'len(%s)' % self.choice(ctx.of('ilist')).name, 7
        if k == 'isinst':
            v = self.choice(self.insts(ctx))
            return 'int(isinstance(%s, %s))' % (v.name, self.choice(v.cls.root().subtree()).name), 1
        return self.int_lit()

    def oop_float_atom(self, ctx):
        c = self.recv(ctx, 'float')
        if c:
            return self.meth_call(ctx, c[0], c[2], c[1]), F_VAR
        vs = self.insts(ctx)
        fl = [(v, a) for v in vs for a, t in v.cls.cattrs if t == 'float']
        if fl:
            v, a = self.choice(fl)
            return '%s.%s' % (v.name, a), F_VAR
        return self.float_atom(ctx.child(vars=[v for v in ctx.vars if v.typ not in ('inst', 'ilist')]))

    def oop_str_atom(self, ctx):
        c = self.recv(ctx, 'str') if self.r() < 0.5 else None
        if c:
            return self.meth_call(ctx, c[0], c[2], c[1]), S_LEN
        vs = self.insts(ctx)
        if vs and self.r() < 0.7:
            return 'type(%s).__name__' % self.choice(vs).name, 6
        ls = ctx.of('ilist')
        if ls:
            return 'type(%s[-1]).__name__' % self.choice(ls).name, 6
        w = self.choice(WORDS)
        return repr(w), len(w)

    def oop_bool(self, ctx):
        vs = self.insts(ctx)
        ls = ctx.of('ilist')
        r = self.r()
        if vs and r < 0.5:
            v = self.choice(vs)
            c = self.choice(v.cls.root().subtree())
            if self.r() < 0.2 and len(c.subtree()) > 1:
                return 'isinstance(%s, (%s))' % (v.name, ', '.join(x.name for x in c.subtree()[:2]))
            return '%sisinstance(%s, %s)' % (self.choice(['', '', 'not ']), v.name, c.name)
        if vs and r < 0.65 and self.dyn_names:
            return "hasattr(%s, %r)" % (self.choice(vs).name, self.choice(self.dyn_names))
        if vs and r < 0.75:
            v = self.choice(vs)
            return 'type(%s) is %s' % (v.name, self.choice(v.cls.root().subtree()).name)
        if vs and r < 0.85 and len(vs) > 1:
            a, b = self.rng.sample(vs, 2)
            return '%s is %s%s' % (a.name, self.choice(['', 'not ']), b.name)
        if ls:
            v = self.choice(ls)
            return 'isinstance(%s[(%s) %% len(%s)], %s)' % (v.name, self.int_expr(ctx, 0)[0], v.name,
                                                             self.choice(v.cls.subtree()).name)
        a, _ = self.int_expr(ctx, 0)
        return '%s %% %d == 0' % (self.paren(a), self.rng.randint(2, 5))

    def oop_show(self, v):
        if v.typ == 'ilist':
            ints = [a for a, t in v.cls.attrs if t in ('int', 'num', 'float')]
            return self.choice(['len(%s)' % v.name,
                                '[type(q).__name__ for q in %s[-3:]]' % v.name,
                                '[q.%s for q in %s[:4]]' % (self.choice(ints), v.name) if ints else 'len(%s)' % v.name]
                               + (['%s[:3]' % v.name] if v.cls.has_repr else []))
        opts = ['type(%s).__name__' % v.name]
        attrs = [a for a, t in v.cls.attrs]
        if attrs:
            opts.append('%s.%s' % (v.name, self.choice(attrs)))
        if v.cls.has_repr:
            opts += [v.name, 'repr(%s)' % v.name]
        opts += ['list(vars(%s))' % v.name, 'len(%s.__dict__)' % v.name]
        return self.choice(opts)

    def bound_int(self, ctx, lines, i, code):
        """Fold an int into an int variable, keeping it bounded."""
        tg = ctx.of('int', assignable=True)
        if tg:
            t = self.choice(tg).name
            lines.append('%s%s = (%s + %s) %% %s' % (i, t, t, code, lit_int(self.rng, self.modulus(B_INT - 2))))
        else:
            lines.append('%s_ = %s' % (i, code))

    def stmt_oop(self, ctx):
        i = self.ind(ctx)
        vs = self.insts(ctx)
        ls = [v for v in ctx.of('ilist') if v.name not in ctx.frozen]
        counters = [v for v in ctx.vars if v.name in ctx.counters and v.typ == 'int']
        opts = [('call', 5 if vs else 0), ('new', 2 if any(v.assignable for v in vs) else 0),
                ('tmp', 2), ('dyn', 1.2 if vs else 0), ('cset', 0.8), ('retype', 2 if vs else 0),
                ('narrow', 2 if vs else 0), ('ilist', 2.5 if ls else 0), ('bound', 0.8 if vs else 0),
                ('extra', 1.5 if vs else 0), ('elemcall', 1.5 if ctx.of('ilist') else 0),
                ('patch', 1.5 if self.patches and self.meth_limit is None else 0),
                ('setattr', 0.8 if vs else 0)]
        k = self.weighted(opts)
        lines = []
        if k == 'patch':
            # a method replaced (and put back) while traces that inlined it run
            C, m, alt, orig = self.choice(self.patches)
            if counters and self.r() < 0.7:
                cv = self.choice(counters).name
                p = self.rng.randint(3, 300)
                cond = self.choice(['%s %% %d < %d' % (cv, p, self.rng.randint(1, p - 1)),
                                    '%s == %d' % (cv, self.rng.randint(0, 400)),
                                    '%s > %d' % (cv, self.rng.randint(0, 400))])
            else:
                cond = self.bool_expr(ctx, 0)
            if self.r() < 0.2:
                return ['%sif %s:' % (i, cond), '%s    %s.%s = %s' % (i, C.name, m.name, alt)]
            return ['%s%s.%s = %s if %s else %s' % (i, C.name, m.name, alt, cond, orig)]
        if k == 'setattr':
            v = self.choice(vs)
            ints = [a for a, t in v.cls.attrs if t == 'int']
            if len(ints) < 1:
                return self.stmt_assign(ctx)
            names = self.rng.sample(ints, min(len(ints), self.rng.randint(1, 3)))
            key = '(%s)[(%s) %% %d]' % (', '.join(repr(n) for n in names) + ',', self.int_expr(ctx, 0)[0], len(names))
            return ['%ssetattr(%s, %s, %s)' % (i, v.name, key, self.small_int(ctx))]
        if k == 'call':
            c = self.recv(ctx, self.choice(['int', 'int', 'float', 'str']))
            if not c:
                return self.stmt_assign(ctx)
            call = self.meth_call(ctx, c[0], c[2], c[1])
            if c[2].ret == 'int' and self.r() < 0.7:
                self.bound_int(ctx, lines, i, call)
            elif c[2].ret == 'float' and ctx.of('float', assignable=True) and self.r() < 0.7:
                t = self.choice(ctx.of('float', assignable=True)).name
                lines.append('%s%s = (%s + %s) %% 1e6' % (i, t, t, call))
            else:
                lines.append(i + call)
            return lines
        if k == 'elemcall':
            v = self.choice(ctx.of('ilist'))
            ms = [m for m in self.allowed(v.cls.methods.values()) if m.ret == 'int']
            if not ms:
                return self.stmt_assign(ctx)
            m = self.choice(ms)
            idx = self.choice(['(%s) %% len(%s)' % (self.int_expr(ctx, 1)[0], v.name), '-1', '0'])
            self.bound_int(ctx, lines, i, self.meth_call(ctx, '%s[%s]' % (v.name, idx), m, v.cls))
            return lines
        if k == 'new':
            v = self.choice([v for v in vs if v.assignable])
            return ['%s%s = %s' % (i, v.name, self.inst_expr(ctx, v.cls))]
        if k == 'tmp':
            # an instance made in the loop, used at once and later in the block
            cls = self.choice(self.oclasses)
            n = self.fresh('o')
            lines.append('%s%s = %s' % (i, n, self.ctor(ctx, cls)))
            view = self.view(n, cls, assignable=False)
            ms = [m for m in view[0].meths if m.ret == 'int']
            if ms and self.r() < 0.7:
                self.bound_int(ctx, lines, i, self.meth_call(ctx, n, self.choice(ms), cls))
            ctx.vars += view
            return lines
        if k == 'dyn':
            v = self.choice(vs)
            if not self.dyn_names or self.r() < 0.15:
                self.dyn_names.append(self.fresh('dyn'))
            d = self.choice(self.dyn_names)
            r = self.r()
            if r < 0.15:
                return ['%sif hasattr(%s, %r):' % (i, v.name, d), '%s    del %s.%s' % (i, v.name, d)]
            if r < 0.5:
                return ['%sif %s:' % (i, self.bool_expr(ctx, 0)), '%s    %s.%s = %s' % (i, v.name, d, self.small_int(ctx))]
            if r < 0.7:
                return ['%s%s.%s = (getattr(%s, %r, 0) + %s) %% %s' % (i, v.name, d, v.name, d, self.small_int(ctx),
                                                                   lit_int(self.rng, self.modulus(B_INT - 2)))]
            return ['%s%s.%s = %s' % (i, v.name, d, self.small_int(ctx))]
        if k == 'extra':
            # an attribute added after construction, then used like any other
            v = self.choice(vs)
            n = self.fresh('ex')
            t = self.choice(['int', 'int', 'float', 'num'])
            lines.append('%s%s.%s = %s' % (i, v.name, n, self.any_expr(ctx, t)))
            # the instance must not be replaced while the attribute is in use
            ctx.vars = [x if x is not v else self._frozen_inst(v) for x in ctx.vars]
            ctx.vars.append(Var('%s.%s' % (v.name, n), t))
            return lines
        if k == 'cset':
            cs = [(c, a, t) for c in self.oclasses for a, t in c.cattrs if a != 'created']
            if not cs:
                return self.stmt_assign(ctx)
            c, a, t = self.choice(cs)
            e = self.any_expr(ctx, t)
            if counters and self.r() < 0.6:
                cv = self.choice(counters).name
                return ['%sif %s %% %d == %d:' % (i, cv, self.rng.randint(2, 200), self.rng.randint(0, 1)),
                        '%s    %s.%s = %s' % (i, c.name, a, e)]
            return ['%s%s.%s = %s' % (i, c.name, a, e)]
        if k == 'retype':
            ns = [x for x in ctx.vars if '.' in x.name and x.typ in ('num', 'poly') and x.assignable]
            if not ns:
                return self.stmt_assign(ctx)
            x = self.choice(ns)
            if x.typ == 'num':
                e = self.choice(['float(%s)' % x.name, 'int(%s) %% 1000' % x.name, '%s + 0.5' % x.name,
                                 'round(%s)' % x.name, '%s * 2' % x.name])
            else:
                e = self.any_expr(ctx, 'poly')
            if counters:
                cv = self.choice(counters).name
                cond = self.choice(['%s == %d' % (cv, self.rng.randint(0, 300)),
                                    '%s %% %d == 0' % (cv, self.rng.randint(3, 50)),
                                    '%s > %d' % (cv, self.rng.randint(10, 500))])
            else:
                cond = self.bool_expr(ctx, 0)
            return ['%sif %s:' % (i, cond), '%s    %s = %s' % (i, x.name, e)]
        if k == 'narrow':
            v = self.choice(vs)
            subs = v.cls.subtree()[1:]
            target = self.choice(subs) if subs and self.r() < 0.85 else self.choice(v.cls.root().subtree())
            inner = ctx.child(indent=ctx.indent + 1)
            if target.is_sub(v.cls):
                # inside, the instance is known to be a target: its attributes and methods too
                inner.vars = [x for x in inner.vars if x is not v and not x.name.startswith(v.name + '.')]
                inner.vars += self.view(v.name, target, assignable=False)
            lines.append('%sif isinstance(%s, %s):' % (i, v.name, target.name))
            lines += self.block(inner, self.rng.randint(1, 2))
            if self.r() < 0.5:
                lines.append('%selse:' % i)
                lines += self.block(ctx.child(indent=ctx.indent + 1), 1)
            return lines
        if k == 'ilist':
            v = self.choice(ls)
            r = self.r()
            if r < 0.3:
                return ['%sif len(%s) < %d:' % (i, v.name, ILIST_MAX),
                        '%s    %s.append(%s)' % (i, v.name, self.inst_expr(ctx, v.cls))]
            if r < 0.5:
                return ['%s%s[(%s) %% len(%s)] = %s' % (i, v.name, self.int_expr(ctx, 1)[0], v.name, self.inst_expr(ctx, v.cls))]
            if r < 0.6:
                return ['%sif len(%s) > 2:' % (i, v.name),
                        '%s    %s.pop(%s)' % (i, v.name, self.choice(['', '0', '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], v.name)]))]
            if r < 0.75:
                ints = [a for a, t in v.cls.attrs if t == 'int']
                key = self.choice(['q.%s' % a for a in ints] + ['q.%s()' % m.name for m in self.allowed(v.cls.methods.values())
                                                                if m.ret == 'int' and not m.params] + ['-q.%s' % a for a in ints])
                return ['%s%s.sort(key=lambda q: %s%s)' % (i, v.name, key, self.choice(['', ', reverse=True']))]
            if r < 0.85:
                return ['%s%s.reverse()' % (i, v.name)]
            a = '(%s) %% len(%s)' % (self.int_expr(ctx, 0)[0], v.name)
            return ['%s%s[0], %s[-1] = %s[-1], %s[%s]' % (i, v.name, v.name, v.name, v.name, a)]
        if k == 'bound':
            v = self.choice(vs)
            ms = [m for m in v.meths if m.ret == 'int']
            if not ms:
                return self.stmt_assign(ctx)
            m = self.choice(ms)
            n = self.fresh('bm')
            lines.append('%s%s = %s.%s' % (i, n, v.name, m.name))
            self.bound_int(ctx, lines, i, self.meth_call(ctx, n, m, v.cls).replace('%s.%s(' % (n, m.name), n + '('))
            return lines
        return self.stmt_assign(ctx)

    def _frozen_inst(self, v):
        w = Var(v.name, 'inst', assignable=False)
        w.cls = v.cls
        w.meths = v.meths
        return w

    def oop_loop_header(self, ctx, inner, lines, cname):
        i = self.ind(ctx)
        v = self.choice(ctx.of('ilist'))
        pn = self.fresh('q')
        r = self.r()
        if r < 0.45:
            lines.append('%sfor %s in %s:' % (i, pn, v.name))
            inner.frozen.add(v.name)
        elif r < 0.7:
            lines.append('%sfor %s, %s in enumerate(%s):' % (i, cname, pn, v.name))
            inner.frozen.add(v.name)
            inner.vars.append(Var(cname, 'int', bits=7, assignable=False))
            inner.counters.add(cname)
        elif r < 0.85 or not [a for a, t in v.cls.attrs if t == 'int']:
            lines.append('%sfor %s in %s[::-1]:' % (i, pn, v.name))
        else:
            key = 'q.%s' % self.choice([a for a, t in v.cls.attrs if t == 'int'])
            lines.append('%sfor %s in sorted(%s, key=lambda q: %s):' % (i, pn, v.name, key))
        inner.vars += self.view(pn, v.cls, assignable=False)
        inner.iters = ctx.iters * ILIST_MAX


for _n, _f in list(vars(_Oop).items()):
    if callable(_f) and not _n.startswith('__'):
        setattr(Gen, _n, _f)


def gen_oop_classes(g, out, funcs):
    """A class hierarchy (sometimes two) for the object-oriented programs."""
    nroots = 2 if g.r() < 0.2 else 1
    for _ in range(nroots):
        root = gen_oclass(g, out, funcs, None)
        level = [root]
        for _ in range(g.choice([1, 1, 2, 2, 3])):
            sub = gen_oclass(g, out, funcs, root)
            level.append(sub)
        if g.r() < 0.35:
            gen_oclass(g, out, funcs, g.choice(level[1:]))
    # replacement methods, swapped in and out of a class in hot loops
    if g.r() < 0.5:
        for _ in range(g.rng.randint(1, 2)):
            C = g.choice(g.oclasses)
            m = C.methods[g.choice(sorted(C.methods))]
            gen_alt(g, out, funcs, C, m)


def gen_alt(g, out, funcs, C, m):
    alt = g.fresh('alt_' + m.name)
    orig = g.fresh('orig_' + m.name)
    lower = [x for x in C.methods.values() if x.order < m.order]
    vars = inst_view('self', C, assignable=False, meths=lower, cattr_assignable=False)
    for pname, pt in m.params:
        if pt == 'other':
            vars += inst_view(pname, C.root(), assignable=False,
                              meths=[x for x in C.root().methods.values() if x.order < m.order], cattr_assignable=False)
        else:
            vars.append(Var(pname, 'int'))
    ctx = Ctx(vars, funcs, True, ret=m.ret, indent=2)
    ctx.light = True
    ctx.quiet = True
    ctx.oop = 1.5
    body = []
    g.meth_limit = m.order
    try:
        body += g.block(ctx, g.choice([0, 1, 2]))
        body.append('        return %s' % (g.any_expr(ctx, 'str') if m.ret == 'str' else g.ret_expr(ctx)))
    finally:
        g.meth_limit = None
    out.append('def %s(self%s):' % (alt, ''.join(', ' + p for p, _ in m.params)))
    out += [l[4:] for l in body]
    out.append('')
    out.append('')
    out.append('%s = %s.%s' % (orig, C.name, m.name))
    out.append('')
    g.patches.append((C, m, alt, orig))


def gen_oclass(g, out, funcs, base):
    C = OClass(g.fresh('K'), base)
    if base:
        base.subs.append(C)
    g.oclasses.append(C)
    M = lit_int(g.rng, g.modulus(B_INT - 2))
    out.append('class %s%s:' % (C.name, '(%s)' % base.name if base else ''))
    # class attributes (new ones, or a subclass overriding its base's with the same type)
    if not base:
        for _ in range(g.rng.randint(1, 3)):
            t = g.choice(['int', 'int', 'float', 'str'])
            a = g.fresh({'int': 'scale', 'float': 'rate', 'str': 'label'}[t])
            C.cattrs.append((a, t))
            out.append('    %s = %s' % (a, g.any_expr(Ctx([], [], False), t)))
        if g.r() < 0.4:
            C.cattrs.append(('created', 'int'))
            out.append('    created = 0')
    else:
        for a, t in base.cattrs:
            if a != 'created' and g.r() < 0.4:
                out.append('    %s = %s' % (a, g.any_expr(Ctx([], [], False), t)))
    # __init__
    ictx = Ctx([], funcs, True, indent=2)
    ictx.light = True
    ictx.quiet = True
    if not base:
        nparams = g.rng.randint(1, 3)
        for j in range(nparams):
            default = g.int_lit()[0] if j == nparams - 1 and g.r() < 0.35 else None
            C.init_params.append((g.fresh('p'), default))
    else:
        if g.r() < 0.3:
            C.init_params = list(base.init_params)      # no __init__: inherited
        else:
            C.init_params = [(g.fresh('p'), None) for _ in base.init_params]
            C.init_params.append((g.fresh('p'), g.int_lit()[0] if g.r() < 0.4 else None))
    new_init = not base or C.init_params is not base.init_params and C.init_params != base.init_params
    if new_init:
        out.append('    def __init__(self, %s):' % ', '.join(
            p if d is None else '%s=%s' % (p, d) for p, d in C.init_params))
        for p, _ in C.init_params:
            ictx.vars.append(Var(p, 'int', bits=B_INT, assignable=False))
        if base:
            args = []
            for (bp, bd), (p, _) in zip(base.init_params, C.init_params):
                args.append(p if g.r() < 0.7 else g.small_int(ictx))
            if g.r() < 0.7:
                out.append('        super().__init__(%s)' % ', '.join(args))
            else:
                out.append('        %s.__init__(self, %s)' % (base.name, ', '.join(args)))
            for a, t in base.attrs:
                ictx.vars.append(Var('self.' + a, t))
        nattrs = g.rng.randint(2, 4) if not base else g.rng.randint(1, 2)
        for _ in range(nattrs):
            t = g.choice(['int', 'int', 'int', 'float', 'float', 'num', 'num', 'poly', 'str'] if not base
                         else ['int', 'int', 'float', 'num'])
            a = g.fresh({'int': 'x', 'float': 'w', 'num': 'm', 'poly': 'tag', 'str': 's'}[t])
            if t == 'int' and g.r() < 0.25:
                # near a machine boundary: methods that bump it cross it
                out.append('        self.%s = %s + %s %% %d' % (a, lit_int(g.rng, g.choice(BOUNDARIES) - g.rng.randint(0, 3000)),
                                                             C.init_params[0][0], g.rng.randint(2, 1000)))
            else:
                out.append('        self.%s = %s' % (a, g.any_expr(ictx, t)))
            C.attrs.append((a, t))
            ictx.vars.append(Var('self.' + a, t))
        if base and g.r() < 0.3:
            # re-set a base attribute (same type)
            a, t = g.choice(base.attrs)
            out.append('        self.%s = %s' % (a, g.any_expr(ictx, t)))
        if ('created', 'int') in C.cattrs and g.r() < 0.8:
            out.append('        %s.created += 1' % C.root().name)
        out.append('')
    # a property, a staticmethod, __repr__
    ints = [a for a, t in C.attrs if t == 'int']
    if not base and len(ints) >= 1 and g.r() < 0.4:
        n = g.fresh('total')
        out.append('    @property')
        out.append('    def %s(self):' % n)
        out.append('        return self.%s %s %s' % (g.choice(ints), g.choice(['+', '-', '^']),
                                                     'self.' + g.choice(ints) if g.r() < 0.6 else g.int_lit()[0]))
        out.append('')
        C.props.append(n)
    if g.r() < 0.3:
        n = g.fresh('mix')
        out.append('    @staticmethod')
        out.append('    def %s(a, b):' % n)
        out.append('        return (a * %d + b) %% %s' % (g.rng.randint(2, 99), M))
        out.append('')
        C.statics.append(n)
    if (not base and g.r() < 0.3) or (base and base.has_repr and g.r() < 0.3):
        fields = ', '.join('{self.%s!r}' % a for a, _ in C.attrs[:3])
        out.append('    def __repr__(self):')
        out.append('        return f"{type(self).__name__}(%s)"' % fields)
        out.append('')
        C.has_repr = True
    # methods: a fixed order; each may call only the ones before it
    templates = [('val', [], 'int', 1.0), ('fv', [], 'float', 0.6), ('bump', [('k', 'int')], 'int', 1.0),
                 ('combine', [('other', 'other')], 'int', 0.5), ('tagstr', [], 'str', 0.3)]
    for order, (name, params, ret, prob) in enumerate(templates):
        if base is None:
            if g.r() >= prob:
                continue
            m = OMethod(name, order, params, ret)
        else:
            if name not in base.methods or g.r() >= 0.5:
                continue
            m = base.methods[name]
        gen_omethod(g, out, funcs, C, m, M)
        C.methods[name] = m
    if out[-1] == 'class %s%s:' % (C.name, '(%s)' % base.name if base else ''):
        out.append('    pass')
    out.append('')
    out.append('')
    return C


def gen_omethod(g, out, funcs, C, m, M):
    lower = [x for x in C.methods.values() if x.order < m.order]
    vars = inst_view('self', C, assignable=False, meths=lower, cattr_assignable=False)
    for pname, pt in m.params:
        if pt == 'other':
            vars += inst_view(pname, C.root(), assignable=False, meths=[x for x in C.root().methods.values() if x.order < m.order],
                              cattr_assignable=False)
        else:
            vars.append(Var(pname, 'int'))
    ctx = Ctx(vars, funcs, True, ret=m.ret, indent=2)
    ctx.light = g.r() < 0.8
    ctx.quiet = True
    ctx.iters = MAX_ITERS // 6
    ctx.oop = 1.5
    out.append('    def %s(self%s):' % (m.name, ''.join(', ' + p for p, _ in m.params)))
    g.meth_limit = m.order
    try:
        gen_omethod_body(g, out, C, m, M, ctx, lower)
    finally:
        g.meth_limit = None


def gen_omethod_body(g, out, C, m, M, ctx, lower):
    if C.base and m.name in C.base.methods and g.r() < 0.65:
        args = ', '.join(p if pt == 'other' or g.r() < 0.6 else '%s + 1' % p for p, pt in m.params)
        if g.r() < 0.75:
            out.append('        r = super().%s(%s)' % (m.name, args))
        else:
            out.append('        r = %s.%s(self%s)' % (C.base.name, m.name, ''.join(', ' + a for a in args.split(', ') if a)))
        ctx.vars.append(Var('r', {'int': 'int', 'float': 'float', 'str': 'str'}[m.ret], strlen=S_LEN))
    if m.params and m.params[0][1] == 'int' and g.r() < 0.5:
        ints = [a for a, t in C.attrs if t == 'int']
        if ints:
            out.append('        self.%s %s= %s %% %d' % (g.choice(ints), g.choice('+-'), m.params[0][0], g.rng.randint(2, 5000)))
    nstmt = g.choice([0, 1, 1, 2, 3]) if m.name != 'val' else g.choice([0, 0, 1, 2])
    out += g.block(ctx, nstmt) if nstmt else []
    if m.ret == 'int' and lower and g.r() < 0.5:
        c = g.recv(ctx, 'int')
        if c:
            out.append('        return (%s + %s) %% %s' % (g.meth_call(ctx, c[0], c[2], c[1]), g.small_int(ctx), M))
            out.append('')
            return
    if m.ret == 'str':
        out.append('        return %s' % g.any_expr(ctx, 'str'))
    else:
        out.append('        return %s' % g.ret_expr(ctx))
    out.append('')


def gen_func(g, out, funcs, globals_, light, oop=False):
    name = g.fresh('f' if not oop else 'h')
    nparams = g.rng.randint(1, 3)
    ptypes = ['int', 'int', 'int', 'float', 'list', 'str', 'num', 'dict']
    if g.oclasses:
        ptypes += ['inst:' + g.choice(g.oclasses).name] * (3 if oop else 1)
    params = [(g.fresh('a'), g.choice(ptypes)) for _ in range(nparams)]
    ret = g.choice(['int', 'int', 'int', 'float', 'str', 'tuple', 'opt'])
    out.append('def %s(%s):' % (name, ', '.join(p for p, _ in params)))
    vars = []
    for p, t in params:
        if t.startswith('inst:'):
            vars += g.view(p, g.oclass(t[5:]))
        else:
            vars.append(Var(p, t))
    decl = []
    for gv in globals_:
        if g.r() < 0.3:
            decl.append(gv.name)
            # a global list is never rebound: an expression may hold it across a call
            vars.append(Var(gv.name, gv.typ, assignable=gv.typ != 'list'))
        else:
            vars.append(Var(gv.name, gv.typ, assignable=False if gv.typ != 'list' else False))
    ctx = Ctx(vars, list(funcs), True, ret=ret, indent=1)
    ctx.light = light
    if decl:
        out.append('    global %s' % ', '.join(decl))
    nlocals = g.rng.randint(1, 4)
    ltypes = ['int', 'int', 'int', 'float', 'num', 'str', 'list', 'dict', 'poly']
    if g.classes:
        ltypes.append('obj')
    forced = []
    if g.oclasses:
        # a light function runs in its callers' hot loops: no list of instances per call
        ltypes += ['inst'] if light else ['inst', 'inst', 'ilist']
        if oop:
            ctx.oop = g.choice([3, 5, 8])
            forced = g.choice([['ilist', 'inst'], ['inst'], ['ilist'], ['ilist', 'inst', 'inst']])
            forced += ['int', 'float'][:g.rng.randint(0, 2)]
            nlocals = g.rng.randint(0, 2)
    for j in range(len(forced) + nlocals):
        t = forced[j] if j < len(forced) else g.choice(ltypes)
        n = g.fresh('v')
        if t == 'inst':
            cls = g.choice(g.oclasses)
            out.append('    %s = %s' % (n, g.inst_expr(ctx, cls)))
            ctx.vars += g.view(n, cls)
            continue
        if t == 'ilist':
            cls = g.choice(g.oroots())
            out.append('    %s = %s' % (n, g.ilist_expr(ctx, cls)))
            v = Var(n, 'ilist', assignable=False)
            v.cls = cls
            ctx.vars.append(v)
            continue
        if t == 'int' and g.r() < 0.35:
            # starts near a machine boundary, which bumps in the loop cross
            b = g.choice(BOUNDARIES)
            out.append('    %s = %s' % (n, lit_int(g.rng, b + g.rng.randint(-1500, 1500))))
        else:
            out.append('    %s = %s' % (n, g.any_expr(ctx, t)))
        ctx.vars.append(Var(n, t))
        if t == 'obj' and g.r() < 0.4:
            out.append('    %s.extra = %s' % (n, g.int_lit()[0]))
            ctx.vars[-1].assignable = False
            ctx.vars.append(Var(n + '.extra', 'int'))
    if light:
        for _ in range(g.rng.randint(1, 3)):
            out += g.block(ctx, g.rng.randint(1, 2))
            if g.r() < 0.5:
                out.append('    if %s:' % g.bool_expr(ctx, 1))
                if g.r() < 0.4:
                    out += g.block(ctx.child(indent=2), 1)
                out.append('        return %s' % g.ret_expr(ctx))
    else:
        for _ in range(g.rng.randint(1, 2)):
            out += g.stmt_loop(ctx)
            out += g.block(ctx, g.rng.randint(0, 2))
    if ret == 'opt':
        out.append('    if %s:' % g.bool_expr(ctx, 1))
        out.append('        return %s' % g.ret_expr(ctx))
    else:
        if g.r() < 0.3:
            out.append('    if %s:' % g.bool_expr(ctx, 1))
            out.append('        return %s' % g.ret_expr(ctx))
        out.append('    return %s' % g.ret_expr(ctx))
    out.append('')
    out.append('')
    funcs.append(Func(name, params, ret, light))


FEATURES = ('base', 'classes', 'strings', 'mixed', 'generators', 'late', 'caught', 'bools', 'raises', 'callbacks',
            'exits', 'wrappers')


def gen_mixed(rng):
    """Hot loops over values of many types: a list mixing ints (some near
    2**62), floats, bools, None, strs, tuples, lists and instances of a small
    class hierarchy, consumed by loops that dispatch on the type (isinstance
    chains in a random order), call a method of whatever instance comes, add
    numbers of several types into one accumulator, and meet some types only
    late (a run of ints first).  The JIT records one path per type: side
    traces from type and class guards, recorded while a new trace is watched
    or while another side trace compiles (jit/side_trace_watch.cpp, sibling_exit and
    watched_guard_exit)."""
    out = []
    classes = ['P', 'Q', 'R']
    out.append('class P:')
    out.append('    def __init__(self, v):')
    out.append('        self.v = v')
    out.append('    def val(self):')
    out.append('        return self.v %s %d' % (rng.choice(['+', '*', '-']), rng.randint(1, 9)))
    out.append('')
    out.append('')
    out.append('class Q(P):')
    out.append('    def val(self):')
    out.append('        return %s' % rng.choice(['self.v * 2', 'P.val(self) + 1', 'super().val() - 3']))
    out.append('')
    out.append('')
    out.append('class R:')
    out.append('    def __init__(self, v):')
    out.append('        self.v = %s' % rng.choice(['v', 'v * 0.5', 'str(v)']))
    out.append('    def val(self):')
    out.append('        return %s' % rng.choice(['len(str(self.v))', '7', 'self.v if isinstance(self.v, int) else 3']))
    out.append('')
    out.append('')
    # The dispatch: isinstance tests in a random order (bool before int or not:
    # both orders are Python and give different answers).
    tests = [
        ('isinstance(x, bool)', '(%d if x else -%d)' % (rng.randint(1, 50), rng.randint(1, 50))),
        ('isinstance(x, int)', rng.choice(['x %% %d' % rng.randint(2, 97), 'x * 3 % 1000003', '-x % 101'])),
        ('isinstance(x, float)', rng.choice(['int(x * 10) % 997', 'round(x, 1) > 2', 'int(x) + 1'])),
        ('isinstance(x, str)', rng.choice(['len(x) * 7', 'x.count("a")', 'len(x + "!")'])),
        ('x is None', '-%d' % rng.randint(1, 9)),
        ('isinstance(x, tuple)', rng.choice(['len(x)', 'x[0] if x else 0', 'sum(x) % 50'])),
        ('isinstance(x, list)', rng.choice(['len(x) + 2', 'x[-1] if x else -1'])),
        ('isinstance(x, Q)', 'x.val() % 1000'),
        ('isinstance(x, P)', 'x.val() % 1000'),
        ('isinstance(x, R)', 'x.val()'),
    ]
    rng.shuffle(tests)
    out.append('def weigh(x):')
    for cond, val in tests:
        out.append('    if %s:' % cond)
        out.append('        return %s' % val)
    out.append('    return 0')
    out.append('')
    out.append('')

    def literal():
        c = rng.random()
        if c < 0.2:
            return str(rng.choice([rng.randint(-50, 50), rng.randint(0, 10**6), 2**62 - rng.randint(0, 5)]))
        if c < 0.35:
            return repr(rng.choice([0.5, 2.25, -1.75, 1e3, 0.1]))
        if c < 0.45:
            return rng.choice(['True', 'False'])
        if c < 0.5:
            return 'None'
        if c < 0.62:
            return repr(rng.choice(['', 'a', 'banana', 'xyz']))
        if c < 0.7:
            return rng.choice(['()', '(1, 2)', '(5,)', '(3, 4, 5)'])
        if c < 0.75:
            return rng.choice(['[]', '[1]', '[2, 9]'])
        return '%s(%d)' % (rng.choice(classes), rng.randint(-9, 30))

    pool = [literal() for _ in range(rng.randint(3, 9))]
    out.append('pool = [%s]' % ', '.join(pool))
    out.append('')
    out.append('')
    out.append('def dispatch(vals, n, step):')
    out.append('    acc = 0')
    out.append('    seen = {}')
    out.append('    for i in range(n):')
    out.append('        x = vals[(i * step) % len(vals)]')
    out.append('        w = weigh(x)')
    out.append('        acc = (acc + w) % 1000003')
    out.append('        k = type(x).__name__')
    out.append('        seen[k] = seen.get(k, 0) + 1')
    out.append('    return acc, sorted(seen.items())')
    out.append('')
    out.append('')
    out.append('def methods(objs, n):')
    out.append('    acc = 0')
    out.append('    for i in range(n):')
    out.append('        o = objs[i % len(objs)]')
    out.append('        acc = (acc + o.val()) % 1000003')
    out.append('    return acc')
    out.append('')
    out.append('')
    out.append('def mixed_sum(vals, n):')
    out.append('    total = 0')
    out.append('    for i in range(n):')
    out.append('        v = vals[i % len(vals)]')
    out.append('        if isinstance(v, (int, float)):')
    out.append('            total = total + v')
    out.append('            if total > 10 ** 15 or total < -10 ** 15:')
    out.append('                total = total % 1000')
    out.append('    return total if isinstance(total, int) else round(total, 3)')
    out.append('')
    out.append('')
    # Tuples of the pool's values as dict keys and set members: the JIT's
    # dict and set helpers take tuples of plain items and decline others
    # (an instance's hash and equality are the interpreter's).
    out.append('def keyed(vals, n):')
    out.append('    d = {}')
    out.append('    s = set()')
    out.append('    hits = 0')
    out.append('    for i in range(n):')
    out.append('        x = vals[(i * %d) %% len(vals)]' % rng.randint(1, 5))
    out.append('        if isinstance(x, list):')
    out.append('            x = len(x)')
    out.append('        k = %s' % rng.choice(['(i %% %d, x)' % rng.randint(2, 9), '(x, (i % 3, True))',
                                               '(x, i %% %d, "k")' % rng.randint(2, 9), '((x,), None)']))
    out.append('        d[k] = d.get(k, 0) + 1')
    out.append('        if k in s:')
    out.append('            hits += 1')
    out.append('        else:')
    out.append('            s.add(k)')
    out.append('    return len(d), len(s), hits, sorted(d.values())[-3:]')
    out.append('')
    out.append('')
    runs = []
    for _ in range(rng.randint(2, 5)):
        c = rng.random()
        n = rng.randint(200, 6000)
        if c < 0.35:
            runs.append('print(dispatch(pool, %d, %d))' % (n, rng.randint(1, 5)))
        elif c < 0.55:
            runs.append('print(dispatch([%d] * %d + pool * %d, %d, 1))'
                        % (rng.randint(0, 9), rng.randint(100, 3000), rng.randint(10, 400), n))
        elif c < 0.75:
            objs = ['%s(%d)' % (rng.choice(classes), rng.randint(0, 20)) for _ in range(rng.randint(2, 6))]
            runs.append('print(methods([%s], %d))' % (', '.join(objs), n))
        elif c < 0.88:
            runs.append('print(mixed_sum(pool + [1, 2.5, True], %d))' % n)
        else:
            runs.append('print(keyed(pool, %d))' % n)
    if rng.random() < 0.3:
        # Long enough for a first compile to finish in the background while
        # the ints last, then the other types leave its code: side traces
        # recorded while the first of them compiles.
        runs.append('print(dispatch([%d] * %d + pool * %d, %d, 1))'
                    % (rng.randint(0, 9), rng.randint(150000, 300000), 30000 // max(1, len(pool)) + 1,
                       400000))
    out.extend(runs)
    # The same at module level: globals, not locals.
    out.append('acc = 0')
    out.append('for i in range(%d):' % rng.randint(100, 4000))
    out.append('    x = pool[i % len(pool)]')
    out.append('    acc = (acc + weigh(x)) % 1000003')
    out.append('print(acc)')
    keys = rng.choice(['{"b": 3, "c": 4}', '{"c": 4, "b": 3}', '{"b": 2}', '{}'])
    other = rng.choice(['{"b": 1, "d": 2}', '{1: 2}', '{"a": 5}', '{"c": 1.5}', '{"b": "x", "c": "y"}'])
    out.append('cfgs = [%s] * %d + [%s] + [%s] * 50' % (keys, rng.choice([300, 1500]), other, keys))
    out.append('got = []')
    out.append('for cfg in cfgs:')
    out.append('    try:')
    out.append('        got.append(tri(1, **cfg) if "b" in cfg or "c" in cfg else op(1, **cfg))')
    out.append('    except TypeError as e:')
    out.append('        got.append(str(e))')
    out.append('print(len(got), got[:2], got[-52:-49])')
    return '\n'.join(out) + '\n'


def gen_generators(rng):
    """Generators and generator expressions consumed by sum, any, all, min,
    max, list(), tuple(), sorted(), set() and str.join, over values of many
    types (ints near 2**62 whose sums leave 64 bits, floats, bools, None,
    strs, instances with __add__, __radd__, __bool__ and __lt__), some
    generators partly used by next() first, some raising midway, some
    receiving the value their `yield` gives back, called from hot loops:
    the builtins take what they can where the generator yields it (GenSink,
    vm/generator.hpp) and the JIT compiles those loops; whatever they cannot
    take is yielded to their general code."""
    out = []
    out.append('class N:')
    out.append('    def __init__(self, v):')
    out.append('        self.v = v')
    out.append('    def __add__(self, o):')
    out.append('        return N(self.v + (o.v if isinstance(o, N) else o))')
    out.append('    def __radd__(self, o):')
    out.append('        return N(o + self.v)')
    out.append('    def __bool__(self):')
    out.append('        return self.v %% %d != 0' % rng.randint(2, 5))
    out.append('    def __lt__(self, o):')
    out.append('        return self.v < (o.v if isinstance(o, N) else o)')
    out.append('    def __gt__(self, o):')
    out.append('        return self.v > (o.v if isinstance(o, N) else o)')
    out.append('    def __repr__(self):')
    out.append('        return "N(%r)" % (self.v,)')
    out.append('')
    out.append('')
    kinds = ['int', 'int', 'float', 'big', 'bool', 'none', 'str', 'obj']
    use = rng.sample(kinds, rng.randint(1, 4))

    def value(k, var):
        if k == 'int':
            return '%s %% %d - %d' % (var, rng.randint(3, 50), rng.randint(0, 10))
        if k == 'float':
            return '%s * %s' % (var, repr(rng.choice([0.5, 0.25, 1.5, -0.75, 1e-3])))
        if k == 'big':
            return '2**62 - %s' % var
        if k == 'bool':
            return '%s %% %d == 0' % (var, rng.randint(2, 4))
        if k == 'none':
            return 'None'
        if k == 'str':
            return 'str(%s %% 7)' % var
        return 'N(%s %% %d)' % (var, rng.randint(2, 9))

    # A function that only computes, which the generator may call (a
    # loop's trace inlines it into the generator's body there).
    out.append('def shape(i):')
    out.append('    if i %% %d == 1:' % rng.randint(2, 6))
    out.append('        return i * %d' % rng.randint(2, 5))
    out.append('    return i - %d' % rng.randint(0, 3))
    out.append('')
    out.append('')
    # A generator function yielding a run of each kind in turn (late kinds
    # come after a long run of the first).
    out.append('def values(n):')
    out.append('    got = 0')
    out.append('    for i in range(n):')
    first = True
    for j, k in enumerate(use):
        cond = 'i < n * %d // %d' % (j + 1, len(use)) if j + 1 < len(use) else None
        if cond:
            out.append('        %s %s:' % ('if' if first else 'elif', cond))
        else:
            out.append('        %s' % ('if True:' if first else 'else:'))
        first = False
        var = 'shape(i)' if rng.random() < 0.3 else 'i'
        if rng.random() < 0.2:
            out.append('            x = yield %s' % value(k, var))
            out.append('            got += x is None')
        else:
            out.append('            yield %s' % value(k, var))
    if rng.random() < 0.3:
        out.append('        if i == n - %d:' % rng.randint(1, 5))
        out.append('            raise ValueError("stop at %d" % i)')
    out.append('    return got')
    out.append('')
    out.append('')
    # Generators pulling from generators (pipelines: the JIT records every
    # level's body into the loop's trace); gate does work of its own after
    # its yield, before it pulls again.
    out.append('def relay(src):')
    out.append('    for x in src:')
    out.append('        yield x')
    out.append('')
    out.append('')
    out.append('seen = []')
    out.append('')
    out.append('')
    out.append('def gate(src):')
    out.append('    k = 0')
    out.append('    for x in src:')
    out.append('        k += 1')
    out.append('        if k %% %d != 0:' % rng.randint(2, 7))
    out.append('            yield x')
    out.append('            seen.append(k)')
    out.append('')
    out.append('')
    # `for` loops over them too (the JIT records the generator's body into
    # the loop's trace, jit/record_generators.cpp).
    out.append('def for_sum(g):')
    out.append('    t = %s' % rng.choice(['0', '0.5', 'N(0)']))
    out.append('    for v in g:')
    out.append('        t = t + v')
    out.append('    return t')
    out.append('')
    out.append('')
    out.append('def for_count(g):')
    out.append('    n = 0')
    out.append('    for v in g:')
    out.append('        if v:')
    out.append('            n += %d' % rng.randint(1, 3))
    out.append('    return n')
    out.append('')
    out.append('')
    # Pairs built in a generator's body and unpacked by the loop at once
    # (the JIT never makes such a tuple).
    out.append('def for_pairs(g):')
    out.append('    t = 0')
    out.append('    n = 0')
    out.append('    for a, b in ((v, n %% %d) for v in g):' % rng.randint(2, 9))
    out.append('        n += 1')
    out.append('        if a:')
    out.append('            t += b')
    out.append('    return t, n')
    out.append('')
    out.append('')
    out.append('def for_last(g):')
    out.append('    last = "none"')
    out.append('    k = 0')
    out.append('    for v in g:')
    out.append('        last = v')
    out.append('        k += 1')
    out.append('        if k > %d:' % rng.randint(50, 3000))
    out.append('            break')
    out.append('    return k, last, next(g, "end")')
    out.append('')
    out.append('')
    consumers = [
        'for_sum(%s)', 'for_count(%s)', 'for_last(%s)', 'for_pairs(%s)',
        'sum(%s)', 'sum(%%s, %s)' % rng.choice(['0.5', '10**20', '-3', 'N(1)']), 'any(%s)', 'all(%s)',
        'max(%s)', 'min(%s)', 'max(%%s, default=%s)' % rng.choice(['-1', 'None']),
        'min(%s, key=lambda v: -v if isinstance(v, (int, float)) else 0)', 'len(list(%s))', 'tuple(%s)[-3:]',
        'sorted(%s)[:4]', '"-".join(str(v) for v in %s)[-20:]', 'len(set(%s))',
    ]
    sources = [
        'values(%d)', '(v for v in values(%d))', '(v for v in values(%d) if v)',
        '(i * %s for i in range(%%d))' % rng.choice(['3', '0.5', '2**61', '-1']),
        '(i %%%% %d == 0 for i in range(%%d))' % rng.randint(2, 9),
        'relay(values(%d))', 'gate(relay(values(%d)))', 'relay(gate(values(%d)))',
        'relay(relay(relay(values(%d))))', 'gate((v for v in values(%d)))',
    ]
    out.append('def consume(n):')
    out.append('    results = []')
    for _ in range(rng.randint(3, 7)):
        src = (rng.choice(sources) % 999).replace('999', 'n * %d + %d' % (rng.randint(1, 9), rng.randint(0, 300)))
        con = rng.choice(consumers) % src
        out.append('    try:')
        if rng.random() < 0.25:
            out.append('        g = %s' % src)
            out.append('        first = next(g, "empty")')
            out.append('        results.append((first, %s))' % (rng.choice(consumers) % 'g'))
        else:
            out.append('        results.append(%s)' % con)
        out.append('    except Exception as e:')
        out.append('        results.append((type(e).__name__, str(e)))')
    out.append('    return results')
    out.append('')
    out.append('')
    out.append('acc = []')
    out.append('for r in range(%d):' % rng.randint(1, 60))
    out.append('    acc.append(repr(consume(r)))')
    out.append('print(len(acc), acc[0][:300], acc[-1][:600], len(seen), sum(seen))')
    n = rng.randint(2000, 40000)
    out.append('try:')
    out.append('    print(%s)' % (rng.choice(consumers[:11]) % rng.choice(['values(%d)' % n, '(v for v in values(%d))' % n])))
    out.append('except Exception as e:')
    out.append('    print(type(e).__name__, e)')
    return '\n'.join(out) + '\n'


def gen_strings(rng):
    """A function building strings in loops (`s += e`, `s = s + e`) whose
    locals are also aliased, kept in lists and dict keys, reassigned and
    appended to from nested loops: kiln extends a string-building local in
    place (lang/string_builders.hpp), and every other reference must keep the
    string it had."""
    names = ['s', 't', 'u']
    out = ['def build(n, seed):', '    keep = []', '    d = {}']
    for nm in names:
        out.append('    %s = %s' % (nm, rng.choice(['""', '"x"', 'str(seed)', '"ab" * 3', '"\u00e9t\u00e9"'])))

    def loop(depth, ind):
        nm = rng.choice(names)
        var = 'i%d' % depth
        lines = []
        if rng.random() < 0.5:
            lines.append('%sfor %s in range(%d):' % (ind, var, rng.randint(1, 40)))
        else:
            lines.append('%s%s = 0' % (ind, var))
            lines.append('%swhile %s < %d:' % (ind, var, rng.randint(1, 40)))
            lines.append('%s    %s += 1' % (ind, var))
        body = ind + '    '
        for _ in range(rng.randint(1, 4)):
            other = rng.choice([x for x in names if x != nm])
            c = rng.random()
            if c < 0.35:
                e = rng.choice(['str(%s)' % var, '"-"', '%s[:3]' % other, 'chr(65 + %s %% 26)' % var,
                                '"\u00e9"', '""', 'str(%s * n)' % var])
                lines.append('%s%s += %s' % (body, nm, e))
            elif c < 0.5:
                e = rng.choice(['"|"', 'str(%s * 7)' % var, '%s[-2:]' % other])
                lines.append('%s%s = %s + %s' % (body, nm, nm, e))
            elif c < 0.6:
                lines.append('%skeep.append(%s)' % (body, nm))
            elif c < 0.68:
                lines.append('%s%s = %s' % (body, other, nm))
            elif c < 0.74:
                lines.append('%sd[%s] = len(d)' % (body, nm))
            elif c < 0.8 and depth < 2:
                lines.extend(loop(depth + 1, body))
            elif c < 0.86:
                lines.append('%sif %s %% 5 == 3:' % (body, var))
                lines.append('%s    %s = %s' % (body, nm, other))
            elif c < 0.9:
                lines.append('%s%s += %s[:2]' % (body, other, nm))
            else:
                lines.append('%sif len(%s) > 200:' % (body, other))
                lines.append('%s    %s = %s[-50:]' % (body, other, other))
        return lines

    for _ in range(rng.randint(1, 4)):
        out.extend(loop(0, '    '))
        if rng.random() < 0.5:
            out.append('    keep.append(%s)' % rng.choice(names))
    out.append('    return s, t, u, keep[-5:], len(keep), sorted(d.items())[:5], len(d)')
    out.append('')
    out.append('')
    out.append('for k in range(%d):' % rng.randint(2, 40))
    out.append('    r = build(k %% 7, k * %d)' % rng.randint(1, 9))
    out.append('    print(r[0][-30:], len(r[0]), r[1][-20:], len(r[1]), r[2][-20:], len(r[2]),')
    out.append('          [x[-12:] for x in r[3]], r[4], [(x[-12:], v) for x, v in r[5]], r[6])')
    return '\n'.join(out) + '\n'


def gen_caught(rng):
    """Loops whose iterations raise and catch it: tokens parsed by int(),
    float() or int(s, base), one bad in `every` (from every other one to
    one in a thousand, changing between calls), dict lookups of keys that
    are missing as often, len() of a dict and a set the loop changes. A
    recording that raised is retried at the next back-edge, a tree whose
    entries mostly leave by an exit that raises is dropped (jit/exits.cpp),
    and the conversions are the constructor's helper (construct)."""
    out = []
    n = rng.choice([200, 1500, 4000])
    out.append('def tokens(n, every, shift):')
    out.append('    out = []')
    out.append('    for i in range(n):')
    out.append('        if (i + shift) % every == 0:')
    out.append('            out.append(%s)' % rng.choice(['"x%d" % i', '""', '" "', '"1.5.2"', '"0x"', '"--3"']))
    out.append('        else:')
    out.append('            out.append(%s)' % rng.choice(['str(i * 7 - 300)', '" %d " % i', '"%d_%d" % (i, i % 10)',
                                                          '"%x" % i', '"%d.%d" % (i, i % 7)', 'str(2 ** 62 + i)']))
    out.append('    return out')
    out.append('')
    out.append('')
    conv = rng.choice(['int(t)', 'float(t)', 'int(t, 16)', 'int(t, 0)', 'float(t) if "." in t else int(t)'])
    out.append('def parse(toks, d, seen):')
    out.append('    total = %s' % rng.choice(['0', '0.0']))
    out.append('    bad = 0')
    out.append('    errs = []')
    out.append('    for t in toks:')
    out.append('        try:')
    out.append('            v = %s' % conv)
    out.append('            total += v %s' % rng.choice(['', '% 1000', '* 2']))
    out.append('        except ValueError as e:')
    out.append('            bad += 1')
    out.append('            if len(errs) < 3:')
    out.append('                errs.append(str(e)[:60])')
    out.append('        k = len(t) %% %d' % rng.randint(2, 9))
    out.append('        try:')
    out.append('            total += d[k]')
    out.append('        except KeyError:')
    out.append('            d[k] = len(d) + len(seen)')
    out.append('            seen.add(t[:2])')
    out.append('        if len(d) > %d:' % rng.randint(2, 6))
    out.append('            d.pop(k)')
    out.append('    return total, bad, errs, len(d), len(seen)')
    out.append('')
    out.append('')
    out.append('d = {}')
    out.append('seen = set()')
    for _ in range(rng.randint(2, 5)):
        every = rng.choice([2, 3, 5, 50, 1000])
        out.append('toks = tokens(%d, %d, %d)' % (n, every, rng.randint(0, 9)))
        out.append('for r in range(%d):' % rng.randint(1, 4))
        out.append('    print(parse(toks, d, seen))')
    out.append('print(sorted(d.items()), sorted(seen))')
    return '\n'.join(out) + '\n'


def gen_raises(rng):
    """Loops whose bodies raise and catch in the same iteration (`raise E(x)`,
    `raise E` of a class, a re-raise by a handler that does not match, a
    raise inside a handler, `from`, `finally`): exceptions of builtin classes
    and of the script's (with and without an __init__, one gaining one
    midway), raised every k iterations or always, in the loop's body or in a
    function the trace inlines that catches its own, now and then escaping
    the loop, raised in a called function (one that re-raises with a bare
    `raise` too) and caught by the loop. The trace goes on through the
    handler (Recorder::raise_caught, reraise_caught); what the handlers see
    must be python3's."""
    out = []
    out.append('class Bad(Exception):')
    out.append('    pass')
    out.append('')
    out.append('')
    out.append('class Worse(Bad):')
    if rng.random() < 0.5:
        out.append('    def __init__(self, v, *rest):')
        out.append('        super().__init__(v, *rest)')
        out.append('        self.extra = v')
    else:
        out.append('    pass')
    out.append('')
    out.append('')
    kinds = ['ValueError', 'KeyError', 'Bad', 'Worse', 'LookupError', 'IndexError']
    arg = lambda v: rng.choice(['(%s)' % v, '(%s, "m")' % v, '("x%%d" %% %s)' % v, '()', ''])

    def raise_stmt(v, kind):
        a = arg(v)
        if a == '' and kind in ('Worse',) and 'def __init__' in '\n'.join(out):
            a = '(%s)' % v
        tail = rng.choice(['', '', '', ' from None', ' from KeyError(%s)' % v])
        return 'raise %s%s%s' % (kind, a, tail)

    def use(e):
        return rng.choice(['len(%s.args)' % e, '(%s.args[0] if %s.args and isinstance(%s.args[0], int) else 1)'
                           % (e, e, e), 'len(type(%s).__name__)' % e,
                           '(2 if %s.__context__ is not None else 3)' % e,
                           '(5 if %s.__cause__ is not None else 7)' % e, '1'])
    out.append('def thrower(v, k):')
    out.append('    if v %% %d == k:' % rng.randint(2, 5))
    out.append('        ' + raise_stmt('v', rng.choice(kinds)))
    out.append('    return v + k')
    out.append('')
    out.append('')
    out.append('def rethrower(v):')
    out.append('    try:')
    out.append('        return thrower(v, %d)' % rng.randint(0, 1))
    out.append('    except %s as e:' % rng.choice(kinds + ['Exception']))
    out.append('        if v %% %d == 0:' % rng.randint(2, 4))
    out.append('            raise')
    out.append('        return %s' % rng.choice(['-1', 'len(e.args)']))
    out.append('')
    out.append('')
    out.append('def helper(v):')
    k1 = rng.choice(kinds)
    out.append('    try:')
    out.append('        if v %% %d == %d:' % (rng.randint(2, 6), rng.randint(0, 1)))
    out.append('            ' + raise_stmt('v', k1))
    out.append('        return v * 2')
    out.append('    except %s as e:' % rng.choice([k1, 'Exception', '(%s, TypeError)' % k1]))
    out.append('        return -%s' % use('e'))
    out.append('')
    out.append('')
    for f in range(rng.randint(2, 4)):
        ka, kb = rng.choice(kinds), rng.choice(kinds)
        every = rng.choice([1, 1, 2, 3, 7, 50])
        out.append('def loop%d(n):' % f)
        out.append('    t = 0')
        out.append('    for i in range(n):')
        shape = rng.choice(['plain', 'nested', 'in_handler', 'finally', 'helper', 'late', 'calls', 'calls'])
        if shape == 'late':
            out.append('        if i == n // 2:')
            out.append('            Bad.__init__ = lambda self, *a: Exception.__init__(self, *(x for x in a))')
        out.append('        try:')
        if shape == 'nested':
            out.append('            try:')
            out.append('                if i %% %d == 0:' % every)
            out.append('                    ' + raise_stmt('i', ka))
            out.append('                t += 1')
            out.append('            except %s as e:' % kb)
            out.append('                t += %s' % use('e'))
        elif shape == 'in_handler':
            out.append('            try:')
            out.append('                ' + raise_stmt('i', ka))
            out.append('            except %s:' % ka)
            out.append('                if i %% %d == 0:' % every)
            out.append('                    ' + raise_stmt('i + 1', kb))
            out.append('                t += 2')
        elif shape == 'finally':
            out.append('            try:')
            out.append('                if i %% %d == 0:' % every)
            out.append('                    ' + raise_stmt('i', ka))
            out.append('            finally:')
            out.append('                t += 3')
        elif shape == 'calls':
            out.append('            t += %s' % rng.choice(['thrower(i, %d)' % rng.randint(0, 2), 'rethrower(i)']))
        elif shape == 'helper':
            out.append('            t += helper(i)')
            out.append('            if i %% %d == 1:' % max(every, 2))
            out.append('                ' + raise_stmt('i', ka))
        else:
            out.append('            if i %% %d == 0:' % every)
            out.append('                ' + raise_stmt('i', ka))
            out.append('            t += 1')
        catch = rng.choice(['Exception', ka, kb, '(%s, %s)' % (ka, kb), 'LookupError'])
        out.append('        except %s as e:' % catch)
        out.append('            t += %s' % use('e'))
        if rng.random() < 0.3:
            out.append('        if t > %d:' % rng.choice([10 ** 6, 10 ** 9, 50000]))
            out.append('            ' + raise_stmt('t', rng.choice(kinds)))
        out.append('    return t')
        out.append('')
        out.append('')
    n = rng.choice([300, 1500, 4000])
    for f in range(4):
        if 'def loop%d' % f not in '\n'.join(out):
            break
        out.append('for r in range(%d):' % rng.randint(1, 3))
        out.append('    try:')
        out.append('        print(loop%d(%d + r))' % (f, n))
        out.append('    except Exception as e:')
        out.append('        print("escaped", type(e).__name__, e.args)')
    return '\n'.join(out) + '\n'


def gen_bools(rng):
    """Lists of bools, which hold one byte an item once appends grow them
    past 256 (vm/list_items.cpp): built by append, by [b] * n or by a
    comprehension, marked and read in hot loops (indexes, len, truth,
    for, enumerate), with an item that is not a bool stored or appended
    at some iteration, or a helper that turns them into Values (sort,
    slices, insert) in the middle of a loop; rows built one after another
    inside an outer loop, so that the append that packs each row is an
    exit that turns hot."""
    out = []
    cond = lambda v: rng.choice(['%s %% 3 == 0' % v, '%s %% 2 == 1' % v, '(%s * 7) %% 5 < 2' % v,
                                 '%s > 10' % v, 'not %s %% 4' % v])
    build = rng.choice(['append', 'repeat', 'comp'])
    out.append('def build(n, k):')
    if build == 'append':
        out.append('    xs = []')
        out.append('    for i in range(n):')
        out.append('        xs.append(%s)' % cond('(i + k)'))
    elif build == 'repeat':
        out.append('    xs = [%s] * n' % rng.choice(['True', 'False', 'k % 2 == 0']))
    else:
        out.append('    xs = [%s for i in range(n)]' % cond('(i + k)'))
    out.append('    return xs')
    out.append('')
    out.append('')
    spoil = rng.choice(['xs.sort()', 'xs[0:2] = [True, 0]', 'xs.insert(0, False)', 'xs.append(%s)'
                        % rng.choice(['1', 'None', '"b"', '0.5']), 'xs[1] = %s' % rng.choice(['2', 'None', '1.0']),
                        'xs.reverse()', 'pass'])
    out.append('def spoil(xs):')
    out.append('    %s' % spoil)
    out.append('')
    out.append('')
    at = rng.choice([-1, 0, 5, 255, 256, 257, 400])
    out.append('def mark(xs, at, step):')
    out.append('    n = len(xs)')
    out.append('    t = 0')
    out.append('    m = 0')
    out.append('    while m < n:')
    out.append('        if xs[m]:')
    out.append('            t += m')
    out.append('        xs[m] = %s' % rng.choice(['not xs[m]', 'False', cond('m'), 'xs[m] and m % 2 == 0']))
    out.append('        if m == at:')
    out.append('            %s' % rng.choice(['spoil(xs)', 'xs[m] = %s' % rng.choice(['7', 'None', '"s"']),
                                            'xs.append(%s)' % rng.choice(['True', '3'])]))
    out.append('        v = xs[m] if xs else 0')
    out.append('        t += len(xs) + (v if v.__class__ in (bool, int, float) else 1)')
    out.append('        m += step')
    out.append('    return t')
    out.append('')
    out.append('')
    out.append('def count(xs):')
    out.append('    c = 0')
    out.append('    s = 0')
    loop = rng.choice(['for i, x in enumerate(xs):', 'for x in xs:', 'for i in range(len(xs)):'])
    out.append('    %s' % loop)
    if loop.startswith('for i in range'):
        out.append('        x = xs[i]')
    out.append('        if x:')
    out.append('            c += 1')
    out.append('        s += %s' % ('i' if 'i' in loop.split(' in ')[0] else 'c'))
    out.append('    return c, s')
    out.append('')
    out.append('')
    out.append('def rows(r, w):')
    out.append('    total = 0')
    out.append('    for k in range(r):')
    out.append('        row = []')
    out.append('        for j in range(w):')
    out.append('            row.append(%s)' % cond('(j * k)'))
    out.append('            total += %s' % rng.choice(['len(row)', 'len(row) + row[-1]', 'row[j // 2] + row[0]',
                                                  '(1 if row else 0)']))
    out.append('        total += sum(row)')
    out.append('    return total')
    out.append('')
    out.append('')
    for _ in range(rng.randint(2, 5)):
        n = rng.choice([3, 40, 255, 256, 257, 300, 511, 513, 3000])
        out.append('xs = build(%d, %d)' % (n, rng.randint(0, 9)))
        out.append('print(len(xs), xs[:5], xs[-3:], count(xs))')
        out.append('print(mark(xs, %d, %d), count(xs), xs[-4:])' % (at, rng.choice([1, 1, 2, 3])))
    out.append('print(rows(%d, %d))' % (rng.choice([10, 60, 200]), rng.choice([20, 257, 300, 600])))
    return '\n'.join(out) + '\n'


def gen_late(rng):
    """Loops and a recursive walk whose ways turn only after their first
    compile: a branch taken from iteration k on (k an argument, first beyond
    the loop's end), entry values of several types tested only by `is None`
    or isinstance (tests the entry type decides, which fold away), and `//`
    and `%` by divisors of either sign, constant or variable. Side traces
    then grow on compiled trees, which are optimised again each time: what
    an earlier pass folded must still hold (an entry's type check once did
    not, jit/ir.cpp), and a divisor's other sign is a side trace of its
    own."""
    out = []
    def divisor():
        d = rng.choice([rng.randint(2, 97), -rng.randint(2, 97), rng.choice([1000003, -1000003, -1, 1])])
        return '(%d)' % d
    n = rng.choice([300, 1200, 3000])
    out.append('def f(p, q, d, k):')
    out.append('    s = %s' % rng.choice(['0', '1', '-7']))
    loop_for = rng.random() < 0.5
    if loop_for:
        out.append('    for i in range(%d):' % n)
    else:
        out.append('    i = 0')
        out.append('    while i < %d:' % n)
    tests = [
        ('p is None', 's += %d' % rng.randint(1, 9)),
        ('isinstance(p, int)', 's += p %% %s' % divisor()),
        ('isinstance(p, str)', 's += len(p)'),
    ]
    rng.shuffle(tests)
    for j, (cond, body) in enumerate(tests):
        out.append('        %s %s:' % ('if' if j == 0 else 'elif', cond))
        out.append('            %s' % body)
    out.append('        else:')
    out.append('            s += %d' % rng.randint(10, 20))
    out.append('        if i > k and i %% %d == %d:' % (rng.randint(2, 5), rng.randint(0, 1)))
    out.append('            s = (s * %d + i) %% %s' % (rng.randint(2, 5), rng.choice(['d', divisor()])))
    out.append('        if q is not None and i > k // 2:')
    out.append('            s += (i * q) // %s - s %% %s' % (rng.choice(['d', divisor()]), divisor()))
    out.append('        s = s %% %s' % rng.choice(['(2 ** 62)', '1000000007', '(-1000000007)', 'd']))
    if not loop_for:
        out.append('        i += 1')
    out.append('    return s')
    out.append('')
    out.append('')
    out.append('def walk(t, acc, d):')
    out.append('    if t is None:')
    out.append('        return (acc * %d) %% %s' % (rng.randint(2, 5), rng.choice(['d', divisor()])))
    out.append('    return walk(t[1], walk(t[0], acc + t[2], d), d)')
    out.append('')
    out.append('')
    out.append('def tree(depth, v):')
    out.append('    if depth == 0:')
    out.append('        return None')
    out.append('    return (tree(depth - 1, v * 2), tree(depth - 1, v * 2 + 1), v)')
    out.append('')
    out.append('')
    out.append('T = tree(%d, 1)' % rng.randint(2, 5))
    values = ['None', str(rng.randint(-50, 50)), repr(rng.choice(['ab', 'xyz', ''])), repr(rng.choice([2.5, -0.5])),
              str(2 ** 62 + rng.randint(0, 9))]
    ds = [str(rng.choice([7, -7, 13, -13, 1000003, -1000003, -1, 3])) for _ in range(3)]
    calls = []
    for _ in range(rng.randint(4, 8)):
        p = rng.choice(values[:3]) if len(calls) < 2 else rng.choice(values)
        q = rng.choice(['None', str(rng.randint(-9, 9))])
        k = rng.choice([str(n + 1), str(rng.randint(0, n // 2))])
        calls.append('f(%s, %s, %s, %s)' % (p, q, rng.choice(ds), k))
    out.append('for c in range(%d):' % rng.randint(2, 4))
    out.append('    print(%s)' % ', '.join(calls))
    out.append('acc = 0')
    out.append('for i in range(%d):' % rng.choice([200, 1500]))
    out.append('    acc += walk(T if i %% %d else None, i * %d, %s)' % (rng.randint(2, 9), rng.choice([1, 1000003, 2 ** 40]),
                                                                         rng.choice(ds)))
    out.append('print(acc)')
    return '\n'.join(out) + '\n'


def gen_callbacks(rng):
    """Script functions that native code calls: map() (one iterable and
    two), filter(), sorted()'s, max()'s and min()'s key=, functools.reduce,
    and the __lt__, __eq__ and __hash__ that sorted(), dicts and sets call,
    hot enough to get traces of their own (jit/jit.cpp, function_entry):
    arguments of types that change between calls (ints crossing 2**62 and
    2**63, floats, strs, None), branches, closures over the caller's
    locals, a global rebound between rounds, a callback raising midway
    (caught around the builtin's call); then module-level loops that bind
    `except E as e` and `del` globals and dict keys added at the end
    (the dict's last key, deleted, comes off the end: vm/dict.cpp)."""
    out = ['import functools', '', '']
    k = rng.randint(2, 9)
    out.append('K = %d' % k)
    out.append('')
    out.append('')
    body = rng.choice(['v * K + 1', 'v + v', '-v if v %% 2 else v // %d' % rng.randint(2, 5), 'v * v % 1000003',
                       '(v << 3) ^ v'])
    out.append('def f(v):')
    out.append('    if isinstance(v, str):')
    out.append('        return v + "!"')
    out.append('    if v is None:')
    out.append('        return 0')
    out.append('    if isinstance(v, float):')
    out.append('        return v * %s' % rng.choice(['0.5', '1.25', 'K']))
    out.append('    return %s' % body)
    out.append('')
    out.append('')
    out.append('def g(v):')
    out.append('    return %s' % rng.choice(['v %% %d == 0' % rng.randint(2, 5), 'v > %d' % rng.randint(0, 500),
                                             'not v & 1', 'v']))
    out.append('')
    out.append('')
    out.append('def h(a, b):')
    out.append('    return %s' % rng.choice(['(a * 31 + b) % 1000003', 'a + b', 'max(a, b) - min(a, b) % 7',
                                             'a * b % (2 ** 61)']))
    out.append('')
    out.append('')
    bad = rng.choice([-1, 7, 150, 999])
    out.append('def checked(v):')
    out.append('    if v == %d:' % bad)
    out.append('        raise %s("bad %%d" %% v)' % rng.choice(['ValueError', 'KeyError', 'ZeroDivisionError']))
    out.append('    return v - 1')
    out.append('')
    out.append('')
    out.append('class Key:')
    out.append('    def __init__(self, k):')
    out.append('        self.k = k')
    out.append('')
    out.append('    def __lt__(self, other):')
    out.append('        return %s' % rng.choice(['self.k < other.k', 'self.k % 97 < other.k % 97',
                                                 '(self.k, 0) < (other.k, 0)']))
    out.append('')
    out.append('    def __eq__(self, other):')
    out.append('        return self.k == other.k')
    out.append('')
    out.append('    def __hash__(self):')
    out.append('        return self.k %% %d' % rng.choice([1, 7, 101, 1000003]))
    out.append('')
    out.append('')
    out.append('def around(xs, c):')
    out.append('    return sorted(xs, key=lambda v: %s)[:4]' % rng.choice(['abs(v - c)', '(v - c) ** 2', '(v % c, v)']))
    out.append('')
    out.append('')
    n = rng.choice([300, 1500, 3000])
    inputs = ['list(range(%d))' % n, '[i * 0.5 for i in range(%d)]' % n,
              '[2 ** %d + i for i in range(%d)]' % (rng.choice([60, 61, 62, 63]), n),
              '[str(i) for i in range(%d)]' % n, '[None if i %% 5 == 0 else i for i in range(%d)]' % n,
              '[i if i %% 3 else str(i) for i in range(%d)]' % n]
    rng.shuffle(inputs)
    for inp in inputs[:rng.randint(2, 5)]:
        out.append('xs = %s' % inp)
        out.append('ys = list(map(f, xs))')
        out.append('print(len(ys), ys[:3], ys[-2:])')
    out.append('xs = list(range(%d))' % n)
    for _ in range(rng.randint(2, 5)):
        out.append(rng.choice([
            'print(sum(map(f, xs)))',
            'print(len(list(filter(g, xs))))',
            'print(sorted(xs, key=f)[:3], max(xs, key=g), min(xs, key=f))',
            'print(functools.reduce(h, xs, %d))' % rng.randint(0, 9),
            'print(list(map(h, xs, reversed(xs)))[:4])',
            'print(any(map(g, xs)), all(map(g, xs)))',
            'print(around(xs, %d), around([v * 0.25 for v in xs], %d))' % (rng.randint(1, n), rng.randint(1, 50)),
        ]))
    out.append('K = %d' % (k + rng.randint(1, 5)))
    out.append('print(sum(map(f, xs)))')
    out.append('try:')
    out.append('    print(sum(map(checked, xs)))')
    out.append('except (ValueError, KeyError, ZeroDivisionError) as ex:')
    out.append('    print(type(ex).__name__, ex)')
    out.append('keys = [Key((i * 7919) %% %d) for i in range(%d)]' % (rng.choice([n, 101, 4001]), n))
    out.append('srt = sorted(keys)')
    out.append('print([q.k for q in srt[:4]], [q.k for q in srt[-2:]])')
    out.append('table = {q: i for i, q in enumerate(keys)}')
    out.append('print(len(table), len(set(keys)), table[keys[0]])')
    # Module-level loops storing and deleting globals.
    out.append('bad = 0')
    out.append('total = 0')
    out.append('for s in [str(i) if i %% %d else "x" for i in range(%d)]:' % (rng.randint(2, 9), n))
    out.append('    try:')
    out.append('        total += int(s)')
    out.append('    except ValueError as e:')
    out.append('        bad += %s' % rng.choice(['1', 'len(str(e))']))
    out.append('print(total, bad, "e" in globals())')
    out.append('d = {"k%d" % i: i for i in range(20)}')
    out.append('for j in range(%d):' % n)
    out.append('    tmp = "x%d" % (j % 50)')
    out.append('    d[tmp] = j')
    out.append('    if j %% %d:' % rng.randint(2, 5))
    out.append('        del d[tmp]')
    out.append('    del tmp')
    out.append('print(len(d), list(d)[-3:], sum(d.values()))')
    return '\n'.join(out) + '\n'


def gen_exits(rng):
    """Inner loops that end in other ways than running out, called from
    hot outer loops: `break` right away or after work (an append, an
    accumulator changing type, a global written), `for ... else`, a
    `return` from inside the loop, `while` walks over linked nodes and a
    binary tree whose variable turns None where they end, and loops whose
    variable changes type on their last iteration only. Exits at a for
    loop's break are loop ends (jit.cpp, resume_point); side traces that
    leave the loop end with Leave, some after recording on through the
    loop's next test (recorder.cpp, side_end_unstable)."""
    out = []
    n = rng.choice([20, 60, 150])
    cmp = rng.choice(['>=', '>', '==', '<'])
    out.append('hits = 0')
    out.append('')
    out.append('')
    out.append('def first(xs, t):')
    out.append('    global hits')
    init = rng.choice(['0', '0.0', 'None'])
    out.append('    i = %s' % init)
    out.append('    found = []')
    out.append('    for x in xs:')
    out.append('        if x %s t:' % cmp)
    body = rng.choice(['break', 'found.append(x)\n            break', 'i = str(i)\n            break',
                       'hits += 1\n            break', 'return (x, i)', 'i = x * 0.5\n            break'])
    for line in body.split('\n'):
        out.append('            %s' % line.strip())
    out.append('        i = (i or 0) + 1' if init == 'None' else '        i += 1')
    if rng.random() < 0.4:
        out.append('    else:')
        out.append('        i = -1')
    out.append('    return i, len(found)')
    out.append('')
    out.append('')
    out.append('class Node:')
    out.append('    def __init__(self, key, nxt=None):')
    out.append('        self.key = key')
    out.append('        self.left = None')
    out.append('        self.right = None')
    out.append('        self.nxt = nxt')
    out.append('')
    out.append('')
    out.append('def insert(root, key):')
    out.append('    node = root')
    out.append('    while True:')
    out.append('        if key < node.key:')
    out.append('            if node.left is None:')
    out.append('                node.left = Node(key)')
    out.append('                return')
    out.append('            node = node.left')
    out.append('        else:')
    out.append('            if node.right is None:')
    out.append('                node.right = Node(key)')
    out.append('                return')
    out.append('            node = node.right')
    out.append('')
    out.append('')
    out.append('def contains(root, key):')
    out.append('    node = root')
    out.append('    %s' % rng.choice(['while node is not None:', 'while node:']))
    out.append('        if key == node.key:')
    out.append('            return %s' % rng.choice(['True', 'node.key', 'node']))
    out.append('        node = node.left if key < node.key else node.right')
    out.append('    return %s' % rng.choice(['False', 'None', 'node', '-1']))
    out.append('')
    out.append('')
    out.append('def walk(head):')
    out.append('    n = 0')
    out.append('    while %s:' % rng.choice(['head', 'head is not None']))
    out.append('        n += head.key %% %d' % rng.randint(2, 9))
    out.append('        head = head.nxt')
    out.append('    return n, head')
    out.append('')
    out.append('')
    out.append('def last(m, k):')
    out.append('    acc = 0')
    out.append('    %s' % rng.choice(['for i in range(m):', 'i = 0\n    while i < m:']).replace('\\n', '\n'))
    out.append('        if i == k:')
    out.append('            acc = %s' % rng.choice(['acc * 0.5', 'str(acc)', 'None', '[acc]']))
    out.append('        elif acc is not None and not isinstance(acc, (str, list)):')
    out.append('            acc += i')
    if 'while' in out[-5]:
        out.append('        i += 1')
    out.append('    return acc')
    out.append('')
    out.append('')
    out.append('xs = [(i * %d) %% %d for i in range(%d)]' % (rng.choice([3, 7, 37]), rng.choice([101, 257, 1000]), n))
    out.append('tot = 0')
    out.append('res = None')
    out.append('for r in range(%d):' % rng.choice([500, 2000, 4000]))
    out.append('    res = first(xs, r %% %d)' % rng.choice([50, 120, 300]))
    out.append('    tot += len(str(res))')
    out.append('print(tot, res, hits)')
    out.append('root = Node(%d)' % rng.randint(400, 600))
    out.append('x = %d' % rng.randint(1, 99999))
    out.append('for i in range(%d):' % rng.choice([100, 400]))
    out.append('    x = (x * 1103515245 + 12345) % 2147483648')
    out.append('    insert(root, x % 1000)')
    out.append('found = 0')
    out.append('for i in range(%d):' % rng.choice([1000, 4000]))
    out.append('    x = (x * 1103515245 + 12345) % 2147483648')
    out.append('    r = contains(root, x % 1000)')
    out.append('    found += 1 if r else 0')
    out.append('print(found, type(r).__name__)')
    out.append('head = None')
    out.append('t = 0')
    out.append('for i in range(%d):' % rng.choice([100, 300]))
    out.append('    head = Node(i, head)')
    out.append('    t += walk(head)[0]')
    out.append('print(t, walk(head)[1])')
    out.append('s = []')
    out.append('for r in range(%d):' % rng.choice([300, 1500]))
    out.append('    s.append(last(%d, r %% %d))' % (rng.choice([20, 40]), rng.choice([25, 45, 60])))
    out.append('print(s[:3], s[-3:], len(s))')
    return '\n'.join(out) + '\n'


def gen_wrappers(rng):
    """Calls through *args and **kwargs from hot loops: a decorator's
    wrapper passing on what it was given (inlined, the trace making its
    tuple and dict), f(*t) over tuples whose size and item types change, a
    lone *x of a list, a range or a generator, keywords through the
    wrapper, kwargs that are not empty some of the time, and a size that
    does not fit raising TypeError, caught."""
    out = ['', '']
    out.append('def deco(f):')
    out.append('    def wrapper(*args, **kw):')
    if rng.random() < 0.5:
        out.append('        if args and args[0] == %d:' % rng.randint(0, 900))
        out.append('            kw["k"] = %d' % rng.randint(2, 9))
    out.append('        return f(*args, **kw)')
    out.append('    return wrapper')
    out.append('')
    out.append('')
    out.append('@deco')
    out.append('def op(a, b, k=%d):' % rng.randint(1, 5))
    out.append('    return %s' % rng.choice(['a * b + k', 'a + b * k', '(a - b) * k', 'a * k - b']))
    out.append('')
    out.append('')
    out.append('def tri(a, b=%d, c=%d):' % (rng.randint(0, 3), rng.randint(0, 3)))
    out.append('    return %s' % rng.choice(['a + b + c', 'a * b - c', '(a + b) * c']))
    out.append('')
    out.append('')
    out.append('def rest(a, *more):')
    out.append('    return a, len(more)')
    out.append('')
    out.append('')
    n = rng.choice([300, 1200, 3000])
    vals = rng.choice(['i', 'i * 0.5', 'i * 2 ** 60', 'i if i % 3 else i * 1.5', '-i if i % 5 else i * 2 ** 62'])
    out.append('t = []')
    out.append('for i in range(%d):' % n)
    out.append('    v = %s' % vals)
    out.append('    t.append(op(v, %d))' % rng.randint(1, 4))
    out.append('    if i %% %d == 0:' % rng.choice([7, 50, 400]))
    out.append('        t.append(op(v, 2, k=3))')
    out.append('print(len(t), t[:3], t[-3:])')
    out.append('rows = [(i, i + 1, i + 2) for i in range(%d)]' % rng.choice([20, 60]))
    tail = rng.choice(['[(1.5, 2, 3)]', '[("a", "b", "c")]', '[(1, 2)]', '[(2 ** 62, 2 ** 62, 1)]', '[]'])
    out.append('rows += %s' % tail)
    out.append('res = []')
    out.append('for rep in range(%d):' % rng.choice([10, 40]))
    out.append('    for r in rows:')
    out.append('        try:')
    out.append('            res.append(tri(*r))')
    out.append('        except TypeError as e:')
    out.append('            res.append(str(e))')
    out.append('print(len(res), res[:2], res[-2:])')
    out.append('acc = 0')
    out.append('for i in range(%d):' % n)
    src = rng.choice(['[i, 1, 2]', 'range(i, i + 3)', '(j for j in (i, 1, i))', '(i, i, i)'])
    out.append('    acc += tri(*%s)' % src)
    out.append('    a, m = rest(i, *%s)' % rng.choice(['()', '(i,)', '(i, i)', '[i] * (i % 4)']))
    out.append('    acc += m')
    out.append('print(acc)')
    # A method's decorator passing self, *args and **kw on, and bound
    # methods called with keywords (no LOAD_METHOD form) or kept in a
    # variable; f(a, *rest) of tuples and lists.
    out.append('def mdeco(f):')
    out.append('    def wrapper(self, *args, **kw):')
    out.append('        return f(self, *args, **kw)')
    out.append('    return wrapper')
    out.append('class Box:')
    out.append('    def __init__(self, s):')
    out.append('        self.s = s')
    out.append('    @mdeco')
    out.append('    def get(self, x, k=%d):' % rng.randint(1, 4))
    out.append('        return %s' % rng.choice(['x * k + self.s', 'x - k * self.s', '(x + self.s) * k']))
    out.append('    def put(self, x, y=%d):' % rng.randint(0, 3))
    out.append('        return x + y * self.s')
    out.append('bx = Box(%s)' % rng.choice(['3', '0.5', '2 ** 61', '7']))
    out.append('by = Box(%s)' % rng.choice(['1', '2.5', '-4']))
    out.append('got = 0')
    out.append('meth = bx.put')
    out.append('for i in range(%d):' % n)
    out.append('    v = %s' % vals)
    out.append('    o = bx if i %% %d else by' % rng.choice([2, 9, 1000]))
    out.append('    got += o.get(v) + o.get(v, k=%d)' % rng.randint(0, 5))
    out.append('    got += meth(v, y=%d) + meth(x=v)' % rng.randint(0, 3))
    out.append('    if i == %d:' % rng.randint(0, n))
    out.append('        meth = %s' % rng.choice(['by.put', 'lambda x, y=1: x * y']))
    out.append('    got += tri(i %% 5, *%s)' % rng.choice(['[1, 2]', '(i,)', '[i] * (i % 3)', '(1, 2)[:i % 3]']))
    out.append('print(got)')
    return '\n'.join(out) + '\n'


def generate(seed, index, features=FEATURES):
    """Program `index` of `seed`.  features: 'base' (the original mix; alone, it
    generates exactly the programs of earlier versions), 'classes' (programs built
    around a class hierarchy used in hot loops); both: half of each. 'strings'
    (functions building strings in loops, see gen_strings) takes a fifth of the
    programs when other features are on; 'base,classes' without it gives the
    programs it gave before it was added."""
    # Each kind takes its share of the programs, in this order, by a draw of
    # its own; what it does not take goes on to the next.
    for kind, share, gen_kind in (('wrappers', 0.1, gen_wrappers), ('exits', 0.1, gen_exits), ('callbacks', 0.1, gen_callbacks), ('raises', 0.1, gen_raises), ('bools', 0.1, gen_bools), ('caught', 0.1, gen_caught), ('late', 0.12, gen_late),
                                  ('generators', 0.15, gen_generators),
                                  ('mixed', 0.2, gen_mixed), ('strings', 0.2, gen_strings)):
        if kind not in features:
            continue
        others = tuple(f for f in features if f != kind)
        pick = random.Random('kiln-diff-%s:%d:%d' % (kind, seed, index)).random()
        if not others or pick < share:
            return gen_kind(random.Random('kiln-diff:%d:%d' % (seed, index)))
        features = others
    rng = random.Random('kiln-diff:%d:%d' % (seed, index))
    if 'classes' in features and 'base' in features:
        oop = random.Random('kiln-diff-features:%d:%d' % (seed, index)).random() < 0.5
    else:
        oop = 'classes' in features
    g = Gen(rng)
    if rng.random() < 0.5:
        # small expressions, so the control flow and the calls are what the traces see
        g.depth = 1
        g.call_weight = 6
    out = []
    if rng.random() < 0.3:
        g.uses_math = True
        out.append('import math')
        out.append('')
    funcs = []
    globals_ = []
    mctx = Ctx([], funcs, False, module=True)
    for _ in range(rng.randint(0, 2)):
        t = g.choice(['int', 'int', 'list', 'float', 'str'])
        n = g.fresh('G')
        out.append('%s = %s' % (n, g.any_expr(mctx, t)))
        v = Var(n, t)
        mctx.vars.append(v)
        globals_.append(v)
    out.append('')
    if rng.random() < 0.45:
        gen_class(g, out, funcs)
    if rng.random() < 0.35:
        gen_rec(g, out, funcs)
    if rng.random() < 0.35:
        gen_raiser(g, out)
    if oop:
        gen_oop_classes(g, out, funcs)
    for _ in range(rng.randint(0, 3)):
        gen_func(g, out, funcs, globals_, light=True)
    if oop:
        for _ in range(rng.randint(1, 2)):
            gen_func(g, out, funcs, globals_, light=False, oop=True)
    for _ in range(rng.randint(1, 2) if not oop else rng.randint(0, 1)):
        gen_func(g, out, funcs, globals_, light=rng.random() < 0.2)
    # module level: calls, a hot loop over globals, prints
    mctx.funcs = funcs
    for _ in range(rng.randint(1, 2)):
        n = g.fresh('m')
        t = g.choice(['int', 'int', 'float', 'list', 'str', 'dict'])
        out.append('%s = %s' % (n, g.any_expr(mctx, t)))
        mctx.vars.append(Var(n, t))
    if oop:
        # module-level instances: the module's hot loop works on globals
        mctx.oop = 4
        if rng.random() < 0.6:
            n = g.fresh('mo')
            cls = g.choice(g.oclasses)
            out.append('%s = %s' % (n, g.inst_expr(mctx, cls)))
            mctx.vars += g.view(n, cls)
        if rng.random() < 0.5:
            n = g.fresh('mps')
            cls = g.choice(g.oroots())
            out.append('%s = %s' % (n, g.ilist_expr(mctx, cls)))
            v = Var(n, 'ilist', assignable=False)
            v.cls = cls
            mctx.vars.append(v)
    heavy = [f for f in funcs]
    for f in heavy:
        if rng.random() < 0.85:
            out.append('print(%r, %s)' % (f.name, g.call(mctx, f)))
    if rng.random() < 0.6:
        out += g.stmt_loop(mctx)
    for _ in range(rng.randint(1, 3)):
        if heavy and rng.random() < 0.6:
            f = rng.choice(heavy)
            out.append('print(%r, %s)' % (f.name, g.call(mctx, f)))
        else:
            out += g.stmt_print(mctx)
    shown = [v for v in mctx.vars if v.typ not in ('dict', 'inst', 'ilist')]
    out.append('print("end", %s)' % ', '.join(v.name for v in shown) if mctx.vars else 'print("end")')
    return '\n'.join(out) + '\n'


# parameters of recursive functions: depth bounded by the argument expression
_orig_any_expr = Gen.any_expr


def _any_expr(self, ctx, typ):
    if typ == 'small':
        c, _ = self.int_expr(ctx, 1)
        return '(%s) %% %d' % (c, self.rng.randint(5, 30))
    if typ == 'tiny':
        c, _ = self.int_expr(ctx, 0)
        return '(%s) %% %d' % (c, self.rng.randint(3, 13))
    return _orig_any_expr(self, ctx, typ)


Gen.any_expr = _any_expr


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

MODES = {
    'no-jit': ['--no-jit'],
    'default': [],
    'jit1': ['--jit-threshold=1', '--jit-sync'],
    'sync': ['--jit-sync'],
}

REFUSED_RE = re.compile(r'NotImplementedError|not supported|SyntaxError')


class Result:
    def __init__(self, rc, out, err):
        self.rc = rc
        self.out = out
        self.err = err

    def key(self):
        return (self.rc, self.out)

    def describe(self):
        if self.rc == 'timeout':
            return 'timeout'
        return 'exit %s' % self.rc


def run(cmd, path, timeout, env):
    p = subprocess.Popen(cmd + [path], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         stdin=subprocess.DEVNULL, env=env, cwd=os.path.dirname(path))
    try:
        out, err = p.communicate(timeout=timeout)
        return Result(p.returncode, out, err)
    except subprocess.TimeoutExpired:
        # SIGTERM first: kiln then removes its temporary directory before
        # it dies (SIGKILL would leave that directory in $TMPDIR).
        p.terminate()
        try:
            out, err = p.communicate(timeout=2)
        except subprocess.TimeoutExpired:
            p.kill()
            out, err = p.communicate()
        return Result('timeout', out or b'', err or b'')


class Runner:
    def __init__(self, kiln, modes, timeout, workdir):
        self.kiln = kiln
        self.modes = modes
        self.timeout = timeout
        self.workdir = workdir
        self.env = dict(os.environ)
        self.env['KILN_JIT_CACHE'] = 'off'
        self.env['PYTHONHASHSEED'] = '0'
        self.py_cache = {}
        self.retry_timeouts = True

    def write(self, src):
        h = hashlib.sha1(src.encode()).hexdigest()[:16]
        path = os.path.join(self.workdir, 'p_%s_%d.py' % (h, os.getpid()))
        with open(path, 'w') as f:
            f.write(src)
        return path

    def python(self, src, path):
        r = self.py_cache.get(src)
        if r is None:
            r = run([sys.executable], path, self.timeout, self.env)
            self.py_cache[src] = r
        return r

    def kiln_run(self, mode, path):
        return run([self.kiln] + MODES[mode], path, self.timeout, self.env)

    def classify(self, src, modes=None):
        """('invalid'|'refused'|'ok'|'mismatch', py, {mode: result}, [differing modes])."""
        path = self.write(src)
        try:
            py = self.python(src, path)
            if py.rc != 0:
                return 'invalid', py, {}, []
            results = {}
            bad = []
            refused = False
            slow = False
            for m in (modes or self.modes):
                r = self.kiln_run(m, path)
                if r.rc == 'timeout' and self.retry_timeouts:
                    # a JIT compiling many traces can be slow on a loaded machine:
                    # only a run that still does not finish in 4 times the time is a hang
                    r = run([self.kiln] + MODES[m], path, self.timeout * 4, self.env)
                    slow = True
                results[m] = r
                if r.rc not in (0, 'timeout') and r.rc > 0 and REFUSED_RE.search(r.err.decode('utf-8', 'replace')):
                    refused = True
                    continue
                if r.key() != py.key():
                    bad.append(m)
            if bad:
                return 'mismatch', py, results, bad
            if refused:
                return 'refused', py, results, []
            return ('slow' if slow else 'ok'), py, results, []
        finally:
            try:
                os.unlink(path)
            except OSError:
                pass


def paren_groups(line):
    """(start, end) of every balanced (...) in line, outside string literals, biggest first."""
    out = []
    stack = []
    quote = None
    for i, ch in enumerate(line):
        if quote:
            if ch == quote:
                quote = None
            continue
        if ch in '\'"':
            quote = ch
        elif ch == '(':
            stack.append(i)
        elif ch == ')' and stack:
            s = stack.pop()
            # a call's argument list is not an expression: skip f(...)
            if s > 0 and (line[s - 1].isalnum() or line[s - 1] in '_]'):
                continue
            out.append((s, i + 1))
    out.sort(key=lambda t: -(t[1] - t[0]))
    return out


def minimise(runner, src, bad, deadline):
    """Delete statements, unwrap compound statements and replace parenthesised
    expressions by small constants, while the same modes still differ."""
    target = set(bad)
    tried = set()

    def still_bad(lines):
        candidate = '\n'.join(lines)
        if candidate in tried:
            return False
        tried.add(candidate)
        try:
            compile(candidate, 'candidate.py', 'exec')
        except SyntaxError:
            return False
        status, py, results, b = runner.classify(candidate, modes=sorted(target))
        return status == 'mismatch' and set(b) == target

    def indent_of(line):
        return len(line) - len(line.lstrip())

    lines = [l for l in src.split('\n') if l.strip()]
    progress = True
    while progress and time.time() < deadline:
        progress = False
        # statements: delete a statement with its body, or keep only its body
        pos = 0
        while pos < len(lines) and time.time() < deadline:
            ind = indent_of(lines[pos])
            end = pos + 1
            while end < len(lines) and indent_of(lines[end]) > ind:
                end += 1
            cands = [lines[:pos] + lines[end:]]
            if end - pos > 1:
                body = [l[4:] if indent_of(l) >= ind + 4 else l for l in lines[pos + 1:end]]
                cands.append(lines[:pos] + body + lines[end:])
                cands.append(lines[:pos + 1] + [' ' * (ind + 4) + 'pass'] + lines[end:])
            for cand in cands:
                if cand != lines and still_bad(cand):
                    lines = cand
                    progress = True
                    break
            else:
                pos += 1
        # expressions: (...) -> 1, 0
        for idx in range(len(lines)):
            if time.time() > deadline:
                break
            done = False
            while not done and time.time() < deadline:
                done = True
                for (s, e) in paren_groups(lines[idx]):
                    if e - s <= 3:
                        continue
                    for repl in ('1', '0', '2'):
                        cand = lines[:idx] + [lines[idx][:s] + repl + lines[idx][e:]] + lines[idx + 1:]
                        if still_bad(cand):
                            lines = cand
                            progress = True
                            done = False
                            break
                    if not done:
                        break
        # smaller numbers (loop counts, big constants)
        for idx in range(len(lines)):
            if time.time() > deadline:
                break
            for m in reversed(list(re.finditer(r'(?<![\w.])(\d{2,})(?![\w.])', lines[idx]))):
                v = int(m.group(1))
                for smaller in (1, 2, 10, 100, 1000):
                    if smaller >= v:
                        break
                    cand = lines[:idx] + [lines[idx][:m.start()] + str(smaller) + lines[idx][m.end():]] + lines[idx + 1:]
                    if still_bad(cand):
                        lines = cand
                        progress = True
                        break
    return '\n'.join(lines) + '\n'


def first_diff(a, b):
    al = a.decode('utf-8', 'replace').split('\n')
    bl = b.decode('utf-8', 'replace').split('\n')
    for i, (x, y) in enumerate(zip(al, bl)):
        if x != y:
            return 'line %d: python %r, kiln %r' % (i + 1, x[:100], y[:100])
    if len(al) != len(bl):
        return 'python %d lines, kiln %d lines' % (len(al), len(bl))
    return 'same stdout'


def report_text(src, py, results):
    parts = ['# program', src, '# python3: exit %s' % py.rc, py.out.decode('utf-8', 'replace')]
    for m, r in results.items():
        parts.append('# kiln %s: %s%s' % (m, r.describe(), '' if r.key() != py.key() else ' (same as python3)'))
        parts.append(r.out.decode('utf-8', 'replace'))
        if r.err:
            parts.append('# kiln %s stderr:' % m)
            parts.append(r.err.decode('utf-8', 'replace')[-3000:])
    return '\n'.join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--kiln', default='build/kiln')
    ap.add_argument('--count', type=int, default=100)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('--keep', default='/tmp/kiln-diff')
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    ap.add_argument('--timeout', type=float, default=10.0)
    ap.add_argument('--modes', default='no-jit,default,jit1')
    ap.add_argument('--no-minimise', action='store_true')
    ap.add_argument('--minimise-seconds', type=float, default=120.0)
    ap.add_argument('--show', type=int, default=None, help='print program SHOW of the seed and exit')
    ap.add_argument('--start', type=int, default=0, help='index of the first program')
    ap.add_argument('--features', default=','.join(FEATURES),
                    help='program kinds, comma-separated: base (the original mix), classes (class '
                         'hierarchies used in hot loops), strings (strings built in loops), mixed, generators, '
                         'late, caught (see the module docstring); default '
                         'all: a fifth strings, the rest half base, half classes')
    args = ap.parse_args()
    features = tuple(f for f in args.features.split(',') if f)
    for f in features:
        if f not in FEATURES:
            ap.error('unknown feature %r (features: %s)' % (f, ', '.join(FEATURES)))
    if not features:
        ap.error('--features is empty')

    if args.show is not None:
        sys.stdout.write(generate(args.seed, args.show, features))
        return 0
    modes = [m for m in args.modes.split(',') if m]
    for m in modes:
        if m not in MODES:
            ap.error('unknown mode %r (modes: %s)' % (m, ', '.join(MODES)))
    kiln = os.path.abspath(args.kiln)
    if not os.access(kiln, os.X_OK):
        ap.error('no kiln binary at %s' % kiln)
    os.makedirs(args.keep, exist_ok=True)
    workdir = tempfile.mkdtemp(prefix='kiln-diff-work-')
    atexit.register(shutil.rmtree, workdir, True)  # also after Ctrl-C
    runner = Runner(kiln, modes, args.timeout, workdir)

    counts = {'ok': 0, 'mismatch': 0, 'refused': 0, 'invalid': 0, 'slow': 0}
    mismatches = []

    def job(index):
        src = generate(args.seed, index, features)
        status, py, results, bad = runner.classify(src)
        return index, src, status, py, results, bad

    indices = range(args.start, args.start + args.count)
    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        for index, src, status, py, results, bad in ex.map(job, indices):
            counts[status] += 1
            if status == 'mismatch':
                mismatches.append((index, src, py, results, bad))
            elif status == 'refused':
                m = next(m for m, r in results.items() if REFUSED_RE.search(r.err.decode('utf-8', 'replace')))
                last = [l for l in results[m].err.decode('utf-8', 'replace').split('\n') if l.strip()]
                print('refused: program %d: %s' % (index, last[-1][:160] if last else '?'), file=sys.stderr)
            elif status == 'slow':
                print('slow (over %gs, same output): program %d' % (args.timeout, index), file=sys.stderr)
            elif status == 'invalid':
                print('invalid (CPython %s): program %d' % (py.describe(), index), file=sys.stderr)

    for index, src, py, results, bad in mismatches:
        base = os.path.join(args.keep, 'seed%d_%d' % (args.seed, index))
        small = src
        if not args.no_minimise:
            # candidates that hang are not worth the full timeout unless hanging is the bug
            hangs = any(results[m].rc == 'timeout' for m in bad)
            mrunner = Runner(kiln, modes, args.timeout if hangs else min(args.timeout, 5.0), workdir)
            mrunner.py_cache = runner.py_cache
            mrunner.retry_timeouts = False
            small = minimise(mrunner, src, bad, time.time() + args.minimise_seconds)
        with open(base + '.orig.py', 'w') as f:
            f.write(src)
        with open(base + '.py', 'w') as f:
            f.write(small)
        status, spy, sres, sbad = runner.classify(small)
        if status != 'mismatch':   # flaky: keep what the full program showed
            spy, sres, sbad = py, results, bad
        with open(base + '.txt', 'w') as f:
            f.write(report_text(small, spy, sres))
        details = '; '.join('%s: %s, %s' % (m, sres[m].describe(), first_diff(spy.out, sres[m].out))
                            for m in sbad if m in sres)
        print('MISMATCH %s.py [%s] %s' % (base, ','.join(sbad), details))
        sys.stdout.flush()

    if counts['slow']:
        print('(%d programs took kiln over %gs in some mode but printed the right output)' % (counts['slow'], args.timeout))
    if counts['invalid']:
        print('(%d generated programs failed under CPython itself and were skipped)' % counts['invalid'])
    print('differential: %d programs, %d mismatches, %d refused'
          % (args.count, counts['mismatch'], counts['refused']))
    return 1 if counts['mismatch'] else 0


if __name__ == '__main__':
    sys.exit(main())
