#!/usr/bin/env python3
"""Run the kiln script-test corpus.

usage: python3 tests/run_scripts.py KILN_BINARY [--filter SUBSTR] [--jobs N]
                                    [--modes LIST] [--timeout SECS]
                                    [--list-failures FILE]
                                    [--summary-only] [--quiet]

Script tests: every tests/scripts/**/NAME.py with its expected output
NAME.py.out (stdout, exact bytes), optional NAME.py.err ("exit N" and the
expected last non-empty stderr line), optional NAME.py.in (fed as stdin;
otherwise stdin is /dev/null) and optional NAME.py.args (one line of
arguments passed after the script, split as a shell would: sys.argv tests).  Expected files are produced by
tests/regen_expected.py from CPython; never edit them by hand.

A script test passes when stdout is byte-identical to NAME.py.out and
  * with NAME.py.err: the exit status and the last non-empty stderr line
    equal the recorded ones;
  * without it: the exit status is 0.

Unsupported tests: every tests/unsupported/NAME.py whose first line is
"# expect: ALT1|ALT2|...".  It passes when kiln exits with status 1 and the
last non-empty stderr line starts with one of the alternatives.

Every test is run once per mode (each (script, mode) pair counts as one test):
  no-jit   KILN --no-jit FILE
  default  KILN FILE
  jit1     KILN --jit-threshold=1 --jit-sync FILE  (every loop compiled at once, before it runs on)
with cwd = the script's directory, PYTHONHASHSEED=0 in the environment and
KILN_JIT_CACHE set to a temporary directory of the run's own (empty at the
start, removed at the end).
A run that exceeds the timeout (30 s by default) fails.

Output: a header line, then one line per failure as it happens
("FAIL NAME [MODE]: first difference"), then exactly one summary line
"N passed, N failed" as the last line.  --quiet drops the header and the
details (failure lines are just "FAIL NAME [MODE]"); --summary-only prints
only the summary line.  --list-failures FILE also writes the failed
"NAME [MODE]" pairs to FILE.  --modes no-jit,jit1 runs a subset of the modes.
The exit status is 0 iff there were no failures (2 for a usage error).
"""

import argparse
import concurrent.futures
import fcntl
import os
import selectors
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
SCRIPTS_DIR = os.path.join(TESTS_DIR, "scripts")
UNSUPPORTED_DIR = os.path.join(TESTS_DIR, "unsupported")

MODES = [
    ("no-jit", ["--no-jit"]),
    ("default", []),
    ("jit1", ["--jit-threshold=1", "--jit-sync"]),
]

# A run whose stdout grows past this is killed and fails (protects against a
# runaway print loop filling memory).  stderr is not limited: only its tail
# is kept.
STDOUT_LIMIT = 16 * 1024 * 1024
STDERR_KEEP = 256 * 1024

EXCERPT = 70  # characters of an expected/got line shown in a failure line


def last_nonempty_line(data):
    """Last line of `data` (bytes) that is not blank, trailing whitespace
    removed, with the tests' own directory written as <scripts> (so that an
    expected error naming a file holds wherever the checkout is); b"" when
    there is none."""
    for line in reversed(data.split(b"\n")):
        line = line.rstrip()
        if line:
            return line.replace(os.fsencode(SCRIPTS_DIR + os.sep), b"<scripts>/")
    return b""


class Test:
    def __init__(self, name, path, kind):
        self.name = name          # e.g. "strings/slicing.py"
        self.path = path          # absolute path of the .py file
        self.kind = kind          # "script" or "unsupported"
        self.expected_out = None  # bytes
        self.expected_exit = 0
        self.expected_err = None  # bytes (last stderr line) or None
        self.stdin_path = None
        self.args = []            # command-line arguments after the script
        self.expect_prefixes = None  # list of bytes (unsupported tests)
        self.load_error = None    # str: the test is broken, fails in all modes


def discover_scripts():
    tests = []
    if not os.path.isdir(SCRIPTS_DIR):
        return tests
    for root, dirs, files in os.walk(SCRIPTS_DIR):
        dirs.sort()
        for fn in sorted(files):
            if not fn.endswith(".py"):
                continue
            path = os.path.join(root, fn)
            name = os.path.relpath(path, SCRIPTS_DIR).replace(os.sep, "/")
            t = Test(name, path, "script")
            try:
                with open(path + ".out", "rb") as f:
                    t.expected_out = f.read()
            except OSError:
                t.load_error = ("missing %s.out (run tests/regen_expected.py)"
                                % fn)
            if os.path.exists(path + ".err"):
                try:
                    with open(path + ".err", "rb") as f:
                        lines = f.read().split(b"\n")
                    head = lines[0].strip()
                    if not head.startswith(b"exit "):
                        raise ValueError("first line must be 'exit N'")
                    t.expected_exit = int(head[5:])
                    t.expected_err = (lines[1].rstrip()
                                      if len(lines) > 1 else b"")
                except (OSError, ValueError) as e:
                    t.load_error = "bad %s.err: %s" % (fn, e)
            if os.path.exists(path + ".in"):
                t.stdin_path = path + ".in"
            if os.path.exists(path + ".args"):
                try:
                    with open(path + ".args", encoding="utf-8") as f:
                        t.args = shlex.split(f.read())
                except (OSError, ValueError) as e:
                    t.load_error = "bad %s.args: %s" % (fn, e)
            tests.append(t)
    tests.sort(key=lambda t: t.name)
    return tests


def discover_unsupported():
    tests = []
    if not os.path.isdir(UNSUPPORTED_DIR):
        return tests
    for fn in sorted(os.listdir(UNSUPPORTED_DIR)):
        if not fn.endswith(".py"):
            continue
        path = os.path.join(UNSUPPORTED_DIR, fn)
        t = Test("unsupported/" + fn, path, "unsupported")
        try:
            with open(path, "rb") as f:
                first = f.readline().strip()
        except OSError as e:
            first = b""
            t.load_error = "cannot read: %s" % e
        marker = b"# expect:"
        if first.startswith(marker):
            alts = [a.strip() for a in first[len(marker):].split(b"|")]
            t.expect_prefixes = [a for a in alts if a]
        if not t.expect_prefixes and t.load_error is None:
            t.load_error = "first line must be '# expect: ERROR[|ERROR...]'"
        if os.path.exists(path + ".in"):
            t.stdin_path = path + ".in"
        tests.append(t)
    return tests


class RunResult:
    def __init__(self):
        self.stdout = b""
        self.stderr = b""
        self.returncode = None
        self.timed_out = False
        self.stdout_overflow = False
        self.exec_error = None
        self.elapsed = 0.0


def _kill_group(proc):
    try:
        os.killpg(proc.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass
    except OSError:
        try:
            proc.kill()
        except OSError:
            pass


def run_process(argv, cwd, stdin_path, env, timeout):
    res = RunResult()
    start = time.monotonic()
    deadline = start + timeout
    stdin = open(stdin_path if stdin_path else os.devnull, "rb")
    try:
        proc = subprocess.Popen(argv, cwd=cwd, stdin=stdin,
                                stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, env=env,
                                start_new_session=True)
    except OSError as e:
        res.exec_error = str(e)
        return res
    finally:
        stdin.close()

    out = bytearray()
    err = bytearray()
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ, out)
    sel.register(proc.stderr, selectors.EVENT_READ, err)
    try:
        while sel.get_map():
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                res.timed_out = True
                break
            for key, _ in sel.select(remaining):
                data = os.read(key.fd, 65536)
                if not data:
                    sel.unregister(key.fileobj)
                    continue
                buf = key.data
                buf += data
                if buf is err and len(err) > 2 * STDERR_KEEP:
                    del err[:-STDERR_KEEP]
                if buf is out and len(out) > STDOUT_LIMIT:
                    res.stdout_overflow = True
            if res.stdout_overflow:
                break
        if res.timed_out or res.stdout_overflow:
            _kill_group(proc)
            proc.wait()
        else:
            try:
                proc.wait(timeout=max(0.0, deadline - time.monotonic()))
            except subprocess.TimeoutExpired:
                res.timed_out = True
                _kill_group(proc)
                proc.wait()
    finally:
        sel.close()
        proc.stdout.close()
        proc.stderr.close()
    res.stdout = bytes(out)
    res.stderr = bytes(err)
    res.returncode = proc.returncode
    res.elapsed = time.monotonic() - start
    return res


def _show(b, start=0):
    """Printable, truncated repr of one line (bytes or str), from `start`."""
    s = b.decode("utf-8", "replace") if isinstance(b, bytes) else b
    prefix = ""
    if start > 0:
        s = s[start:]
        prefix = "..."
    if len(s) > EXCERPT:
        s = s[:EXCERPT] + "..."
    return prefix + repr(s)


def _diff_column(a, b):
    """Where to start showing two differing lines (str) so that their first
    difference is visible: 0, or a little before the first differing
    character when that lies beyond the excerpt."""
    col = 0
    while col < len(a) and col < len(b) and a[col] == b[col]:
        col += 1
    return col - 20 if col > EXCERPT - 10 else 0


def stdout_diff(expected, got):
    """One-line description of the first difference between two outputs."""
    exp = expected.split(b"\n")  # the last item is the unterminated rest
    out = got.split(b"\n")
    i = 0
    while i < len(exp) and i < len(out) and exp[i] == out[i]:
        i += 1

    def describe(lines, col):
        if i >= len(lines) or (i == len(lines) - 1 and lines[i] == b""):
            return "end of output"
        desc = _show(lines[i].decode("utf-8", "replace"), col)
        if i == len(lines) - 1:
            desc += " (no final newline)"
        return desc

    e_line = (exp[i] if i < len(exp) else b"").decode("utf-8", "replace")
    o_line = (out[i] if i < len(out) else b"").decode("utf-8", "replace")
    col = _diff_column(e_line, o_line)
    e_desc = describe(exp, col)
    o_desc = describe(out, col)
    if e_desc == o_desc:
        return "stdout differs only in the final newline"
    where = "stdout line %d" % (i + 1)
    if col:
        where += " (from column %d)" % (col + 1)
    return "%s: expected %s, got %s" % (where, e_desc, o_desc)


def _status(rc):
    """'exit N', or 'killed by SIGxxx' for a negative return code."""
    if rc is not None and rc < 0:
        try:
            return "killed by %s" % signal.Signals(-rc).name
        except ValueError:
            return "killed by signal %d" % -rc
    return "exit %s" % rc


def check(test, res):
    """Return None when `res` passes `test`, else a one-line reason."""
    if res.exec_error is not None:
        return "cannot run kiln: %s" % res.exec_error
    if res.timed_out:
        return "timeout"
    if res.stdout_overflow:
        return "stdout exceeded %d bytes" % STDOUT_LIMIT
    err_line = last_nonempty_line(res.stderr)
    rc = res.returncode

    if test.kind == "unsupported":
        if rc == 1 and any(err_line.startswith(p)
                           for p in test.expect_prefixes):
            return None
        want = " or ".join(_show(p) for p in test.expect_prefixes)
        return "expected exit 1 with stderr starting %s; got %s, " \
               "stderr %s" % (want, _status(rc), _show(err_line))

    problems = []
    if res.stdout != test.expected_out:
        problems.append(stdout_diff(test.expected_out, res.stdout))
    if test.expected_err is not None:
        if rc != test.expected_exit:
            problems.append("%s (expected exit %d)"
                            % (_status(rc), test.expected_exit))
        if err_line != test.expected_err:
            e = test.expected_err.decode("utf-8", "replace")
            g = err_line.decode("utf-8", "replace")
            col = _diff_column(e, g)
            problems.append("stderr last line: expected %s, got %s" % (
                _show(e, col), _show(g, col)))
    elif rc != 0:
        problems.append("%s (expected exit 0), stderr: %s" % (
            _status(rc), _show(err_line)))
    if not problems:
        return None
    return "; ".join(problems)


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Run the kiln script tests (tests/scripts and "
                    "tests/unsupported) in all execution modes.")
    ap.add_argument("kiln", metavar="KILN_BINARY", help="path to the kiln binary")
    ap.add_argument("--filter", metavar="SUBSTR", action="append",
                    help="only tests whose name (e.g. 'strings/slicing.py', "
                         "'unsupported/class_def.py') contains SUBSTR; "
                         "may be repeated (any match)")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1,
                    metavar="N", help="parallel runs (default: CPU count)")
    ap.add_argument("--modes", metavar="LIST",
                    help="comma-separated subset of modes to run: "
                         + ",".join(m for m, _ in MODES) + " (default: all)")
    ap.add_argument("--timeout", type=float, default=30.0, metavar="SECS",
                    help="timeout per run in seconds (default 30)")
    ap.add_argument("--list-failures", metavar="FILE",
                    help="write the failed tests ('NAME [MODE]', one a line) "
                         "to FILE")
    ap.add_argument("--summary-only", action="store_true",
                    help="print only the summary line")
    ap.add_argument("--quiet", "-q", action="store_true",
                    help="no header; failures as 'FAIL NAME [MODE]' "
                         "without details")
    args = ap.parse_args(argv)

    kiln = args.kiln
    if os.sep in kiln or (os.altsep and os.altsep in kiln):
        kiln = os.path.abspath(kiln)
    else:
        found = shutil.which(kiln)
        kiln = found if found else os.path.abspath(kiln)
    if not (os.path.isfile(kiln) and os.access(kiln, os.X_OK)):
        print("run_scripts.py: %s is not an executable file" % args.kiln,
              file=sys.stderr)
        return 2
    if args.jobs < 1:
        ap.error("--jobs must be at least 1")

    modes = MODES
    if args.modes:
        wanted = [m.strip() for m in args.modes.split(",") if m.strip()]
        known = dict(MODES)
        for m in wanted:
            if m not in known:
                ap.error("unknown mode %r (known: %s)"
                         % (m, ", ".join(known)))
        modes = [(m, f) for m, f in MODES if m in wanted]

    tests = discover_scripts() + discover_unsupported()
    if args.filter:
        tests = [t for t in tests if any(s in t.name for s in args.filter)]

    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    # Compiled traces go to a cache of this run's own, never the user's
    # ~/.cache: it starts empty, so a run exercises both misses and hits.
    cache_dir = tempfile.mkdtemp(prefix="kiln-test-jit-cache-")
    env["KILN_JIT_CACHE"] = cache_dir
    try:
        return run_jobs(args, kiln, tests, modes, env)
    finally:
        # A run that ended while GCC compiled left a detached process that
        # stores that code (docs/jit.md, "Finishing compiles after the
        # exit"); each holds a shared lock on finishing.lock until done.
        lock = os.path.join(cache_dir, "finishing.lock")
        if os.path.exists(lock):
            with open(lock) as f:
                fcntl.flock(f, fcntl.LOCK_EX)
        shutil.rmtree(cache_dir, ignore_errors=True)


def run_jobs(args, kiln, tests, modes, env):

    jobs = [(t, mode, flags) for t in tests for mode, flags in modes]
    n_scripts = sum(1 for t in tests if t.kind == "script")
    if not args.quiet and not args.summary_only:
        print("kiln script tests: %d scripts + %d unsupported, %d modes, "
              "%d runs, %d jobs" % (n_scripts, len(tests) - n_scripts,
                                    len(modes), len(jobs), args.jobs),
              flush=True)

    lock = threading.Lock()
    failures = []
    passed = [0]

    def work(item):
        test, mode, flags = item
        if test.load_error is not None:
            reason = test.load_error
        else:
            argv = [kiln] + flags + [os.path.basename(test.path)] + test.args
            res = run_process(argv, os.path.dirname(test.path),
                              test.stdin_path, env, args.timeout)
            reason = check(test, res)
        with lock:
            if reason is None:
                passed[0] += 1
                return
            failures.append((test.name, mode))
            if args.summary_only:
                return
            if args.quiet:
                print("FAIL %s [%s]" % (test.name, mode), flush=True)
            else:
                print("FAIL %s [%s]: %s" % (test.name, mode, reason),
                      flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for fut in [ex.submit(work, j) for j in jobs]:
            fut.result()

    failures.sort()
    if args.list_failures:
        with open(args.list_failures, "w", encoding="utf-8") as f:
            for name, mode in failures:
                f.write("%s [%s]\n" % (name, mode))

    print("%d passed, %d failed" % (passed[0], len(failures)), flush=True)
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
