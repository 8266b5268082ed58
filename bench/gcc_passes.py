#!/usr/bin/env python3
"""What each of GCC's passes costs kiln's compiles, counted, not timed.

    python3 bench/gcc_passes.py bench/kernels/spectral_norm.py bench/kernels/nbody.py
    python3 bench/gcc_passes.py --options "-fno-ivopts -fno-tree-ch" bench/kernels/fannkuch.py

For each script, kiln runs it with `--jit-dump=reproducer` (compiling in
place, no code cache) and keeps the biggest traces' reproducers: C programs
making the same libgccjit calls kiln made, with kiln's own GCC options. Each
becomes a program that compiles its trace once, to assembly, with extra
options from its command line. Under callgrind, each option (by default
each pass -O1 enables, turned off: `-fno-...`) is compared with none: the
instructions GCC took, as a share of the baseline's. A pass that costs
little here may still be worth its time: check what the code loses with
the kernels' cached runs (docs/jit.md, "Costs and the default threshold",
says how the passes kiln turns off were chosen).
"""
import argparse
import concurrent.futures
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Enabled at -O1 but not passes, or not ours to turn off: what the C means
# (math, signed zeros, traps), the ABI, and what kiln sets itself.
SKIP = re.compile(r"-fno-(asynchronous-unwind|math-errno|signed-zeros|trapping-math|short-enums|plt|"
                  r"semantic-interposition|reg-struct-return|inline-atomics|fp-int-builtin|omit-frame)")


def enabled_passes(level):
    out = subprocess.run(["gcc", "-Q", "--help=optimizers", f"-O{level}"], capture_output=True, text=True).stdout
    flags = [line.split()[0] for line in out.splitlines() if "[enabled]" in line]
    return [f for f in ("-fno-" + f[2:] for f in flags if f.startswith("-f")) if not SKIP.match(f)]


HARNESS_MAIN = """int
main (int argc, const char **argv)
{{
  gcc_jit_context *{ctx} = gcc_jit_context_acquire ();
  set_options ({ctx});
  for (int a = 1; a < argc; a++)
    gcc_jit_context_add_command_line_option ({ctx}, argv[a]);
  create_code ({ctx});
  gcc_jit_context_compile_to_file ({ctx}, GCC_JIT_OUTPUT_KIND_ASSEMBLER, "/dev/null");
  const char *error = gcc_jit_context_get_first_error ({ctx});
  if (error)
    {{
      fprintf (stderr, "%s\\n", error);
      return 1;
    }}
  gcc_jit_context_release ({ctx});
  return 0;
}}
"""


def make_harness(reproducer, out_dir):
    src = open(reproducer).read()
    ctx = re.search(r"gcc_jit_context \*(ctxt_0x[0-9a-f]+);", src).group(1)
    main = re.compile(r"int\nmain \(int argc, const char \*\*argv\)\n\{.*?\n\}\n", re.S)
    src = "#include <stdio.h>\n" + main.sub(lambda m: HARNESS_MAIN.format(ctx=ctx), src)
    c_path = os.path.join(out_dir, os.path.basename(reproducer).replace(".c", "-harness.c"))
    exe = c_path[:-2]
    open(c_path, "w").write(src)
    subprocess.run(["gcc", "-O0", "-w", c_path, "-o", exe, "-lgccjit"], check=True)
    return exe


def instructions(exe, option):
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", exe] + option.split()
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        return None
    for line in out.stderr.splitlines():
        if "Collected" in line:
            return int(line.split()[-1])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("scripts", nargs="+")
    ap.add_argument("--kiln", default=os.path.join(ROOT, "build", "kiln"))
    ap.add_argument("--traces", type=int, default=1, help="the biggest N traces of each script (default 1)")
    ap.add_argument("--options", help="the options to try, space-separated (default: each -O1 pass off)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    args = ap.parse_args()
    options = args.options.split() if args.options else enabled_passes(1)
    work = tempfile.mkdtemp(prefix="kiln-gcc-passes-")
    harnesses = []
    for script in args.scripts:
        d = os.path.join(work, os.path.splitext(os.path.basename(script))[0])
        os.makedirs(d)
        subprocess.run([os.path.abspath(args.kiln), "--jit-sync", "--jit-cache=off", "--jit-dump=reproducer",
                        os.path.abspath(script)], cwd=d, stdout=subprocess.DEVNULL, check=True)
        found = sorted((f for f in os.listdir(d) if f.endswith("-reproducer.c")),
                       key=lambda f: -os.path.getsize(os.path.join(d, f)))
        if not found:
            sys.exit(f"gcc_passes: {script} compiled no trace")
        for f in found[:args.traces]:
            harnesses.append((f"{os.path.basename(d)}/{f.split('-')[2]}", make_harness(os.path.join(d, f), d)))
    runs = [(name, exe, o) for o in [""] + options for name, exe in harnesses]
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        counts = dict(zip(((n, o) for n, _, o in runs), pool.map(lambda r: instructions(r[1], r[2]), runs)))
    names = [n for n, _ in harnesses]
    base = {n: counts[(n, "")] for n in names}
    print("baseline (instructions): " + ", ".join(f"{n} {base[n]:,}" for n in names))
    rows = []
    for o in options:
        shares = [(counts[(n, o)] - base[n]) / base[n] * 100 if counts[(n, o)] else None for n in names]
        known = [s for s in shares if s is not None]
        rows.append((sum(known) / len(known) if known else float("inf"), o, shares))
    print(f"{'option':40s} {'mean':>7s}  " + "  ".join(f"{n:>14s}" for n in names))
    for mean, o, shares in sorted(rows):
        cells = "  ".join(f"{s:+13.2f}%" if s is not None else f"{'failed':>14s}" for s in shares)
        print(f"{o:40s} {mean:+6.2f}%  {cells}")
    subprocess.run(["rm", "-rf", work])


if __name__ == "__main__":
    main()
