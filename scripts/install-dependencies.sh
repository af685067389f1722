#!/usr/bin/env bash
# Installs the Debian packages docgen needs that are not installed yet.
#   scripts/install-dependencies.sh build   libcmark, HarfBuzz, libgit2 and OpenSSL headers, to build docgen and the site
#   scripts/install-dependencies.sh test    the above, plus what the test suites run (rsvg-convert, Chromium, …)
#   scripts/install-dependencies.sh benchmark  the build packages, plus Hugo and the cmark command it is compared with
set -euo pipefail

# No libcurl: nothing imports FoundationNetworking since the preview server has its own HTTP code on POSIX sockets.
build_packages=(pkg-config libcmark-dev libharfbuzz-dev libgit2-dev libssl-dev)
# fonts-dejavu-core: a second font family beside the built-in Inter, for the tests of fonts per design system, and
# the monospace face the browser suite's breakage check draws a label in. The suite does not depend on which other
# fonts the machine has: it passes with fonts-liberation (which Chromium recommends) installed and without it.
test_packages=(librsvg2-bin chromium chromium-driver default-jre-headless python3-venv fonts-dejavu-core)
benchmark_packages=(hugo cmark)

case "${1:-build}" in
  build) wanted=("${build_packages[@]}") ;;
  test) wanted=("${build_packages[@]}" "${test_packages[@]}") ;;
  benchmark) wanted=("${build_packages[@]}" "${benchmark_packages[@]}") ;;
  *) echo "usage: $0 build|test|benchmark" >&2; exit 64 ;;
esac

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then

  echo "Installing ${missing[*]}"
  sudo_cmd=()
  [ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
  export DEBIAN_FRONTEND=noninteractive
  # chromium and chromium-driver come in one call so that their versions match.
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The browser suite's Python packages, pinned, in a virtual environment of the project's own.
if [ "${1:-build}" = test ]; then
  venv=.build-venv
  if [ ! -x "$venv/bin/python" ] || ! cmp -s Tests/Site/requirements.txt "$venv/requirements.txt"; then
    rm -rf "$venv"
    /usr/bin/python3 -m venv "$venv"
    "$venv/bin/pip" install -q --disable-pip-version-check -r Tests/Site/requirements.txt
    cp Tests/Site/requirements.txt "$venv/requirements.txt"
  fi
fi
