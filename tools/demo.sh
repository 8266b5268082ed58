#!/usr/bin/env bash
# Build (via tools/setup.sh) and run the main demo, samples/demo.py, under
# kiln; then check that CPython prints exactly the same bytes. Then the JIT
# demo (tools/jit-demo.sh): samples/monte_carlo_pi.py with the JIT off and on.
# Extra arguments are passed to kiln before samples/demo.py (e.g. --no-jit).
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

bash tools/setup.sh

DEMO=samples/demo.py
out=$(mktemp)
trap 'rm -f "$out"' EXIT

printf 'demo: build/kiln %s\n\n' "$DEMO"
build/kiln "$@" "$DEMO" | tee "$out"
if command -v python3 >/dev/null 2>&1; then
    if python3 "$DEMO" | cmp -s - "$out"; then
        printf '\ndemo: python3 prints the same bytes.\n'
    else
        printf '\ndemo: OUTPUT DIFFERS FROM python3\n' >&2
        exit 1
    fi
fi

printf '\n'
bash tools/jit-demo.sh build/kiln
