#!/usr/bin/env bash
# Appends a markdown report to the job summary ($GITHUB_STEP_SUMMARY), which GitHub caps at 1 MiB per step: a
# longer report is cut at a line, with a note that points to the artifact holding it whole.
#   scripts/github/summary.sh REPORT.md [WHERE-THE-FULL-REPORT-IS]
set -euo pipefail

report=$1
where=${2:-the docgen-diff artifact}
summary=${GITHUB_STEP_SUMMARY:-/dev/stdout}
limit=${DOCGEN_SUMMARY_LIMIT:-1048576}
note="> The report is cut here to stay within GitHub's job summary limit; the full report is in $where."
size=$(wc -c < "$report")
if [ "$size" -le "$limit" ]; then
  cat "$report" >> "$summary"
else
  # Keep whole lines, leaving room for the note.
  head -c $((limit - ${#note} - 64)) "$report" | sed '$d' >> "$summary"
  printf '\n\n%s\n' "$note" >> "$summary"
fi
