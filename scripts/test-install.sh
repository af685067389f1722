#!/usr/bin/env bash
# Installs docgen into a temporary prefix (make install PREFIX=…) and checks that the installed binary stands alone:
#   1. ldd lists no Swift runtime library (libswift*, Foundation, dispatch, BlocksRuntime);
#   2. it runs with an empty environment (no PATH to the toolchain, no LD_LIBRARY_PATH): --version, then init and
#      build in an empty folder;
#   3. when run as root, the same again with the toolchain folder hidden behind an empty tmpfs (a mount namespace).
# Exit status 0 when every check passes.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=$(mktemp -d)
work=$(mktemp -d)
trap 'rm -rf "$prefix" "$work"' EXIT
make --no-print-directory install PREFIX="$prefix" >/dev/null
binary="$prefix/bin/docgen"
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")

echo "Installed $binary ($(du -h "$binary" | cut -f1))"
if ldd "$binary" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|not found'; then
  echo "FAIL: the installed binary needs the libraries above" >&2
  exit 1
fi
if ldd "$binary" | grep -F "$toolchain"; then
  echo "FAIL: the installed binary loads libraries from the toolchain ($toolchain)" >&2
  exit 1
fi
echo "ldd: no Swift runtime library"

bare=(env -i PATH=/usr/bin:/bin LD_LIBRARY_PATH= HOME="$work")
"${bare[@]}" "$binary" --version
(cd "$work" && "${bare[@]}" "$binary" init site >/dev/null && cd site && "${bare[@]}" "$binary" build >/dev/null)
test -f "$work/site/_site/index.html" && test -f "$work/site/_site/fonts/Inter-Regular.otf"
echo "init and build with an empty environment: OK"

if [ "$(id -u)" -eq 0 ] && command -v unshare >/dev/null; then
  rm -rf "$work/site"
  unshare --mount sh -c "mount -t tmpfs none '$toolchain' && test ! -e '$toolchain/lib/swift' \
    && cd '$work' && env -i PATH=/usr/bin:/bin HOME='$work' '$binary' init site >/dev/null \
    && cd site && env -i PATH=/usr/bin:/bin HOME='$work' '$binary' build >/dev/null"
  test -f "$work/site/_site/index.html"
  echo "init and build with $toolchain hidden: OK"
fi
echo "PASS"
