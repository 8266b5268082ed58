#!/usr/bin/env bash
# Builds kiln with AddressSanitizer and UndefinedBehaviorSanitizer into
# build-sanitize/ (meson, debugoptimized) and runs every script test under
# it in the three modes; any sanitizer report fails the run (halt_on_error).
# Not part of tools/test.sh: the build takes several minutes and the run
# about three times as long as the plain suite's. Leak reports are off (the
# interpreter frees its heap at exit, libgccjit keeps what it keeps).
#
#   bash tools/sanitize.sh [--filter SUBSTR] ...   (arguments go to tests/run_scripts.py)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash tools/setup.sh >/dev/null
if [[ ! -f build-sanitize/build.ninja ]]; then
    meson setup build-sanitize -Dbuildtype=debugoptimized -Db_sanitize=address,undefined >/dev/null
fi
ninja -C build-sanitize kiln
export ASAN_OPTIONS=detect_leaks=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
exec python3 tests/run_scripts.py build-sanitize/kiln "$@"
