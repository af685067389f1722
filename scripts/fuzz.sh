#!/usr/bin/env bash
# Builds docgen's libFuzzer targets (release, -sanitize=fuzzer,address, scratch path .build-fuzz/) and runs each
# for a bounded time, seeded from Content/, the test fixtures and Fuzz/Regressions/.
#
#   scripts/fuzz.sh                     every target, FUZZ_SECONDS (45) each
#   FUZZ_SECONDS=3600 scripts/fuzz.sh page   one target for an hour
#
# Each input runs at most 10 s (-timeout) in at most 2 GB (-rss_limit_mb); each target stops after FUZZ_SECONDS and is
# killed FUZZ_GRACE (30) seconds later if it has not (a slow last input, a fork-mode child), so the runs take at most
# 9 × (45 + 30) s = 11¼ minutes after the build (about 2 minutes from scratch, seconds once built).
#
# Prints the executions each target ran. Exits 1 when a target crashed, hung (-timeout) or ran out of memory
# (-rss_limit_mb); the input is kept under .build-fuzz/artifacts/TARGET/ — copy it into Fuzz/Regressions/TARGET/
# and add a test that replays it.
set -euo pipefail
cd "$(dirname "$0")/.."

SECONDS_PER_TARGET="${FUZZ_SECONDS:-45}"
GRACE="${FUZZ_GRACE:-30}"
TARGETS=("${@:-tokens resolver component page color mustache cache manifest css}")
read -r -a TARGETS <<< "${TARGETS[*]}"
SCRATCH=.build-fuzz
SWIFT="${SWIFT:-swift}"

echo "fuzz: building the fuzz targets (release, address sanitizer) into $SCRATCH/"
# Package.swift adds -sanitize=fuzzer,address and -enable-testing to DocGenKit, Mustache and the fuzz target when DOCGEN_FUZZ is set.
DOCGEN_FUZZ=1 "$SWIFT" build -c release --scratch-path "$SCRATCH" --product DocGenFuzz
BINARY="$SCRATCH/release/DocGenFuzz"

# Seed corpora: every input of the target's kind in Content/ and the test fixtures, and the saved regressions.
seeds() {
    local target=$1
    case "$target" in
        tokens) find Content Tests -name '*.json' -o -name '*.json5' -o -name '*.jsonc' | grep -v resolver ;;
        resolver) find Content Tests -name '*.resolver.json' ;;
        component) find Content Tests -name '*.yaml' ;;
        page) find Content Tests -name '*.md' ;;
        color) ;; # The color literals of Content/'s token files, written below.
        mustache) find Templates Tests -name '*.mustache' ;; # and the Mustache spec's cases, written below.
        cache|manifest) find "Fuzz/Seeds/$target" -type f ;;
        css) find Content Tests -name '*.css' ;;
    esac
    [ -d "Fuzz/Regressions/$target" ] && find "Fuzz/Regressions/$target" -type f -not -name README.md
    return 0
}

status=0
for target in "${TARGETS[@]}"; do
    corpus="$SCRATCH/corpus/$target"
    artifacts="$SCRATCH/artifacts/$target/"
    mkdir -p "$corpus" "$artifacts"
    seeds "$target" | while read -r file; do
        # (an if, so that a file too large to seed, last in the list, does not end the script under set -e)
        if [ -s "$file" ] && [ "$(stat -c %s "$file")" -le 8192 ]; then cp "$file" "$corpus/seed-$(sha1sum "$file" | cut -c1-12)"; fi
    done
    if [ "$target" = color ]; then
        for text in '#0b5fff' '#0006' 'rebeccapurple' 'oklch(62% 0.19 259)' 'rgb(0 0 0 / 50%)' \
                    '{"colorSpace": "srgb", "components": [0, 0.4, 1]}' '{"colorSpace": "oklch", "components": [0.62, 0.19, 259], "alpha": 0.5}'; do
            printf '%s' "$text" > "$corpus/seed-$(printf '%s' "$text" | sha1sum | cut -c1-12)"
        done
        grep -rhoE '"#[0-9a-fA-F]{3,8}"' Content --include='*.json' | tr -d '"' | sort -u | head -100 | while read -r text; do
            printf '%s' "$text" > "$corpus/seed-$(printf '%s' "$text" | sha1sum | cut -c1-12)"
        done
    fi
    if [ "$target" = css ]; then
        # The fixtures' stylesheets above the seed size, cut to their first 8 KB, and the shapes of the hostile tests.
        find Content Tests -name '*.css' -size +8k | while read -r file; do
            head -c 8192 "$file" > "$corpus/seed-$(sha1sum "$file" | cut -c1-12)"
        done
        for text in ':root { --a: var(--b) var(--b); --b: var(--c) var(--c); --c: x }' ':root { --a: var(--u, var(--v, 1px)) }' \
                    'a { b { --x: 1 } {} {} } @media (prefers-color-scheme: dark) { :root { --y: var(--x) !important } }'; do
            printf '%s' "$text" > "$corpus/seed-$(printf '%s' "$text" | sha1sum | cut -c1-12)"
        done
    fi
    if [ "$target" = mustache ]; then
        # Each case of the Mustache spec as the target reads it: the template, then its partials, NUL-separated.
        python3 - "$corpus" Tests/MustacheTests/Conformance/MustacheCases/mustache-spec.json <<'PY'
import hashlib, json, sys
corpus, spec = sys.argv[1], sys.argv[2]
for case in json.load(open(spec))["cases"]:
    parts = [case["template"]] + list((case.get("partials") or {}).values())[:3]
    data = "\0".join(parts).encode()
    open(f"{corpus}/seed-{hashlib.sha1(data).hexdigest()[:12]}", "wb").write(data)
PY
    fi
    log="$SCRATCH/fuzz-$target.log"
    echo "fuzz: $target for ${SECONDS_PER_TARGET}s ($(ls "$corpus" | wc -l) inputs in the corpus)"
    DOCGEN_FUZZ_TARGET="$target" ASAN_OPTIONS=detect_leaks=0 SWIFT_BACKTRACE=enable=no \
        timeout --kill-after=5 "$((SECONDS_PER_TARGET + GRACE))" "$BINARY" -fork=1 -ignore_crashes=1 -timeout=10 -rss_limit_mb=2048 -max_len=8192 \
        -max_total_time="$SECONDS_PER_TARGET" -artifact_prefix="$artifacts" "$corpus" > "$log" 2>&1 || true
    # libFuzzer leaves a /dev/shm folder per process in fork mode.
    find /dev/shm -maxdepth 1 -name 'DocGenFuzz-*' -user "$(id -u)" -exec rm -rf {} + 2>/dev/null || true
    summary=$(grep -E '^#[0-9]+: cov' "$log" | tail -1 || true)
    executions=$(printf '%s' "$summary" | sed -E 's/^#([0-9]+):.*/\1/')
    failures=$(printf '%s' "$summary" | sed -nE 's#.*oom/timeout/crash: ([0-9]+)/([0-9]+)/([0-9]+).*#\1 \2 \3#p')
    read -r ooms timeouts crashes <<< "${failures:-0 0 0}"
    echo "fuzz: $target ran ${executions:-0} executions; out of memory $ooms, timeouts $timeouts, crashes $crashes"
    if [ -z "$summary" ]; then
        echo "fuzz: $target did not run; see $log" >&2
        status=1
    elif [ "$ooms" != 0 ] || [ "$timeouts" != 0 ] || [ "$crashes" != 0 ]; then
        echo "fuzz: $target failed; inputs in $artifacts, details in $log" >&2
        status=1
    fi
done
exit $status
