#!/usr/bin/env bash
# Install build dependencies (Debian 12) if missing, configure meson into
# build/ (release) if not configured yet, and build with ninja.
# Idempotent: a second run installs nothing and only rebuilds what changed.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

PACKAGES=(
    build-essential g++ meson ninja-build pkg-config python3
    libgccjit-12-dev libre2-dev libfmt-dev doctest-dev libedit-dev libgmp-dev
)

say() { printf 'setup: %s\n' "$*"; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

export DEBIAN_FRONTEND=noninteractive

# --- 1. packages -----------------------------------------------------------
missing=()
for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    if [[ "$status" != "install ok installed" ]]; then
        missing+=("$pkg")
    fi
done

if ((${#missing[@]} > 0)); then
    say "installing missing packages: ${missing[*]}"
    if [[ $(id -u) -eq 0 ]]; then
        SUDO=()
    elif ! command -v sudo >/dev/null 2>&1; then
        die "not root and sudo is not available; install as root: ${missing[*]}"
    elif sudo -n true 2>/dev/null; then
        # Passwordless sudo (typical CI).  env passes DEBIAN_FRONTEND through
        # sudo's environment reset.
        SUDO=(sudo -n env DEBIAN_FRONTEND=noninteractive)
    elif [[ -t 0 ]]; then
        SUDO=(sudo env DEBIAN_FRONTEND=noninteractive)   # will ask for a password
    else
        die "sudo needs a password but there is no terminal; install as root: ${missing[*]}"
    fi
    # Wait (up to 10 min) instead of failing if another apt/dpkg holds the lock.
    APT_OPTS=(-y -q -o DPkg::Lock::Timeout=600)
    apt_retry() {
        local i
        for i in 1 2 3 4 5 6; do
            if "${SUDO[@]}" apt-get "${APT_OPTS[@]}" "$@" </dev/null; then
                return 0
            fi
            ((i < 6)) || break
            say "apt-get $1 failed (attempt $i of 6), retrying in 30s"
            sleep 30
        done
        return 1
    }
    apt_retry update || die "apt-get update failed"
    apt_retry install --no-install-recommends "${missing[@]}" \
        || die "apt-get install failed"
else
    say "all packages present"
fi

# --- 2. configure ----------------------------------------------------------
[[ -f meson.build ]] || die "meson.build not found in $(pwd)"

if [[ -f build/meson-private/coredata.dat && -f build/build.ninja ]]; then
    say "build/ already configured"
elif [[ -f build/meson-private/coredata.dat ]]; then
    # An interrupted configure left coredata but no build.ninja.
    say "re-configuring half-configured build/ (release)"
    meson setup --reconfigure build --buildtype=release \
        || meson setup --wipe build --buildtype=release
else
    say "configuring build/ (release)"
    meson setup build --buildtype=release
fi

# --- 3. build --------------------------------------------------------------
say "building"
ninja -C build
say "done"
