#!/usr/bin/env python3
"""Run the kernels in bench/kernels under kiln and other runtimes.

Every kernel exists as NAME.py (run by python3, kiln --no-jit, kiln,
kiln with its JIT cache filled beforehand, and pypy3), NAME.lua (luajit, lua5.4) and NAME.c (compiled with gcc -O2 into a
temporary directory).  All versions print the same checksum line; a runtime
whose output differs from python3's is flagged loudly and the script exits 1.

Two measurements:

  whole process   wall-clock time of one run of the program, start-up and
                  (for kiln and pypy3) JIT compilation included; best of
                  --runs, interleaved per kernel so noise hits all alike.
  steady state    (--steady) the time of the kernel's work once warmed up:
                  each source has one line marked `bench:rounds`; the
                  harness makes a copy with the rounds multiplied by K and
                  takes (T(K x rounds) - T(rounds)) / (K - 1), which cancels
                  start-up, compilation and warm-up.  K is chosen per runtime
                  so the extra work takes at least --steady-min seconds.

Plain Python 3 standard library only.  See bench/README.md.
"""

import argparse
import fcntl
import math
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(BENCH_DIR)
KERNEL_DIR = os.path.join(BENCH_DIR, "kernels")

CHECK = "python3"          # the runtime whose output every other must match
DEBIAN_PYTHON = "/usr/bin/python3"

# Goal thresholds from the JIT issue (numeric kernels).
GOAL_SPEEDUP = 10.0        # kiln --no-jit time / kiln time  >= this
GOAL_VS_PYPY = 1.0         # kiln time / pypy3 time          <  this
GOAL_VS_C = 2.0            # kiln steady / C steady          <= this


# ---------------------------------------------------------------------------
# Runtimes: one entry per column.
#   key      identifier used by --only/--also/--baseline
#   label    column header
#   ext      kernel source extension in bench/kernels
#   find     function(args) -> executable path, or None if not installed
#   argv     function(exe, prog, args) -> command line to time
#   build    optional function(exe, src, workdir) -> program (not timed)
#   default  measured without --also
# ---------------------------------------------------------------------------

def _which(name):
    return shutil.which(name)


def _find_python3(args):
    """Debian's CPython by default; resolve version-manager shims otherwise.

    Shims (pyenv, asdf) are scripts that add ~0.1 s to every start, so ask
    the interpreter for its own sys.executable.
    """
    exe = args.python
    if exe is None:
        if os.access(DEBIAN_PYTHON, os.X_OK):
            return DEBIAN_PYTHON
        exe = _which("python3")
    if not exe:
        return None
    try:
        out = subprocess.run(
            [exe, "-c", "import sys; print(sys.executable)"],
            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL,
            universal_newlines=True, timeout=60)
        real = out.stdout.strip()
        if out.returncode == 0 and real and os.path.isfile(real):
            return real
    except (OSError, subprocess.SubprocessError):
        pass
    return exe


def _find_kiln(args):
    exe = args.kiln
    if os.path.isfile(exe) and os.access(exe, os.X_OK):
        return os.path.abspath(exe)
    return _which(exe) if os.sep not in exe else None


def _find_first(*names):
    def find(args):
        for name in names:
            path = _which(name)
            if path:
                return path
        return None
    return find


def _build_c(exe, src, workdir):
    """Compile a C kernel with `gcc -O2` into workdir (not timed)."""
    binary = os.path.join(workdir, os.path.splitext(os.path.basename(src))[0])
    cmd = [exe, "-O2", "-o", binary, src, "-lm"]
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    if res.returncode != 0:
        raise RuntimeError("%s failed:\n%s" % (" ".join(cmd), res.stdout))
    return binary


def _kiln_argv(extra):
    def argv(exe, prog, args):
        return [exe] + extra + list(args.kiln_arg) + [prog]
    return argv


# kiln keeps compiled traces in an on-disk cache (docs/jit.md).  The `kiln`
# column is a first run: its cache directory is emptied before every run, so
# each pays its compiles.  The `kiln-cached` column is a later run: its
# directory was filled by untimed runs of the same program (see
# _fill_warm_cache).  Both live in
# the bench's temporary directory, never in the user's ~/.cache.
CACHE_DIRS = {}
KILN_ARGS = []  # --kiln-arg, for the untimed run too


def _cache_arg(which):
    return lambda: ["--jit-cache=" + CACHE_DIRS[which]]


def _kiln_cache_argv(which):
    def argv(exe, prog, args):
        return [exe] + _cache_arg(which)() + list(args.kiln_arg) + [prog]
    return argv


def _empty_cold_cache():
    shutil.rmtree(CACHE_DIRS["cold"], ignore_errors=True)


def wait_for_finishers():
    """A kiln run that ends while GCC compiles leaves a detached process
    that finishes the compile for the cache (docs/jit.md); it holds a
    shared lock on finishing.lock.  Waiting for it between runs keeps it
    off the next timed run's CPU (not timed: it is after the process)."""
    for d in CACHE_DIRS.values():
        path = os.path.join(d, "finishing.lock")
        if not os.path.exists(path):
            continue
        with open(path) as f:
            fcntl.flock(f, fcntl.LOCK_EX)
            fcntl.flock(f, fcntl.LOCK_UN)


def _fill_warm_cache(exe, src, workdir):
    """Run the program until its traces are cached (not timed): up to
    three runs, as long as one adds entries.  A run can record a trace
    the one before did not reach (fannkuch's second side trace), or end
    while one is compiled, which a detached process then stores."""
    def entries():
        d = CACHE_DIRS["warm"]
        return len(os.listdir(d)) if os.path.isdir(d) else 0
    for _ in range(3):
        had = entries()
        subprocess.run([exe] + _cache_arg("warm")() + KILN_ARGS + [src], stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL)
        wait_for_finishers()
        if entries() == had:
            break
    return src


def _plain_argv(exe, prog, args):
    return [exe, prog]


RUNTIMES = [
    {"key": "python3", "label": "python3", "ext": ".py",
     "find": _find_python3, "argv": _plain_argv, "default": True},
    {"key": "kiln-nojit", "label": "kiln --no-jit", "ext": ".py",
     "find": _find_kiln, "argv": _kiln_argv(["--no-jit"]), "default": True},
    {"key": "kiln", "label": "kiln", "ext": ".py",
     "find": _find_kiln, "argv": _kiln_cache_argv("cold"),
     "before": _empty_cold_cache, "default": True},
    {"key": "kiln-cached", "label": "kiln (cached)", "ext": ".py",
     "find": _find_kiln, "argv": _kiln_cache_argv("warm"),
     "build": _fill_warm_cache, "default": True},
    {"key": "pypy3", "label": "pypy3", "ext": ".py",
     "find": _find_first("pypy3"), "argv": _plain_argv, "default": True},
    {"key": "luajit", "label": "luajit", "ext": ".lua",
     "find": _find_first("luajit"), "argv": _plain_argv, "default": True},
    {"key": "lua", "label": "lua5.4", "ext": ".lua",
     "find": _find_first("lua5.4"), "argv": _plain_argv, "default": False},
    {"key": "c", "label": "C -O2", "ext": ".c",
     "find": _find_first("gcc", "cc"), "build": _build_c,
     "argv": lambda exe, prog, args: [prog], "default": True},
]


# ---------------------------------------------------------------------------
# Kernels
# ---------------------------------------------------------------------------

ROUNDS_MARK = "bench:rounds"
ROUNDS_RE = re.compile(r"(\brounds\s*=\s*)(\d+)")


class Kernel(object):
    def __init__(self, name):
        self.name = name
        path = os.path.join(KERNEL_DIR, name + ".py")
        with open(path) as f:
            head = f.read(400)
        # `# bench: numeric` in the first lines: the JIT goals apply.
        self.numeric = "bench: numeric" in head

    def source(self, ext):
        path = os.path.join(KERNEL_DIR, self.name + ext)
        return path if os.path.isfile(path) else None


def scaled_source(src, factor, workdir):
    """Copy src into workdir/xFACTOR/ with its rounds multiplied by factor.

    Returns the new path, or None if src has no (single) `bench:rounds` line.
    """
    with open(src) as f:
        lines = f.read().split("\n")
    marked = [i for i, line in enumerate(lines)
              if ROUNDS_MARK in line and ROUNDS_RE.search(line)]
    if len(marked) != 1:
        return None
    i = marked[0]
    lines[i] = ROUNDS_RE.sub(
        lambda m: m.group(1) + str(int(m.group(2)) * factor), lines[i], count=1)
    outdir = os.path.join(workdir, "x%d" % factor)
    os.makedirs(outdir, exist_ok=True)
    dst = os.path.join(outdir, os.path.basename(src))
    with open(dst, "w") as f:
        f.write("\n".join(lines))
    return dst


def list_kernels(filters):
    names = sorted(os.path.splitext(f)[0] for f in os.listdir(KERNEL_DIR)
                   if f.endswith(".py") and not f.startswith("_"))
    if filters:
        names = [n for n in names if any(f in n for f in filters)]
    return [Kernel(n) for n in names]


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

class Cell(object):
    """Outcome of one (kernel, runtime, scale) measurement."""

    def __init__(self):
        self.wall = []
        self.cpu = []           # user + sys seconds of the child
        self.output = None      # stdout of the first successful run
        self.error = None       # short error text; the cell failed
        self.missing = False    # no source for this runtime
        self.unstable = False   # output differed between runs
        self.factor = 1         # rounds multiplier of this measurement

    def best(self, use_cpu):
        times = self.cpu if use_cpu else self.wall
        return min(times) if times else None


class Entry(object):
    """Everything measured for one kernel under one runtime."""

    def __init__(self):
        self.base = Cell()
        self.scaled = None      # Cell of the K x rounds run (--steady)
        self.mismatch = False   # base output differs from python3's
        self.prog = None        # program passed to argv (built for C)
        self.src = None

    def steady(self, use_cpu):
        """Seconds of work per base-size run at steady state, or None."""
        if self.scaled is None or self.mismatch or self.base.error:
            return None
        t1 = self.base.best(use_cpu)
        tk = self.scaled.best(use_cpu)
        if t1 is None or tk is None or self.scaled.error:
            return None
        # <= 0 when noise outweighed the extra work: shown as `noise`.
        return (tk - t1) / (self.scaled.factor - 1)


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def run_once(argv, timeout):
    """Run argv; return (wall s, cpu s, returncode, stdout, stderr)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                              timeout=timeout)
        rc, out, err = proc.returncode, proc.stdout, proc.stderr
    except subprocess.TimeoutExpired:
        rc, out, err = None, b"", b"timeout after %gs" % timeout
    except OSError as e:
        rc, out, err = None, b"", str(e).encode()
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = ((after.ru_utime - before.ru_utime)
           + (after.ru_stime - before.ru_stime))
    return wall, cpu, rc, out, err


def last_line(data, limit=120):
    text = data.decode("utf-8", "replace").strip()
    line = text.splitlines()[-1] if text else ""
    return line[:limit]


def normalise(out):
    # Compare text, ignoring trailing whitespace and \r\n vs \n.
    text = out.decode("utf-8", "replace").replace("\r\n", "\n")
    return "\n".join(line.rstrip() for line in text.rstrip().split("\n"))


def measure(jobs, runs, timeout):
    """jobs: list of (label, argv, Cell, before).  Run them round-robin
    runs times; before (or None) is called before each run."""
    for _ in range(runs):
        for label, argv, cell, before in jobs:
            if cell.error:
                continue
            if before:
                before()
            wall, cpu, rc, out, err = run_once(argv, timeout)
            wait_for_finishers()
            if rc != 0:
                if rc is None:
                    cell.error = last_line(err) or "could not run"
                else:
                    cell.error = "exit %d: %s" % (rc, last_line(err))
                log("  %-14s FAILED (%s)" % (label, cell.error))
                continue
            if cell.output is None:
                cell.output = out
            elif out != cell.output:
                cell.unstable = True
            cell.wall.append(wall)
            cell.cpu.append(cpu)


def prepare(rt, src, workdir):
    """Return the program to run for src under rt (compiling C)."""
    if "build" in rt:
        return rt["build"](rt["exe"], src, workdir)
    return src


def bench_kernel(kernel, runtimes, args, workdir):
    """Measure one kernel under all runtimes; return {key: Entry}."""
    entries = {}
    jobs = []
    for rt in runtimes:
        e = Entry()
        entries[rt["key"]] = e
        e.src = kernel.source(rt["ext"])
        if e.src is None:
            e.base.missing = True
            continue
        try:
            e.prog = prepare(rt, e.src, workdir)
        except Exception as ex:  # report, don't abort the whole run
            e.base.error = "build failed"
            log("  %s: %s" % (rt["label"], ex))
            continue
        jobs.append((rt["label"], rt["argv"](rt["exe"], e.prog, args), e.base,
                     rt.get("before")))
    measure(jobs, args.runs, args.timeout)

    ref = entries.get(CHECK)
    ref_out = ref.base.output if ref is not None else None
    for rt in runtimes:
        e = entries[rt["key"]]
        if rt["key"] != CHECK and e.base.output is not None \
                and ref_out is not None \
                and normalise(e.base.output) != normalise(ref_out):
            e.mismatch = True

    if args.steady:
        bench_steady(kernel, runtimes, entries, args, workdir)
    return entries


def bench_steady(kernel, runtimes, entries, args, workdir):
    """Run the K x rounds copies; K per runtime from its base time."""
    jobs = []
    for rt in runtimes:
        e = entries[rt["key"]]
        t1 = e.base.best(args.cpu)
        if t1 is None or e.base.error or e.mismatch:
            continue
        factor = max(2, int(math.ceil(args.steady_min / max(t1, 1e-3))) + 1)
        factor = min(factor, 100000)
        cell = Cell()
        cell.factor = factor
        e.scaled = cell
        src = scaled_source(e.src, factor, workdir)
        if src is None:
            cell.error = "no single `%s` line in %s" % (
                ROUNDS_MARK, os.path.basename(e.src))
            log("  %-14s steady state: %s" % (rt["label"], cell.error))
            continue
        try:
            prog = prepare(rt, src, os.path.dirname(src))
        except Exception as ex:
            cell.error = "build failed"
            log("  %s: %s" % (rt["label"], ex))
            continue
        jobs.append((rt["label"] + " x%d" % factor,
                     rt["argv"](rt["exe"], prog, args), cell, rt.get("before")))
    measure(jobs, args.runs, args.timeout)
    # Runtimes that ran the same factor must agree with each other.
    by_factor = {}
    for rt in runtimes:
        e = entries[rt["key"]]
        if e.scaled is not None and e.scaled.output is not None:
            by_factor.setdefault(e.scaled.factor, []).append((rt, e))
    for group in by_factor.values():
        first = normalise(group[0][1].scaled.output)
        for rt, e in group[1:]:
            if normalise(e.scaled.output) != first:
                e.scaled.error = "x%d output differs from %s's" % (
                    e.scaled.factor, group[0][0]["label"])


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------

def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def fmt_secs(t):
    if t is None:
        return "-"
    if t < 0.1:
        return "%.4f" % t
    return "%.3f" % t


def fmt_ratio(r):
    if r is None:
        return "-"
    if r >= 100:
        return "%.0f" % r
    if r >= 10:
        return "%.1f" % r
    return "%.2f" % r


def cell_text(entry, use_cpu, steady=False):
    if entry is None:
        return "-"
    if entry.base.missing:
        return "-"
    if entry.base.error:
        return "FAIL"
    if steady:
        if entry.scaled is not None and entry.scaled.error:
            return "FAIL"
        st = entry.steady(use_cpu)
        s = "noise" if st is not None and st <= 0 else fmt_secs(st)
    else:
        s = fmt_secs(entry.base.best(use_cpu))
    if entry.mismatch:
        s += " !MISMATCH"
    elif entry.base.unstable or (steady and entry.scaled is not None
                                 and entry.scaled.unstable):
        s += " ?unstable"
    return s


def value(entry, use_cpu, steady=False):
    """A comparable time, or None if this entry has no valid figure."""
    if entry is None or entry.base.missing or entry.base.error \
            or entry.mismatch:
        return None
    t = entry.steady(use_cpu) if steady else entry.base.best(use_cpu)
    return t if t is not None and t > 0 else None


def div(a, b):
    if a is None or b is None or b <= 0:
        return None
    return a / b


def with_geomean(rows, cols, kernels, first="geomean"):
    """Append a geomean row over the numeric columns cols of rows."""
    row = [first]
    for c in range(1, len(rows[0]) if rows else 1):
        if c not in cols:
            row.append("")
            continue
        vals = cols[c]
        valid = [v for v in vals if v is not None and v > 0]
        g = geomean(valid)
        text = fmt_ratio(g)
        if g is not None and len(valid) < len(vals):
            text += " (%d/%d)" % (len(valid), len(vals))
        row.append(text)
    return rows + [row]


def table_times(kernels, runtimes, results, use_cpu, steady):
    header = ["kernel"] + [rt["label"] for rt in runtimes]
    rows = []
    for k in kernels:
        row = [k.name]
        for rt in runtimes:
            row.append(cell_text(results[k.name][rt["key"]], use_cpu, steady))
        rows.append(row)
    return header, rows


def table_ratios(kernels, runtimes, results, baseline, use_cpu, steady):
    """Each runtime's time / the baseline's time; geomean per column."""
    others = [rt for rt in runtimes if rt["key"] != baseline["key"]]
    header = ["kernel"] + ["%s / %s" % (rt["label"], baseline["label"])
                           for rt in others]
    rows = []
    cols = {}
    for k in kernels:
        res = results[k.name]
        base = value(res.get(baseline["key"]), use_cpu, steady)
        row = [k.name]
        for c, rt in enumerate(others, 1):
            r = div(value(res[rt["key"]], use_cpu, steady), base)
            cols.setdefault(c, []).append(r)
            row.append(fmt_ratio(r))
        rows.append(row)
    return header, with_geomean(rows, cols, kernels)


def goal_mark(r, ok):
    if r is None:
        return "-"
    return fmt_ratio(r) + (" ok" if ok(r) else " MISS")


def table_goals(kernels, keys, results, use_cpu, steady):
    """The JIT issue's goals, on the numeric kernels."""
    specs = [
        ("speed-up no-jit/JIT (>= %g)" % GOAL_SPEEDUP,
         "kiln-nojit", "kiln", False, lambda r: r >= GOAL_SPEEDUP),
        ("JIT / pypy3 (< %g)" % GOAL_VS_PYPY,
         "kiln", "pypy3", False, lambda r: r < GOAL_VS_PYPY),
        ("JIT / C", "kiln", "c", False, None),
    ]
    if steady:
        specs += [
            ("steady no-jit/JIT", "kiln-nojit", "kiln", True, None),
            ("steady JIT / C (<= %g)" % GOAL_VS_C,
             "kiln", "c", True, lambda r: r <= GOAL_VS_C),
        ]
    specs = [s for s in specs if s[1] in keys and s[2] in keys]
    if not specs:
        return None, None
    header = ["kernel"] + [s[0] for s in specs]
    rows = []
    cols = {}
    for k in kernels:
        if not k.numeric:
            continue
        res = results[k.name]
        row = [k.name]
        for c, (_, a, b, st, ok) in enumerate(specs, 1):
            r = div(value(res[a], use_cpu, st), value(res[b], use_cpu, st))
            cols.setdefault(c, []).append(r)
            row.append(goal_mark(r, ok) if ok else fmt_ratio(r))
        rows.append(row)
    if not rows:
        return None, None
    return header, with_geomean(rows, cols, kernels)


def render_plain(header, rows):
    widths = [max(len(r[i]) for r in [header] + rows)
              for i in range(len(header))]

    def fmt(r):
        cells = [r[0].ljust(widths[0])]
        cells += [c.rjust(w) for c, w in zip(r[1:], widths[1:])]
        return "  ".join(cells).rstrip()
    rule = "  ".join("-" * w for w in widths)
    lines = [fmt(header), rule]
    for r in rows:
        if r[0] == "geomean":
            lines.append(rule)
        lines.append(fmt(r))
    return "\n".join(lines)


def render_markdown(header, rows):
    lines = ["| " + " | ".join(header) + " |",
             "|" + "|".join(["---"] + ["---:"] * (len(header) - 1)) + "|"]
    for r in rows:
        cells = list(r)
        if cells[0] == "geomean":
            cells = ["**%s**" % c if c else c for c in cells]
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines)


# ---------------------------------------------------------------------------

def parse_args(argv):
    keys = [rt["key"] for rt in RUNTIMES]
    p = argparse.ArgumentParser(
        description="Run bench/kernels under kiln --no-jit, kiln, python3, "
                    "pypy3, luajit and C (gcc -O2); check that all print the "
                    "same output; print times, ratios to a baseline and the "
                    "JIT goal ratios.",
        epilog="Runtimes (keys): %s. Default: all but lua. Missing runtimes "
               "are skipped with a note. Details: bench/README.md." % (
                   ", ".join("%s = %s" % (rt["key"], rt["label"])
                             for rt in RUNTIMES)))
    p.add_argument("--kiln", default=os.path.join(REPO_DIR, "build", "kiln"),
                   help="kiln binary (default: build/kiln)")
    p.add_argument("--kiln-arg", action="append", default=[], metavar="ARG",
                   help="extra argument for kiln, both columns (repeatable)")
    p.add_argument("--python", default=None, metavar="PATH",
                   help="CPython to run (default: %s, else python3 on PATH)"
                        % DEBIAN_PYTHON)
    p.add_argument("--runs", type=int, default=3,
                   help="runs per measurement; the best is kept (default 3)")
    p.add_argument("--filter", action="append", default=[], metavar="NAME",
                   help="only kernels whose name contains NAME "
                        "(repeatable or comma-separated)")
    p.add_argument("--only", default="", metavar="KEYS",
                   help="comma-separated runtimes instead of the defaults "
                        "(python3 is always run: it checks the outputs)")
    p.add_argument("--also", default="", metavar="KEYS",
                   help="comma-separated runtimes added to the defaults")
    p.add_argument("--baseline", default="python3", choices=keys,
                   help="runtime the ratio table divides by (default python3)")
    p.add_argument("--steady", action="store_true",
                   help="also measure steady state: rerun each program with "
                        "K times its rounds, report (T(K) - T(1)) / (K - 1)")
    p.add_argument("--steady-min", type=float, default=1.0, metavar="SECS",
                   help="choose K so the extra work takes at least SECS "
                        "(default 1.0)")
    p.add_argument("--cpu", action="store_true",
                   help="report user+sys CPU seconds instead of wall-clock "
                        "(steadier on a loaded machine)")
    p.add_argument("--timeout", type=float, default=300.0, metavar="SECS",
                   help="kill a single run after SECS (default 300)")
    p.add_argument("--markdown", action="store_true",
                   help="also print the tables as Markdown")
    p.add_argument("--json", metavar="FILE",
                   help="write every run's times and output to FILE")
    args = p.parse_args(argv)
    if args.runs < 1:
        p.error("--runs must be >= 1")
    args.filter = [f for item in args.filter for f in item.split(",") if f]
    return args, p


def select_runtimes(args, parser):
    known = {rt["key"]: rt for rt in RUNTIMES}
    also = [k.strip() for k in args.also.split(",") if k.strip()]
    only = [k.strip() for k in args.only.split(",") if k.strip()]
    for k in also + only:
        if k not in known:
            parser.error("unknown runtime %r (known: %s)" % (
                k, ", ".join(known)))
    if only:
        wanted = set(only) | {CHECK}
    else:
        wanted = {rt["key"] for rt in RUNTIMES if rt["default"]} | set(also)
    wanted.add(args.baseline)
    selected = []
    for rt in RUNTIMES:  # keep table order
        if rt["key"] not in wanted:
            continue
        exe = rt["find"](args)
        if not exe:
            log("note: skipping %s (not installed)" % rt["label"])
            continue
        rt = dict(rt)
        rt["exe"] = exe
        selected.append(rt)
    return selected


def report(title, header, rows, args, out):
    out.append((title, header, rows))
    print("")
    print(title)
    print(render_plain(header, rows))


def main(argv=None):
    args, parser = parse_args(sys.argv[1:] if argv is None else argv)
    runtimes = select_runtimes(args, parser)
    keys = [rt["key"] for rt in runtimes]
    if CHECK not in keys:
        log("error: %s is needed to check the outputs" % CHECK)
        return 2
    baseline = next((rt for rt in runtimes if rt["key"] == args.baseline),
                    None)
    if baseline is None:
        log("error: baseline %s is not available" % args.baseline)
        return 2
    kernels = list_kernels(args.filter)
    if not kernels:
        log("error: no kernel matches %s" % ",".join(args.filter))
        return 2
    log("runtimes: " + ", ".join("%s (%s)" % (rt["label"], rt["exe"])
                                 for rt in runtimes))
    what = "CPU user+sys" if args.cpu else "wall-clock"
    log("best of %d run(s), %s, interleaved per kernel%s" % (
        args.runs, what, ", with steady state" if args.steady else ""))
    load_before = os.getloadavg()[0]

    workdir = tempfile.mkdtemp(prefix="kiln-bench-")
    CACHE_DIRS["cold"] = os.path.join(workdir, "jit-cache-cold")
    CACHE_DIRS["warm"] = os.path.join(workdir, "jit-cache-warm")
    KILN_ARGS[:] = args.kiln_arg
    results = {}
    problems = []
    try:
        for k in kernels:
            log("%s ..." % k.name)
            res = bench_kernel(k, runtimes, args, workdir)
            results[k.name] = res
            for rt in runtimes:
                e = res[rt["key"]]
                t = e.base.best(args.cpu)
                if t is not None and not e.base.error:
                    msg = "  %-14s %s s" % (rt["label"], fmt_secs(t))
                    st = e.steady(args.cpu)
                    if st is not None:
                        msg += "   steady %s (x%d)" % (
                            "%s s" % fmt_secs(st) if st > 0 else "noise",
                            e.scaled.factor)
                    log(msg)
                for cell, tag in ((e.base, ""), (e.scaled, " (steady run)")):
                    if cell is None:
                        continue
                    if cell.error:
                        problems.append("%s: %s%s failed: %s" % (
                            k.name, rt["label"], tag, cell.error))
                    if cell.unstable:
                        problems.append("%s: %s%s output differs between runs"
                                        % (k.name, rt["label"], tag))
                if e.mismatch:
                    problems.append(
                        "%s: %s OUTPUT MISMATCH\n      expected: %s\n"
                        "      got:      %s" % (
                            k.name, rt["label"],
                            last_line(res[CHECK].base.output or b"", 200),
                            last_line(e.base.output or b"", 200)))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    load_after = os.getloadavg()[0]

    tables = []
    unit = "CPU s" if args.cpu else "s"
    print("Whole process, best of %d, %s (load average %.1f -> %.1f)" % (
        args.runs, what, load_before, load_after))
    h, r = table_times(kernels, runtimes, results, args.cpu, False)
    report("Whole-process time (%s)" % unit, h, r, args, tables)
    h, r = table_ratios(kernels, runtimes, results, baseline, args.cpu, False)
    report("Whole process: time / %s time (lower is faster)"
           % baseline["label"], h, r, args, tables)
    if args.steady:
        h, r = table_times(kernels, runtimes, results, args.cpu, True)
        report("Steady state: %s per base-size run, start-up and warm-up "
               "excluded" % unit, h, r, args, tables)
        h, r = table_ratios(kernels, runtimes, results, baseline, args.cpu,
                            True)
        report("Steady state: time / %s time" % baseline["label"],
               h, r, args, tables)
    h, r = table_goals(kernels, keys, results, args.cpu, args.steady)
    if h is not None:
        report("JIT goals (numeric kernels; JIT = kiln, whole process unless "
               "'steady')", h, r, args, tables)

    if problems:
        print("")
        print("!" * 72)
        print("!!! %d PROBLEM(S):" % len(problems))
        for p in problems:
            print("!!!   " + p)
        print("!" * 72)
    if args.markdown:
        for title, header, rows in tables:
            print("")
            print("**%s**" % title)
            print("")
            print(render_markdown(header, rows))
    if args.json:
        import json
        data = {
            "runs": args.runs, "cpu": args.cpu, "steady": args.steady,
            "load_average": [load_before, load_after],
            "runtimes": {rt["key"]: {"label": rt["label"], "exe": rt["exe"]}
                         for rt in runtimes},
            "kernels": {},
        }
        for name, res in results.items():
            data["kernels"][name] = {}
            for key, e in res.items():
                d = {"wall": e.base.wall, "cpu": e.base.cpu,
                     "error": e.base.error, "missing": e.base.missing,
                     "mismatch": e.mismatch,
                     "output": (e.base.output.decode("utf-8", "replace")
                                if e.base.output is not None else None)}
                if e.scaled is not None:
                    d["steady"] = {"factor": e.scaled.factor,
                                   "wall": e.scaled.wall, "cpu": e.scaled.cpu,
                                   "error": e.scaled.error,
                                   "seconds": e.steady(args.cpu)}
                data["kernels"][name][key] = d
        with open(args.json, "w") as f:
            json.dump(data, f, indent=2, sort_keys=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
