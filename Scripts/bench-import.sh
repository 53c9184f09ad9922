#!/usr/bin/env bash
# Measures the Library.xml importer against Python's plistlib on the same generated file.
#
#   Scripts/bench-import.sh [TRACKS] [ARTISTS]      (defaults: 50000 1610)
#
# Builds Scripts/import-bench/main.swift together with DeepCutKit's sources in one optimized
# module (-O, whole module: what `swift build -c release` does), generates a library, then
# prints the import time (best of 5), peak memory (/usr/bin/time -v), the cache figures, and
# plistlib's time (best of 3) and peak memory on the same file.
set -euo pipefail
cd "$(dirname "$0")/.."
tracks=${1:-50000}
artists=${2:-1610}
work=${TMPDIR:-/tmp}/deepcut-import-bench
mkdir -p "$work"
bench="$work/import-bench"
file="$work/Library-$tracks.xml"

echo "== building $bench (swiftc -O -wmo)"
swiftc -O -wmo -parse-as-library -module-name ImportBench \
  $(find Sources/DeepCutKit -name '*.swift' | sort) Scripts/import-bench/main.swift -o "$bench"

echo "== generating $file"
"$bench" generate "$file" "$tracks" "$artists" 1
ls -l "$file"

echo "== deepcut import (best of 5)"
"$bench" import "$file" 5
echo "== deepcut import, peak memory of one run"
/usr/bin/time -v "$bench" import "$file" 1 2>&1 | grep -E "Maximum resident|Elapsed"

echo "== warm-start cache"
"$bench" cache "$file" 20

echo "== Python plistlib.load (best of 3)"
python3 - "$file" <<'PY'
import plistlib, sys, time
best = min(
    (lambda t0: (plistlib.load(open(sys.argv[1], "rb")), time.perf_counter() - t0)[1])(time.perf_counter())
    for _ in range(3))
print(f"plistlib: {best * 1000:.0f} ms")
PY
echo "== plistlib, peak memory of one run"
/usr/bin/time -v python3 -c 'import plistlib,sys; plistlib.load(open(sys.argv[1],"rb"))' "$file" 2>&1 \
  | grep -E "Maximum resident|Elapsed"
