#!/usr/bin/env bash
# The report step of docgen's GitHub action: `docgen check` as annotations (within GitHub's limits, the rest in the
# job summary), then `docgen diff` as the pull-request comment (diff.md), the full report in the job summary
# (summary.md), JSON, SARIF and the visual report (html/), all in one folder for the artifact.
# Environment:
#   DOCGEN            the docgen executable (default: docgen on PATH)
#   DOCGEN_BASE       the revision or folder compared against (default: HEAD~1)
#   DOCGEN_HEAD       the revision or folder under review (default: HEAD)
#   DOCGEN_MERGE_BASE true to compare with the merge base, as a pull request does (default: true)
#   DOCGEN_CONTENT    the content folder (default: Content); DOCGEN_PUBLIC the public folder (default: Public)
#   DOCGEN_REPORT_DIR where the files go (default: docgen-report)
# Writes exit-code (docgen diff's: 0, 1, 2) and report-dir to $GITHUB_OUTPUT. Exits 2 for invalid input, else 0:
# gating on exit-code is the caller's choice.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
docgen=${DOCGEN:-docgen}
dir=${DOCGEN_REPORT_DIR:-docgen-report}
output=${GITHUB_OUTPUT:-/dev/null}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
site=(--content "${DOCGEN_CONTENT:-Content}" --public "${DOCGEN_PUBLIC:-Public}")
sides=("${DOCGEN_BASE:-HEAD~1}" "${DOCGEN_HEAD:-HEAD}")
[ "${DOCGEN_MERGE_BASE:-true}" = true ] && sides+=(--merge-base)
mkdir -p "$dir"
echo "report-dir=$dir" >> "$output"

"$docgen" check "${site[@]}" --format github > "$dir/check.txt" 2> "$dir/check.err"
check_status=$?
if [ "$check_status" -ge 2 ]; then
  cat "$dir/check.err" >&2
  echo "::error title=docgen check::The content is not valid input; see the step's log."
  echo "exit-code=$check_status" >> "$output"
  exit 2
fi
"$here/annotate.sh" "$dir/check.txt"

"$docgen" diff "${sides[@]}" "${site[@]}" --html "$dir/html" > "$dir/diff.md" 2> "$dir/diff.err"
status=$?
if [ "$status" -ne 0 ] && [ "$status" -ne 1 ]; then
  cat "$dir/diff.err" >&2
  message=$(tail -n 1 "$dir/diff.err" | sed -e 's/%/%25/g')
  echo "::error title=docgen diff::$message"
  { echo "### docgen diff could not compare"; echo; echo '```'; cat "$dir/diff.err"; echo '```'; } >> "$summary"
  echo "exit-code=$status" >> "$output"
  exit 2
fi
"$docgen" diff "${sides[@]}" "${site[@]}" --max-characters 1000000 > "$dir/summary.md" 2>> "$dir/diff.err"
"$docgen" diff "${sides[@]}" "${site[@]}" --format json > "$dir/diff.json" 2>> "$dir/diff.err"
"$docgen" diff "${sides[@]}" "${site[@]}" --format sarif > "$dir/diff.sarif" 2>> "$dir/diff.err"
"$here/summary.sh" "$dir/summary.md" "the docgen-diff artifact"
echo "exit-code=$status" >> "$output"
exit 0
