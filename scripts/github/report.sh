#!/usr/bin/env bash
# The report step of docgen's GitHub action: one `docgen diff --output-dir` run writes the pull-request comment
# (diff.md), the job summary (summary.md), JSON, SARIF, the visual report (html/) and the annotations of what the
# change adds (annotations.txt, printed within GitHub's limits, the rest listed in the job summary). When a side is
# not valid input (a head that breaks a token), the comment and the summary say so with each error's file and line.
# The project is read as every docgen command reads it: docgen.yaml when there is one, a flag only where its input
# is given.
# Environment:
#   DOCGEN            the docgen executable (default: docgen on PATH)
#   DOCGEN_BASE       the revision or folder compared against (default: HEAD~1)
#   DOCGEN_HEAD       the revision or folder under review (default: HEAD)
#   DOCGEN_MERGE_BASE true to compare with the merge base, as a pull request does (default: true)
#   DOCGEN_PROJECT, DOCGEN_CONTENT, DOCGEN_TEMPLATES, DOCGEN_PUBLIC
#                     --project, --content, --templates, --public when set and not empty (default: the project's)
#   DOCGEN_REPORT_DIR where the files go (default: docgen-report)
# Writes exit-code (docgen diff's: 0, 1, 2), outcome (no-new-error, new-error, invalid-input) and report-dir to
# $GITHUB_OUTPUT. Exits 2 for invalid input, else 0: gating on exit-code is the caller's choice.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
docgen=${DOCGEN:-docgen}
dir=${DOCGEN_REPORT_DIR:-docgen-report}
output=${GITHUB_OUTPUT:-/dev/null}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}
site=()
[ -n "${DOCGEN_PROJECT:-}" ] && site+=(--project "$DOCGEN_PROJECT")
[ -n "${DOCGEN_CONTENT:-}" ] && site+=(--content "$DOCGEN_CONTENT")
[ -n "${DOCGEN_TEMPLATES:-}" ] && site+=(--templates "$DOCGEN_TEMPLATES")
[ -n "${DOCGEN_PUBLIC:-}" ] && site+=(--public "$DOCGEN_PUBLIC")
sides=("${DOCGEN_BASE:-HEAD~1}" "${DOCGEN_HEAD:-HEAD}")
[ "${DOCGEN_MERGE_BASE:-true}" = true ] && sides+=(--merge-base)
echo "report-dir=$dir" >> "$output"

"$docgen" diff "${sides[@]}" "${site[@]}" --output-dir "$dir" > /dev/null 2> "$dir.err"
status=$?
case "$status" in
  0) outcome=no-new-error ;;
  1) outcome=new-error ;;
  *) outcome=invalid-input ;;
esac
echo "exit-code=$status" >> "$output"
echo "outcome=$outcome" >> "$output"
if [ -d "$dir" ]; then mv "$dir.err" "$dir/diff.err"; err=$dir/diff.err; else err=$dir.err; fi

if [ -f "$dir/annotations.txt" ]; then
  "$here/annotate.sh" "$dir/annotations.txt"
fi
if [ -f "$dir/summary.md" ]; then
  "$here/summary.sh" "$dir/summary.md" "the docgen-diff artifact"
fi
if [ "$outcome" = invalid-input ]; then
  cat "$err" >&2
  if [ ! -f "$dir/diff.md" ]; then
    # docgen wrote nothing (a usage error, an unwritable folder): the log is all there is.
    message=$(tail -n 1 "$err" | sed -e 's/%/%25/g' -e 's/\r/%0D/g')
    echo "::error title=docgen diff::$message"
    { echo "### docgen diff could not run"; echo; echo '```'; sed -e 's/```/` ` `/g' "$err"; echo '```'; } >> "$summary"
  fi
  exit 2
fi
exit 0
