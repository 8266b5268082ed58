#!/usr/bin/env bash
# Install what bench/run.py compares kiln with (Debian 12), if missing:
# pypy3, luajit, lua5.4, gcc, and hyperfine for ad-hoc comparisons.
# Separate from tools/setup.sh: kiln itself needs none of these.
# Idempotent: a second run installs nothing.
set -euo pipefail

PACKAGES=(pypy3 luajit lua5.4 gcc libc6-dev hyperfine python3)

say() { printf 'bench-setup: %s\n' "$*"; }
die() { printf 'bench-setup: error: %s\n' "$*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive

missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$pkg")
done

if ((${#missing[@]} == 0)); then
    say "all packages present"
    exit 0
fi

say "installing missing packages: ${missing[*]}"
if [[ $(id -u) -eq 0 ]]; then
    SUDO=()
elif ! command -v sudo >/dev/null 2>&1; then
    die "not root and sudo is not available; install as root: ${missing[*]}"
elif sudo -n true 2>/dev/null; then
    SUDO=(sudo -n env DEBIAN_FRONTEND=noninteractive)
elif [[ -t 0 ]]; then
    SUDO=(sudo env DEBIAN_FRONTEND=noninteractive)
else
    die "sudo needs a password but there is no terminal; install as root: ${missing[*]}"
fi
APT_OPTS=(-y -q -o DPkg::Lock::Timeout=600)
"${SUDO[@]}" apt-get "${APT_OPTS[@]}" update </dev/null || die "apt-get update failed"
"${SUDO[@]}" apt-get "${APT_OPTS[@]}" install --no-install-recommends "${missing[@]}" </dev/null \
    || die "apt-get install failed"
say "done"
