#!/usr/bin/env bash
# Build (via tools/setup.sh), run the doctest unit tests, the script tests,
# the REPL tests (through a pseudo-terminal), the command-line tests
# (`kiln bench`, paths that are no script) and the embedding install test
# (install, build samples/embed against the installed library, run it), and
# print ONE final line "N passed, N failed" combining them all.  Exits
# non-zero if anything failed or a runner could not run / report.
#
# Environment overrides (mainly for testing this script):
#   KILN_TEST_SKIP_SETUP=1   don't run tools/setup.sh
#   KILN_UNIT_TESTS=PATH     unit test binary   (default build/tests/kiln-unit-tests)
#   KILN_BIN=PATH            kiln binary        (default build/kiln)
#   KILN_SCRIPT_RUNNER=PATH  script test runner (default tests/run_scripts.py)
#   KILN_BUILD_DIR=DIR       build directory installed by the embedding test (default build)
#   KILN_TEST_TIMEOUT=SECS   limit per runner   (default 3600)
set -uo pipefail   # no -e: every step is checked and counted explicitly

cd "$(dirname "${BASH_SOURCE[0]}")/.." || exit 1

UNIT_BIN=${KILN_UNIT_TESTS:-build/tests/kiln-unit-tests}
KILN_BIN=${KILN_BIN:-build/kiln}
SCRIPT_RUNNER=${KILN_SCRIPT_RUNNER:-tests/run_scripts.py}
LIMIT=${KILN_TEST_TIMEOUT:-3600}
BUILD_DIR=${KILN_BUILD_DIR:-build}

say() { printf 'test: %s\n' "$*"; }

tmp=$(mktemp -d)
# Compiled traces are cached in this run's own directory, not in the
# user's ~/.cache (tests/run_scripts.py uses one of its own as well). A run
# that ended while GCC compiled leaves a detached process storing that code
# there, holding a shared lock on finishing.lock (docs/jit.md): waited for
# before the directory goes.
export KILN_JIT_CACHE="$tmp/jit-cache"
trap '[[ ! -e "$KILN_JIT_CACHE/finishing.lock" ]] || flock -x "$KILN_JIT_CACHE/finishing.lock" true; rm -rf "$tmp" 2>/dev/null' EXIT

passed=0
failed=0

finish() {
    printf '%d passed, %d failed\n' "$passed" "$failed"
    if ((failed > 0)); then exit 1; fi
    exit 0
}

# Run "$@" with a time limit, output to the terminal and to file $log.
# Summary lines of the form "N passed, N failed" are shown with a prefix so
# that the only such line in this script's output is the final one.
# Sets $rc to the command's exit status (124 = timed out).
run_logged() {
    local log=$1 label=$2
    shift 2
    timeout --kill-after=30 "$LIMIT" "$@" </dev/null 2>&1 \
        | tee "$log" \
        | sed -u -E "s/^([0-9]+ passed, [0-9]+ failed)[[:space:]]*$/[$label] \\1/"
    rc=${PIPESTATUS[0]}
    if ((rc == 124)); then say "$label timed out after ${LIMIT}s"; fi
}

# --- 1. build -----------------------------------------------------------------
if [[ "${KILN_TEST_SKIP_SETUP:-0}" != 1 ]]; then
    if ! bash tools/setup.sh; then
        say "setup/build FAILED"
        failed=$((failed + 1))
        finish
    fi
fi

# --- 2. unit tests (doctest) --------------------------------------------------
# Summary line: "[doctest] test cases: N | N passed | N failed | N skipped"
unit_pass=0
unit_fail=0
if [[ ! -x "$UNIT_BIN" ]]; then
    say "unit test binary $UNIT_BIN not found"
    unit_fail=1
else
    say "running $UNIT_BIN"
    run_logged "$tmp/unit.log" unit "$UNIT_BIN" --no-version --no-colors --reporter=console
    summary=$(sed -E 's/\x1b\[[0-9;]*m//g' "$tmp/unit.log" \
                  | grep -E '^\[doctest\] test cases:' | tail -n 1 || true)
    re='test cases:[[:space:]]*([0-9]+)[[:space:]]*\|[[:space:]]*([0-9]+)[[:space:]]+passed[[:space:]]*\|[[:space:]]*([0-9]+)[[:space:]]+failed'
    if [[ "$summary" =~ $re ]]; then
        unit_pass=${BASH_REMATCH[2]}
        unit_fail=${BASH_REMATCH[3]}
        if ((rc != 0 && unit_fail == 0)); then
            say "unit tests exited with status $rc but reported no failure"
            unit_fail=1
        fi
    else
        say "could not find the doctest summary (exit status $rc)"
        unit_fail=$((unit_fail + 1))
    fi
fi
say "unit tests: $unit_pass passed, $unit_fail failed"
passed=$((passed + unit_pass))
failed=$((failed + unit_fail))

# --- 3. runners that end with "N passed, N failed" --------------------------
# run_counted LABEL WHAT COMMAND...: runs a runner and adds its counts.
run_counted() {
    local label=$1 what=$2
    shift 2
    local p=0 f=0
    say "running $*"
    run_logged "$tmp/$label.log" "$label" "$@"
    local summary
    summary=$(grep -E '^[0-9]+ passed, [0-9]+ failed[[:space:]]*$' "$tmp/$label.log" | tail -n 1 || true)
    local re='^([0-9]+) passed, ([0-9]+) failed'
    if [[ "$summary" =~ $re ]]; then
        p=${BASH_REMATCH[1]}
        f=${BASH_REMATCH[2]}
        if ((rc != 0 && f == 0)); then
            say "$what exited with status $rc but reported no failure"
            f=1
        fi
    else
        say "could not find the $what summary (exit status $rc)"
        f=$((f + 1))
    fi
    say "$what: $p passed, $f failed"
    passed=$((passed + p))
    failed=$((failed + f))
}

if [[ ! -x "$KILN_BIN" ]]; then
    say "kiln binary $KILN_BIN not found"
    failed=$((failed + 1))
    finish
fi

if [[ ! -f "$SCRIPT_RUNNER" ]]; then
    say "script runner $SCRIPT_RUNNER not found"
    failed=$((failed + 1))
else
    run_counted scripts "script tests" python3 "$SCRIPT_RUNNER" "$KILN_BIN"
fi

run_counted repl "REPL tests" python3 tests/repl/test_repl.py "$KILN_BIN"

run_counted cli "command-line tests" python3 tests/cli/test_cli.py "$KILN_BIN"

run_counted embed "embedding install tests" bash tests/embed/run.sh "$BUILD_DIR"

finish
