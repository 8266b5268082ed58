#!/usr/bin/env python3
"""Benchmark harness: run the kernels in bench/kernels under several runtimes.

Usage:
    python3 bench/run.py [--kiln PATH] [--runs N] [--filter NAME[,NAME...]]
                         [--also pypy3,luajit,lua,c] [--markdown] [--json FILE]

Every kernel is run under each runtime; the runs are interleaved per kernel
(round 1: python3, kiln --no-jit, kiln; round 2: ...) so machine noise hits
all runtimes alike.  The best wall-clock time of N runs is reported.  Outputs
are compared with the python3 output; a mismatch is flagged loudly and the
script exits non-zero.

Plain Python 3 standard library only.
"""

import argparse
import math
import os
import shutil
import subprocess
import sys
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
REPO_DIR = os.path.dirname(BENCH_DIR)
KERNEL_DIR = os.path.join(BENCH_DIR, "kernels")
OUT_DIR = os.path.join(BENCH_DIR, "out")  # scratch: compiled C binaries etc.


# ---------------------------------------------------------------------------
# Runtime table.
#
# Each entry describes one column of the result table:
#   key       short identifier used by --also
#   label     column header
#   src_dir   directory holding this runtime's version of the kernels
#   ext       source file extension in src_dir
#   find      function(args) -> executable path or None (None = not installed)
#   argv      function(exe, src, args) -> command line to time
#   build     optional function(exe, src, args) -> path of a built artefact
#             (done once per kernel, not timed); argv then receives it as src
#   default   run without being named in --also
#
# To add a runtime, add an entry here (and its kernel sources if it is not
# Python).  The reference runtime (ratios are relative to it) is REFERENCE.
# ---------------------------------------------------------------------------

REFERENCE = "python3"


def _which(name):
    return shutil.which(name)


def _find_python3(args):
    """Resolve the real python3 binary.

    Version-manager shims (pyenv, asdf) are shell scripts that add ~0.1 s to
    every start, so ask the interpreter for its own sys.executable once.
    """
    exe = args.python or _which("python3")
    if not exe:
        return sys.executable or None
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
    found = _which(exe) if os.sep not in exe else None
    return found


def _find_first(*names):
    def find(args):
        for name in names:
            path = _which(name)
            if path:
                return path
        return None
    return find


def _build_c(exe, src, args):
    """Compile a C kernel with `gcc -O2` into bench/out/c/ (not timed)."""
    out_dir = os.path.join(OUT_DIR, "c")
    os.makedirs(out_dir, exist_ok=True)
    binary = os.path.join(out_dir, os.path.splitext(os.path.basename(src))[0])
    cmd = [exe, "-O2", "-o", binary, src, "-lm"]
    res = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True)
    if res.returncode != 0:
        raise RuntimeError("gcc failed:\n" + res.stdout)
    return binary


def _kiln_argv(extra):
    def argv(exe, src, args):
        return [exe] + extra + list(args.kiln_arg) + [src]
    return argv


RUNTIMES = [
    {
        "key": "python3", "label": "python3",
        "src_dir": KERNEL_DIR, "ext": ".py",
        "find": _find_python3,
        "argv": lambda exe, src, args: [exe, src],
        "default": True,
    },
    {
        "key": "kiln", "label": "kiln",
        "src_dir": KERNEL_DIR, "ext": ".py",
        "find": _find_kiln,
        "argv": _kiln_argv([]),
        "default": True,
    },
    {
        "key": "kiln-nojit", "label": "kiln --no-jit",
        "src_dir": KERNEL_DIR, "ext": ".py",
        "find": _find_kiln,
        "argv": _kiln_argv(["--no-jit"]),
        "default": True,
    },
    {
        "key": "pypy3", "label": "pypy3",
        "src_dir": KERNEL_DIR, "ext": ".py",
        "find": _find_first("pypy3"),
        "argv": lambda exe, src, args: [exe, src],
        "default": False,
    },
    {
        "key": "luajit", "label": "luajit",
        "src_dir": os.path.join(BENCH_DIR, "lua"), "ext": ".lua",
        "find": _find_first("luajit"),
        "argv": lambda exe, src, args: [exe, src],
        "default": False,
    },
    {
        "key": "lua", "label": "lua",
        "src_dir": os.path.join(BENCH_DIR, "lua"), "ext": ".lua",
        "find": _find_first("lua5.4", "lua"),
        "argv": lambda exe, src, args: [exe, src],
        "default": False,
    },
    {
        "key": "c", "label": "C gcc -O2",
        "src_dir": os.path.join(BENCH_DIR, "c"), "ext": ".c",
        "find": _find_first("gcc", "cc"),
        "build": _build_c,
        "argv": lambda exe, src, args: [src],
        "default": False,
    },
]


# ---------------------------------------------------------------------------
# Running
# ---------------------------------------------------------------------------

class Result(object):
    """Outcome of one (kernel, runtime) cell."""

    def __init__(self):
        self.times = []
        self.output = None      # stdout of the first successful run
        self.error = None       # short error text; cell failed
        self.missing = False    # runtime has no source for this kernel
        self.mismatch = False   # output differs from the reference
        self.unstable = False   # output differed between runs

    @property
    def best(self):
        return min(self.times) if self.times else None


def log(msg):
    sys.stderr.write(msg + "\n")
    sys.stderr.flush()


def run_once(argv, timeout):
    """Run argv, return (seconds, returncode, stdout, stderr)."""
    start = time.perf_counter()
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, stdin=subprocess.DEVNULL,
                              timeout=timeout)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, None, b"", b"timeout"
    except OSError as e:
        return 0.0, None, b"", str(e).encode()
    elapsed = time.perf_counter() - start
    return elapsed, proc.returncode, proc.stdout, proc.stderr


def first_line(data, limit=100):
    text = data.decode("utf-8", "replace").strip()
    line = text.splitlines()[-1] if text else ""
    return line[:limit]


def bench_kernel(name, runtimes, args):
    """Run one kernel under all runtimes, interleaved; return {key: Result}."""
    results = {}
    prepared = {}
    for rt in runtimes:
        res = Result()
        results[rt["key"]] = res
        src = os.path.join(rt["src_dir"], name + rt["ext"])
        if not os.path.isfile(src):
            res.missing = True
            continue
        if "build" in rt:
            try:
                src = rt["build"](rt["exe"], src, args)
            except Exception as e:  # report, don't abort the whole run
                res.error = "build failed"
                log("  %s: %s" % (rt["label"], e))
                continue
        prepared[rt["key"]] = rt["argv"](rt["exe"], src, args)

    for _ in range(args.runs):
        for rt in runtimes:
            key = rt["key"]
            res = results[key]
            if key not in prepared or res.error:
                continue
            elapsed, rc, out, err = run_once(prepared[key], args.timeout)
            if rc != 0:
                if rc is None:
                    res.error = first_line(err) or "could not run"
                else:
                    res.error = "exit %d: %s" % (rc, first_line(err))
                log("  %-14s FAILED (%s)" % (rt["label"], res.error))
                continue
            if res.output is None:
                res.output = out
            elif out != res.output:
                res.unstable = True
            res.times.append(elapsed)

    ref = results.get(REFERENCE)
    ref_out = ref.output if ref is not None else None
    for rt in runtimes:
        res = results[rt["key"]]
        if rt["key"] == REFERENCE or res.output is None or ref_out is None:
            continue
        if normalise(res.output) != normalise(ref_out):
            res.mismatch = True
    return results


def normalise(out):
    # Compare text, ignoring trailing whitespace and \r\n vs \n.
    text = out.decode("utf-8", "replace").replace("\r\n", "\n")
    return "\n".join(line.rstrip() for line in text.rstrip().split("\n"))


# ---------------------------------------------------------------------------
# Reporting
# ---------------------------------------------------------------------------

def geomean(values):
    values = [v for v in values if v is not None and v > 0]
    if not values:
        return None
    return math.exp(sum(math.log(v) for v in values) / len(values))


def fmt_time(res):
    if res.missing:
        return "-"
    if res.error:
        return "FAIL"
    if res.best is None:
        return "-"
    s = "%.3f" % res.best
    if res.mismatch:
        s += " !MISMATCH"
    elif res.unstable:
        s += " ?unstable"
    return s


def ratio(res, ref):
    """Ratio of res to the reference, or None if not comparable."""
    if (res.best is None or ref is None or ref.best is None or ref.best <= 0
            or res.error or res.mismatch or ref.error):
        return None
    return res.best / ref.best


def build_table(kernels, runtimes, all_results):
    """Return (header, rows) as lists of strings; last row is the geomean."""
    others = [rt for rt in runtimes if rt["key"] != REFERENCE]
    have_ref = any(rt["key"] == REFERENCE for rt in runtimes)
    header = ["kernel"]
    if have_ref:
        header.append("%s s" % REFERENCE)
    for rt in others:
        header.append("%s s" % rt["label"])
        if have_ref:
            header.append("%s / %s" % (rt["label"], REFERENCE))
    rows = []
    ratios = {rt["key"]: [] for rt in others}
    for name in kernels:
        results = all_results[name]
        ref = results.get(REFERENCE)
        row = [name]
        if have_ref:
            row.append(fmt_time(ref))
        for rt in others:
            res = results[rt["key"]]
            row.append(fmt_time(res))
            if have_ref:
                r = ratio(res, ref)
                ratios[rt["key"]].append(r)
                row.append("%.2f" % r if r is not None else "-")
        rows.append(row)
    if have_ref and others:
        row = ["geomean"]
        row.append("")
        for rt in others:
            row.append("")
            vals = [r for r in ratios[rt["key"]] if r is not None]
            g = geomean(vals)
            cell = "%.2f" % g if g is not None else "-"
            if g is not None and len(vals) < len(kernels):
                cell += " (%d/%d)" % (len(vals), len(kernels))  # partial
            row.append(cell)
        rows.append(row)
    return header, rows


def render_plain(header, rows):
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    lines = []

    def fmt(r):
        cells = [r[0].ljust(widths[0])]
        cells += [c.rjust(w) for c, w in zip(r[1:], widths[1:])]
        return "  ".join(cells).rstrip()
    lines.append(fmt(header))
    lines.append("  ".join("-" * w for w in widths))
    for i, r in enumerate(rows):
        if r[0] == "geomean" and i == len(rows) - 1:
            lines.append("  ".join("-" * w for w in widths))
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

def list_kernels(filters):
    names = sorted(os.path.splitext(f)[0] for f in os.listdir(KERNEL_DIR)
                   if f.endswith(".py") and not f.startswith("_"))
    if filters:
        names = [n for n in names if any(f in n for f in filters)]
    return names


def parse_args(argv):
    p = argparse.ArgumentParser(
        description="Run bench/kernels under kiln and other runtimes.")
    p.add_argument("--kiln", default=os.path.join(REPO_DIR, "build", "kiln"),
                   help="path to the kiln binary (default: build/kiln)")
    p.add_argument("--kiln-arg", action="append", default=[], metavar="ARG",
                   help="extra argument passed to kiln (repeatable)")
    p.add_argument("--python", default=None,
                   help="python3 to compare against (default: python3 on PATH)")
    p.add_argument("--runs", type=int, default=3,
                   help="runs per kernel and runtime; best is kept (default 3)")
    p.add_argument("--filter", action="append", default=[], metavar="NAME",
                   help="only kernels whose name contains NAME "
                        "(repeatable or comma-separated)")
    p.add_argument("--also", default="",
                   help="comma-separated extra runtimes: %s" % ", ".join(
                       rt["key"] for rt in RUNTIMES if not rt["default"]))
    p.add_argument("--only", default="",
                   help="comma-separated runtimes to run instead of the "
                        "defaults (python3 is always included)")
    p.add_argument("--timeout", type=float, default=300.0,
                   help="seconds before a single run is killed (default 300)")
    p.add_argument("--markdown", action="store_true",
                   help="also print the table as Markdown")
    p.add_argument("--json", metavar="FILE",
                   help="write raw results (all run times) as JSON to FILE")
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
                k, ", ".join(sorted(known))))
    if only:
        wanted = set(only) | {REFERENCE}
    else:
        wanted = {rt["key"] for rt in RUNTIMES if rt["default"]} | set(also)
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


def main(argv=None):
    args, parser = parse_args(sys.argv[1:] if argv is None else argv)
    runtimes = select_runtimes(args, parser)
    if not runtimes:
        log("error: no runtime available")
        return 2
    kernels = list_kernels(args.filter)
    if not kernels:
        log("error: no kernel matches %s" % ",".join(args.filter))
        return 2
    log("runtimes: " + ", ".join("%s (%s)" % (rt["label"], rt["exe"])
                                 for rt in runtimes))
    log("best of %d run(s), interleaved per kernel" % args.runs)

    all_results = {}
    problems = []
    for name in kernels:
        log("%s ..." % name)
        results = bench_kernel(name, runtimes, args)
        all_results[name] = results
        for rt in runtimes:
            res = results[rt["key"]]
            if res.times and not res.error:
                log("  %-14s %.3f s" % (rt["label"], res.best))
            if res.error:
                problems.append("%s: %s failed: %s" % (name, rt["label"], res.error))
            if res.mismatch:
                ref = results[REFERENCE].output
                problems.append(
                    "%s: %s OUTPUT MISMATCH\n      expected: %s\n      got:      %s"
                    % (name, rt["label"], first_line(ref, 200),
                       first_line(res.output, 200)))
            if res.unstable:
                problems.append("%s: %s output differs between runs"
                                % (name, rt["label"]))

    header, rows = build_table(kernels, runtimes, all_results)
    print(render_plain(header, rows))
    if problems:
        print("")
        print("!" * 72)
        print("!!! %d PROBLEM(S):" % len(problems))
        for p in problems:
            print("!!!   " + p)
        print("!" * 72)
    if args.markdown:
        print("")
        print(render_markdown(header, rows))
    if args.json:
        import json
        data = {
            "runs": args.runs,
            "runtimes": {rt["key"]: {"label": rt["label"], "exe": rt["exe"]}
                         for rt in runtimes},
            "kernels": {
                name: {key: {"times": r.times, "best": r.best, "error": r.error,
                             "missing": r.missing, "mismatch": r.mismatch,
                             "output": (r.output.decode("utf-8", "replace")
                                        if r.output is not None else None)}
                       for key, r in res.items()}
                for name, res in all_results.items()},
        }
        with open(args.json, "w") as f:
            json.dump(data, f, indent=2, sort_keys=True)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
