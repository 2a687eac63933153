#!/usr/bin/env bash
# Builds the timing driver for Net's generator (Simon Tatham's Portable Puzzle Collection)
# outside the repository: `bench/peer/build.sh SOURCE OUT`, where SOURCE is a checkout of the
# collection's C sources (the folder holding net.c and puzzles.h; the Android port
# chrisboyle/sgtpuzzles keeps them in app/src/main/jni) and OUT the executable to write. Nothing
# of the collection is in this repository: netgen.c and stubs.c are Knossos's own.
set -euo pipefail
src=${1:?give the folder holding net.c}
out=${2:?give the executable to write}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# The Android port's net.c refers to its key layouts, defined under ANDROID.
defs=()
grep -q ANDROID_ARROWS_ONLY "$src/net.c" && defs=(-DANDROID)
for f in net random misc malloc tree234 dsf findloop; do
  gcc -O2 -w "${defs[@]}" -I"$src" -c "$src/$f.c" -o "$work/$f.o"
done
gcc -O2 -w "${defs[@]}" -I"$src" -c "$here/stubs.c" -o "$work/stubs.o"
gcc -O2 -w -I"$src" -c "$here/netgen.c" -o "$work/netgen.o"
gcc -o "$out" "$work"/*.o -lm
echo "built $out"
