#!/usr/bin/env bash
# The embedding CI step: install kiln into a temporary directory, build
# samples/embed against that installed copy (through pkg-config with make,
# and through meson's dependency('kiln')), run it, and compare its output
# with samples/embed/expected.txt. Prints "N passed, N failed" last.
#
# usage: bash tests/embed/run.sh [BUILD_DIR]    (default build)
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.." || exit 1
BUILD=${1:-build}

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
passed=0
failed=0
check() { # check NAME COMMAND...: one test
    local name=$1
    shift
    if "$@" >"$tmp/log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        sed 's/^/    /' "$tmp/log" | tail -n 30
    fi
}

# 1. Install (staged under $tmp/root, as a package build would).
stage="$tmp/root"
check "meson install" env DESTDIR="$stage" meson install -C "$BUILD" --no-rebuild --quiet
pc=$(find "$stage" -name kiln.pc 2>/dev/null | head -n 1)
libdir=$(dirname "$(dirname "${pc:-/x/x}")")
installed() {
    [[ -n "$pc" ]] && [[ -f "$libdir/libkiln.a" ]] && [[ -e "$libdir/libkiln.so" ]] &&
        [[ -n "$(find "$stage" -path '*/include/kiln/kiln.hpp')" ]]
}
check "installs kiln.hpp, libkiln.so, libkiln.a and kiln.pc" installed

# pkg-config sees the staged tree as if it were installed at its prefix.
export PKG_CONFIG_PATH="$(dirname "${pc:-/x}")"
export PKG_CONFIG_SYSROOT_DIR="$stage"
export LD_LIBRARY_PATH="$libdir${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
check "pkg-config --cflags --libs kiln" bash -c 'pkg-config --cflags --libs kiln | grep -q -- -lkiln'

# 2. The sample, with make and pkg-config.
mkdir -p "$tmp/make"
check "samples/embed builds with pkg-config" make -s -C samples/embed OUT="$tmp/make"
run_sample() {
    "$1" samples/embed/rules >"$tmp/out.txt" 2>&1 || return 1
    diff -u samples/embed/expected.txt "$tmp/out.txt"
}
check "samples/embed runs against the installed library" run_sample "$tmp/make/particles"
check "samples/embed links the installed libkiln.so" bash -c "ldd '$tmp/make/particles' | grep -q '$libdir/libkiln.so'"

# 3. The sample, with meson's dependency('kiln').
check "samples/embed builds with meson dependency('kiln')" \
    bash -c "meson setup '$tmp/meson' samples/embed >/dev/null && ninja -C '$tmp/meson' >/dev/null"
check "the meson-built sample runs" run_sample "$tmp/meson/particles"

# 4. A host of our own, built as C++17 (the header's minimum) with warnings
# as errors, three ways docs/embedding.md shows: shared, with an rpath, and
# with libkiln.a.
host=tests/embed/cxx17_host.cpp
runs_host() { "$1" | grep -q '^kiln\.\.\. '; }
build_shared() { c++ -std=c++17 -O2 -Wall -Wextra -Werror "$host" $(pkg-config --cflags --libs kiln) -o "$tmp/cxx17"; }
check "a C++17 host builds with -Wall -Wextra -Werror" build_shared
check "the C++17 host runs" runs_host "$tmp/cxx17"
build_rpath() {
    c++ -std=c++17 -O2 "$host" $(pkg-config --cflags --libs kiln) \
        -Wl,-rpath,"$(pkg-config --variable=libdir kiln)" -o "$tmp/rpath"
}
check "a host linked with an rpath builds" build_rpath
check "... and runs without LD_LIBRARY_PATH" env -u LD_LIBRARY_PATH bash -c "$(declare -f runs_host); runs_host '$tmp/rpath'"
build_static() {
    c++ -std=c++17 -O2 "$host" $(pkg-config --cflags kiln) "$(pkg-config --variable=libdir kiln)/libkiln.a" \
        $(pkg-config --libs --static kiln | sed 's/-lkiln //') -o "$tmp/static"
}
check "a host linked with libkiln.a builds" build_static
check "... and runs without libkiln.so" bash -c "! ldd '$tmp/static' | grep -q libkiln.so && $(declare -f runs_host); runs_host '$tmp/static'"

printf '%d passed, %d failed\n' "$passed" "$failed"
((failed == 0))
