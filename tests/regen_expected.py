#!/usr/bin/env python3
"""Regenerate the expected outputs of the kiln script tests from CPython.

usage: python3 tests/regen_expected.py [--filter SUBSTR] [--python PYTHON]
                                       [--check] [--jobs N]

For every tests/scripts/**/NAME.py this runs `python3 NAME.py ARGS` with the
script's directory as cwd, PYTHONHASHSEED=0 and PYTHONIOENCODING=utf-8, with
stdin from NAME.py.in when it exists (otherwise /dev/null) and ARGS from
NAME.py.args when it exists (one line, split as a shell would), and writes

  NAME.py.out  the exact stdout bytes;
  NAME.py.err  only when the exit status is non-zero: two lines,
               "exit N" and the last non-empty line of stderr.

A stale NAME.py.err is removed when the script now exits 0, and expected
files whose script no longer exists are removed (unless --filter is given).
With --check nothing is written: the script reports every expected file that
is missing or out of date and exits 1 if there is any.

Expected files must only ever be produced by this script.  The oracle is
CPython 3.11; a warning is printed when another version is used.
"""

import argparse
import concurrent.futures
import os
import shlex
import subprocess
import sys

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
SCRIPTS_DIR = os.path.join(TESTS_DIR, "scripts")
TIMEOUT = 60


def last_nonempty_line(data):
    # The tests' directory becomes <scripts>, as tests/run_scripts.py compares.
    for line in reversed(data.split(b"\n")):
        line = line.rstrip()
        if line:
            return line.replace(os.fsencode(SCRIPTS_DIR + os.sep), b"<scripts>/")
    return b""


def find_scripts():
    found = []
    for root, dirs, files in os.walk(SCRIPTS_DIR):
        dirs.sort()
        for fn in sorted(files):
            if fn.endswith(".py"):
                found.append(os.path.join(root, fn))
    return sorted(found)


def rel(path):
    return os.path.relpath(path, SCRIPTS_DIR).replace(os.sep, "/")


def run_one(python, path):
    """Return (out_bytes, err_bytes_or_None) for one script."""
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["PYTHONIOENCODING"] = "utf-8"
    stdin_path = path + ".in"
    if not os.path.exists(stdin_path):
        stdin_path = os.devnull
    args = []
    if os.path.exists(path + ".args"):
        with open(path + ".args", encoding="utf-8") as f:
            args = shlex.split(f.read())
    with open(stdin_path, "rb") as stdin:
        proc = subprocess.run([python, os.path.basename(path)] + args,
                              cwd=os.path.dirname(path), stdin=stdin,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                              env=env, timeout=TIMEOUT)
    err = None
    if proc.returncode != 0:
        err = b"exit %d\n%s\n" % (proc.returncode,
                                  last_nonempty_line(proc.stderr))
    return proc.stdout, err


def read_or_none(path):
    try:
        with open(path, "rb") as f:
            return f.read()
    except OSError:
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(
        description="Regenerate tests/scripts/**/*.py.out / .py.err "
                    "from CPython.")
    ap.add_argument("--filter", metavar="SUBSTR", action="append",
                    help="only scripts whose name contains SUBSTR "
                         "(may be repeated)")
    ap.add_argument("--python", default="python3",
                    help="the CPython interpreter to use (default python3)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; report missing or out-of-date "
                         "expected files and exit 1 if any")
    ap.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1,
                    metavar="N", help="parallel runs (default: CPU count)")
    args = ap.parse_args(argv)

    try:
        ver = subprocess.run(
            [args.python, "-c",
             "import sys; print('%d.%d' % sys.version_info[:2])"],
            stdout=subprocess.PIPE, check=True).stdout.decode().strip()
    except (OSError, subprocess.CalledProcessError) as e:
        print("regen_expected.py: cannot run %s: %s" % (args.python, e),
              file=sys.stderr)
        return 2
    if ver != "3.11":
        print("warning: %s is Python %s; the expected outputs are meant to "
              "come from CPython 3.11" % (args.python, ver), file=sys.stderr)

    scripts = find_scripts()
    if args.filter:
        scripts = [p for p in scripts
                   if any(s in rel(p) for s in args.filter)]

    def work(path):
        try:
            return path, run_one(args.python, path), None
        except subprocess.TimeoutExpired:
            return path, None, "timed out after %d s" % TIMEOUT

    with concurrent.futures.ThreadPoolExecutor(max_workers=max(1, args.jobs)) as ex:
        results = list(ex.map(work, scripts))

    problems = 0
    changed = 0
    nonzero = 0
    for path, result, error in results:
        name = rel(path)
        if error:
            print("ERROR %s: %s" % (name, error), file=sys.stderr)
            problems += 1
            continue
        out, err = result
        if err is not None:
            nonzero += 1
        old_out = read_or_none(path + ".out")
        old_err = read_or_none(path + ".err")
        if old_out == out and old_err == err:
            continue
        changed += 1
        if args.check:
            what = []
            if old_out != out:
                what.append("missing .out" if old_out is None
                            else ".out differs")
            if old_err != err:
                what.append({(True, False): "missing .err",
                             (False, True): "stale .err"}.get(
                    (old_err is None, err is None), ".err differs"))
            print("OUT OF DATE %s: %s" % (name, ", ".join(what)))
            continue
        if old_out != out:
            with open(path + ".out", "wb") as f:
                f.write(out)
        if err is None:
            if old_err is not None:
                os.remove(path + ".err")
        elif old_err != err:
            with open(path + ".err", "wb") as f:
                f.write(err)
        print("updated %s" % name)

    # Expected files whose script is gone.
    orphans = 0
    if not args.filter:
        for root, dirs, files in os.walk(SCRIPTS_DIR):
            for fn in files:
                for suffix in (".py.out", ".py.err"):
                    if fn.endswith(suffix):
                        script = os.path.join(root, fn[:-len(suffix) + 3])
                        if not os.path.exists(script):
                            orphans += 1
                            p = os.path.join(root, fn)
                            if args.check:
                                print("ORPHAN %s" % rel(p))
                            else:
                                os.remove(p)
                                print("removed orphan %s" % rel(p))

    if args.check:
        print("%d scripts checked, %d out of date, %d orphans, %d errors"
              % (len(scripts), changed, orphans, problems))
        return 0 if changed == 0 and orphans == 0 and problems == 0 else 1
    print("%d scripts, %d updated, %d with non-zero exit, %d errors"
          % (len(scripts), changed, nonzero, problems))
    return 0 if problems == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
