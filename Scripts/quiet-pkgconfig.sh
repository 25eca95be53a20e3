#!/usr/bin/env bash
# Writes copies of the system's pkg-config files into the folder given as $1, with the two flags
# SwiftPM refuses from system libraries (`-pthread` from GLib and `-D_REENTRANT` from SDL2) taken
# out. SwiftPM drops them anyway, but prints "warning: prohibited flag(s)" on every build; with
# PKG_CONFIG_PATH pointing at these copies the build is quiet and links the same libraries
# (glibc has pthreads in libc; _REENTRANT is a no-op there). Re-run when system packages change.
set -euo pipefail
out="$1"
mkdir -p "$out"
search="$(pkg-config --variable pc_path pkg-config 2>/dev/null || true)"
IFS=':' read -r -a dirs <<< "${PKG_CONFIG_PATH:+$PKG_CONFIG_PATH:}$search"
for dir in "${dirs[@]}"; do
  [ -n "$dir" ] && [ -d "$dir" ] && [ "$dir" != "$out" ] || continue
  for file in "$dir"/*.pc; do
    [ -e "$file" ] || continue
    name="$(basename "$file")"
    # The first folder in the search path wins, as for pkg-config itself.
    [ -e "$out/$name.seen" ] && continue
    : > "$out/$name.seen"
    sed -E 's/(^|[[:space:]])(-pthread|-D_REENTRANT)([[:space:]]|$)/\1\3/g' "$file" > "$out/$name"
  done
done
rm -f "$out"/*.seen
