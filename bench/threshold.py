#!/usr/bin/env python3
"""How the JIT threshold trades compile time against interpreted time.

Runs every benchmark kernel and every JIT script test under
`kiln --jit-threshold=N` for several N (best of --runs wall times per
program) and prints the totals, which is how docs/jit.md's default was
chosen:

    python3 bench/threshold.py [--kiln build/kiln] [--runs 3]
"""
import argparse
import glob
import os
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def best(cmd, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - t0)
    return min(times)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "kiln"))
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--thresholds", default="100,300,1000,3000,10000")
    args = ap.parse_args()
    kernels = sorted(glob.glob(os.path.join(ROOT, "bench", "kernels", "*.py")))
    scripts = sorted(glob.glob(os.path.join(ROOT, "tests", "scripts", "jit", "*.py")) +
                     glob.glob(os.path.join(ROOT, "tests", "scripts", "programs", "*.py")))
    print("%-10s %12s %22s" % ("threshold", "kernels (s)", "short scripts (s)"))
    rows = [("no-jit", ["--no-jit"])] + [(t, ["--jit-threshold=" + t]) for t in args.thresholds.split(",")]
    for name, flags in rows:
        k = sum(best([args.kiln] + flags + [p], args.runs) for p in kernels)
        s = sum(best([args.kiln] + flags + [p], args.runs) for p in scripts)
        print("%-10s %12.2f %22.2f" % (name, k, s), flush=True)


if __name__ == "__main__":
    main()
