#!/usr/bin/env bash
# The JIT demo: run samples/monte_carlo_pi.py with the JIT off and on, check
# that both print exactly what CPython prints, and print the wall times, the
# speed-up and the JIT's compile time (from `kiln --stats`, "n/a" when kiln
# does not report it). The JIT runs twice with a code cache of the demo's
# own: a first run that compiles, then a later one that loads the compiled
# code from the on-disk cache (docs/jit.md).
#
#   bash tools/jit-demo.sh [path/to/kiln]     (default build/kiln; no build)
#
# tools/demo.sh builds kiln and then runs this.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

KILN=${1:-build/kiln}
SAMPLE=samples/monte_carlo_pi.py
[[ -x "$KILN" ]] || { printf 'jit-demo: %s not found; run tools/setup.sh\n' "$KILN" >&2; exit 2; }

tmp=$(mktemp -d)
# A run that ended while GCC compiled leaves a detached process storing
# that code in the cache (docs/jit.md, "Finishing compiles after the
# exit"), holding a shared lock on the cache's finishing.lock.
wait_finishers() { [[ ! -e "$1/finishing.lock" ]] || flock -x "$1/finishing.lock" true || true; }
trap 'wait_finishers "$tmp/cache"; wait_finishers "$tmp/cache-stats"; rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
# run NAME CMD...: run CMD with stdout to $tmp/NAME.out, set $secs.
run() {
    local name=$1 t0 t1
    shift
    t0=$(now)
    "$@" >"$tmp/$name.out"
    t1=$(now)
    secs=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.3f", b - a }')
}

printf 'jit-demo: %s %s\n\n' "$KILN" "$SAMPLE"
export KILN_JIT_CACHE="$tmp/cache"
run jit "$KILN" "$SAMPLE"
t_jit=$secs
wait_finishers "$tmp/cache" # the cached run comes after it
cat "$tmp/jit.out"
run cached "$KILN" "$SAMPLE"
t_cached=$secs
run nojit "$KILN" --no-jit "$SAMPLE"
t_nojit=$secs

# Compile time: a separate run with --stats, so the timed runs and their
# output stay untouched. Accept "compile 12.3 ms" / "compile: 0.0123 s" etc.
compile="n/a"
if "$KILN" --help 2>&1 | grep -q -- '--stats'; then
    if KILN_JIT_CACHE="$tmp/cache-stats" "$KILN" --stats "$SAMPLE" >"$tmp/stats" 2>&1; then
        compile=$(awk '
            tolower($0) ~ /compile[: \t]/ {
                for (i = 1; i <= NF; i++) {
                    if ($i ~ /^[0-9]+(\.[0-9]+)?$/) {
                        unit = tolower($(i + 1))
                        if (unit ~ /^ms/) { printf "%.1f ms", $i; exit }
                        if (unit ~ /^us|^µs/) { printf "%.1f ms", $i / 1000; exit }
                        if (unit ~ /^s/) { printf "%.1f ms", $i * 1000; exit }
                    } else if ($i ~ /^[0-9.]+ms$/) {
                        sub(/ms$/, "", $i); printf "%.1f ms", $i; exit
                    }
                }
            }' "$tmp/stats")
        [[ -n "$compile" ]] || compile="n/a"
    fi
fi

status=0
same() { cmp -s "$tmp/$1.out" "$tmp/$2.out"; }
if ! same jit nojit || ! same cached nojit; then
    printf '\njit-demo: OUTPUT DIFFERS between kiln and kiln --no-jit\n' >&2
    status=1
fi
py=""
if [[ -x /usr/bin/python3 ]]; then py=/usr/bin/python3; else py=$(command -v python3 || true); fi
if [[ -n "$py" ]]; then
    run cpython "$py" "$SAMPLE"
    t_py=$secs
    if same jit cpython && same nojit cpython; then
        check="python3 prints the same bytes"
    else
        printf '\njit-demo: OUTPUT DIFFERS FROM python3\n' >&2
        status=1
        check="OUTPUT DIFFERS FROM python3"
    fi
else
    t_py="n/a"
    check="python3 not found, output not checked"
fi

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b > 0) printf "%.1fx", a / b; else print "n/a" }'; }
printf '\n'
printf '  kiln --no-jit          %8s s\n' "$t_nojit"
printf '  kiln (JIT, first run)  %8s s   speed-up %s, compile %s\n' "$t_jit" "$(ratio "$t_nojit" "$t_jit")" "$compile"
printf '  kiln (JIT, cached)     %8s s   speed-up %s, compiled code loaded from the cache\n' "$t_cached" \
    "$(ratio "$t_nojit" "$t_cached")"
printf '  python3                %8s s\n' "$t_py"
printf '\njit-demo: %s.\n' "$check"
exit $status
