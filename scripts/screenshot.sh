#!/usr/bin/env bash
# Screenshots a page of a built site: scripts/screenshot.sh PAGE.html OUT.png [WIDTH] [light|dark]
set -euo pipefail
page=$(realpath "$1"); out=$2; width=${3:-1280}; scheme=${4:-light}
flags=(--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --log-level=3 --hide-scrollbars)
[ "$scheme" = dark ] && flags+=(--force-dark-mode --blink-settings=preferredColorScheme=0) || flags+=(--blink-settings=preferredColorScheme=1)
chromium "${flags[@]}" --window-size="$width,2000" --screenshot="$out" "file://$page" >/dev/null 2>&1
