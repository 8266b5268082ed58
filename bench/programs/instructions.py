#!/usr/bin/env python3
"""Instructions each program in bench/programs/ takes, counted by callgrind:
under `kiln --no-jit`, and under the JIT with its code cached (one run
fills a cache of its own first; `--jit-sync` so the count does not depend
on when a background compile lands), for one kiln or two (before and
after a change). Each program's output is checked against python3's.

    python3 bench/programs/instructions.py build/kiln [OLD_KILN] [--filter NAME,...]

These are programs of the kind people run (word counts, a binary search
tree, Dijkstra with heapq, generator pipelines, classes, text processing),
not kernels: each runs in well under a second, and what they spend is
spread over the runtime. Counts, unlike times, do not depend on the load
of the machine.
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def instructions(cmd, env):
    out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"] + cmd, env=env,
                         capture_output=True, text=True)
    m = re.search(r"Collected : (\d+)", out.stderr)
    if not m:
        sys.exit("callgrind failed for %s:\n%s" % (" ".join(cmd), out.stderr[-2000:]))
    return int(m.group(1))


def cached_jit(kiln, program, cache):
    env = dict(os.environ, XDG_CACHE_HOME=cache)
    subprocess.run([kiln, "--jit-sync", program], env=env, capture_output=True)
    return instructions([kiln, "--jit-sync", program], env)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("kiln")
    ap.add_argument("old", nargs="?")
    ap.add_argument("--filter", default="")
    args = ap.parse_args()
    wanted = [w for w in args.filter.split(",") if w]
    programs = sorted(p for p in os.listdir(HERE) if p.endswith(".py") and p != "instructions.py")
    if wanted:
        programs = [p for p in programs if any(w in p for w in wanted)]
    cols = ["--no-jit", "JIT (cached)"] + (["old JIT (cached)"] if args.old else [])
    print("| program | " + " | ".join(cols) + " |")
    print("|---|" + "---:|" * len(cols))
    with tempfile.TemporaryDirectory() as tmp:
        for p in programs:
            path = os.path.join(HERE, p)
            want = subprocess.run(["python3", path], capture_output=True, text=True).stdout
            got = subprocess.run([args.kiln, path], capture_output=True, text=True).stdout
            if got != want:
                sys.exit("%s: kiln's output differs from python3's" % p)
            row = [instructions([args.kiln, "--no-jit", path], os.environ),
                   cached_jit(args.kiln, path, os.path.join(tmp, "new"))]
            if args.old:
                row.append(cached_jit(args.old, path, os.path.join(tmp, "old")))
            print("| %s | " % p + " | ".join("%sM" % format(n // 1000000, ",") for n in row) + " |", flush=True)


if __name__ == "__main__":
    main()
