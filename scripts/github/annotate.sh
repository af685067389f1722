#!/usr/bin/env bash
# Prints GitHub workflow commands (::error …, ::warning …, ::notice …) read from FILE or standard input, keeping
# within GitHub's limits: at most 10 annotations of each kind per step and 50 per job. Every command it does not
# print goes to the job summary ($GITHUB_STEP_SUMMARY) as a list, so that nothing is dropped silently.
#   scripts/github/annotate.sh [FILE]
# Environment: DOCGEN_ANNOTATIONS_PER_KIND (10), DOCGEN_ANNOTATIONS_BUDGET (what is left of the job's 50).
set -euo pipefail

per_kind=${DOCGEN_ANNOTATIONS_PER_KIND:-10}
budget=${DOCGEN_ANNOTATIONS_BUDGET:-50}
summary=${GITHUB_STEP_SUMMARY:-/dev/null}

# Text from the findings as plain markdown: HTML escaped, inline markdown punctuation backslash-escaped, so that a
# token's name cannot become markup in the job summary.
plain() {
  printf '%s' "$1" | sed -e 's/&/\&amp;/g' -e 's/</\&lt;/g' -e 's/>/\&gt;/g' -e 's/[][`*_|~\\]/\\&/g'
}

declare -A shown=([error]=0 [warning]=0 [notice]=0)
total=0
overflow=()
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    ::error\ *|::error::*) kind=error ;;
    ::warning\ *|::warning::*) kind=warning ;;
    ::notice\ *|::notice::*) kind=notice ;;
    *) continue ;;
  esac
  if [ "${shown[$kind]}" -lt "$per_kind" ] && [ "$total" -lt "$budget" ]; then
    printf '%s\n' "$line"
    shown[$kind]=$((shown[$kind] + 1))
    total=$((total + 1))
  else
    overflow+=("$kind|$line")
  fi
done < "${1:-/dev/stdin}"

if [ ${#overflow[@]} -gt 0 ]; then
  {
    printf '\n<details><summary>%d more findings than GitHub shows as annotations</summary>\n\n' "${#overflow[@]}"
    for entry in "${overflow[@]}"; do
      kind=${entry%%|*}
      command=${entry#*|}
      properties=${command#::"$kind" }
      properties=${properties%%::*}
      message=${command#*::*::}
      file=$(printf '%s' "$properties" | sed -n 's/.*file=\([^,]*\).*/\1/p')
      title=$(printf '%s' "$properties" | sed -n 's/.*title=\([^,]*\).*/\1/p' | sed -e 's/%3A/:/g' -e 's/%2C/,/g' -e 's/%25/%/g')
      line=$(printf '%s' "$properties" | sed -n 's/.*line=\([0-9]*\).*/\1/p')
      # Undo the workflow-command escaping for the summary's text.
      message=$(printf '%s' "$message" | sed -e 's/%0A/ /g' -e 's/%0D//g' -e 's/%3A/:/g' -e 's/%2C/,/g' -e 's/%25/%/g')
      printf -- '- **%s** %s %s%s: %s\n' "$kind" "$(plain "$title")" "$(plain "$file")" "${line:+:$line}" "$(plain "$message")"
    done
    printf '\n</details>\n'
  } >> "$summary"
fi
echo "annotations=$total" >> "${GITHUB_OUTPUT:-/dev/null}"
