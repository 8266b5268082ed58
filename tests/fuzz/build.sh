#!/bin/sh
# Builds the libFuzzer targets with clang, ASan and UBSan into $OUT
# (default /tmp/kiln-fuzz). See README.md.
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
OUT=${OUT:-/tmp/kiln-fuzz}
CXX=${CXX:-clang++}
GCC_DIR=${GCC_DIR:-/usr/lib/gcc/x86_64-linux-gnu/12}
JOBS=${JOBS:-1}
mkdir -p "$OUT/obj"

CXXFLAGS="-std=c++20 -g -O1 -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined \
 -fno-sanitize-recover=undefined -D_GLIBCXX_SANITIZE_VECTOR=1 -D_GLIBCXX_ASSERTIONS -Wno-unused-parameter -I$ROOT/include -I$ROOT"
LIBS="-L$GCC_DIR -lfmt -lre2 -lgccjit -lgmp -lpthread"

# kiln_sources in meson.build, in order.
SOURCES=$(sed -n '/^kiln_sources = files(/,/^)/p' "$ROOT/meson.build" | grep -o "'[^']*\.cpp'" | tr -d "'")

objs=""
for src in $SOURCES; do
    obj="$OUT/obj/$(echo "$src" | tr / _).o"
    objs="$objs $obj"
    extra=""
    # libgccjit.h sits in GCC's own include directory, which clang does not search.
    if grep -q 'libgccjit.h' "$ROOT/$src"; then extra="-isystem $GCC_DIR/include"; fi
    if [ ! -f "$obj" ] || [ "$ROOT/$src" -nt "$obj" ] || \
       [ -n "$(find "$ROOT/lang" "$ROOT/vm" "$ROOT/stdlib" "$ROOT/include" \( -name '*.hpp' -o -name '*.def' \) -newer "$obj" | head -1)" ]; then
        echo "CXX $src"
        if ! $CXX $CXXFLAGS $extra -c "$ROOT/$src" -o "$obj" 2>"$OUT/obj/err.txt"; then
            # clang refuses an indirect goto (the interpreter's DISPATCH) out of
            # the scope of a variable with a destructor, which g++ accepts (and
            # then skips the destructor). Compile a copy in which those
            # DISPATCHes first leave the scope through a plain goto.
            lines=$(grep 'cannot jump from this indirect goto' "$OUT/obj/err.txt" | sed -n 's/^[^:]*:\([0-9]*\):.*/\1/p' | sort -u)
            if [ -z "$lines" ]; then cat "$OUT/obj/err.txt" >&2; exit 1; fi
            echo "   (patched copy for clang: DISPATCH at lines" $lines")"
            mkdir -p "$OUT/patched/$(dirname "$src")"
            pat="$OUT/patched/$src"
            python3 - "$ROOT/$src" "$pat" $lines <<'PY'
import sys
src, dst, lines = sys.argv[1], sys.argv[2], {int(x) for x in sys.argv[3:]}
out = []
for n, line in enumerate(open(src).read().split("\n"), 1):
    if n in lines:
        assert "DISPATCH();" in line, line
        line = line.replace("DISPATCH();", "goto kiln_fuzz_dispatch;")
    out.append(line)
text = "\n".join(out)
first = text.index("    DISPATCH();\n")  # the first dispatch, before CASE(NOP)
text = text[:first] + "    DISPATCH();\nkiln_fuzz_dispatch:\n" + text[first:]
open(dst, "w").write(text)
PY
            $CXX $CXXFLAGS $extra -I"$ROOT/$(dirname "$src")" -c "$pat" -o "$obj"
        fi
    fi
done

for target in fuzz_compile fuzz_run; do
    echo "LINK $target"
    $CXX $CXXFLAGS -fsanitize=fuzzer "$ROOT/tests/fuzz/$target.cpp" $objs $LIBS -o "$OUT/$target"
done

# The kiln command on the same sanitized objects, for trying inputs by hand.
echo "LINK kiln-asan"
$CXX $CXXFLAGS "$ROOT"/cli/*.cpp $objs $LIBS -ledit -o "$OUT/kiln-asan"

# Seed corpus: the script tests (copied; the repository is never written).
mkdir -p "$OUT/seeds"
find "$ROOT/tests/scripts" "$ROOT/tests/unsupported" "$ROOT/samples" -name '*.py' | while read -r f; do
    cp "$f" "$OUT/seeds/$(echo "${f#$ROOT/}" | tr / _)"
done
echo "built $OUT/fuzz_compile $OUT/fuzz_run $OUT/kiln-asan; seeds in $OUT/seeds ($(ls "$OUT/seeds" | wc -l) files)"
