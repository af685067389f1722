#!/usr/bin/env bash
# Posts BODY-FILE as the one docgen comment of a pull request: updates the comment that carries the hidden marker
# `<!-- docgen-diff -->` when there is one, else creates it. Uses the GitHub CLI (`gh api`), authenticated by
# GH_TOKEN. The body is read from a file made by an untrusted workflow run: it is only ever sent as data.
#   scripts/github/sticky-comment.sh OWNER/REPO PR-NUMBER BODY-FILE
set -euo pipefail

repo=$1
pr=$2
body=$3
marker='<!-- docgen-diff -->'

[[ "$repo" =~ ^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$ ]] || { echo "sticky-comment: '$repo' is not OWNER/REPO" >&2; exit 64; }
[[ "$pr" =~ ^[0-9]+$ ]] || { echo "sticky-comment: '$pr' is not a pull request number" >&2; exit 64; }
head -n 1 "$body" | grep -qF "$marker" || { echo "sticky-comment: $body does not start with $marker" >&2; exit 65; }
# GitHub refuses bodies over 65,536 characters; docgen's markdown stays within 60,000.
[ "$(wc -m < "$body")" -le 65536 ] || { echo "sticky-comment: $body is longer than GitHub's 65,536 characters" >&2; exit 65; }

existing=$(gh api --paginate "repos/$repo/issues/$pr/comments" \
  --jq ".[] | select(.body | startswith(\"$marker\")) | .id" | head -n 1)
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$body" > /dev/null
  echo "Updated comment $existing on $repo#$pr."
else
  gh api --method POST "repos/$repo/issues/$pr/comments" -F "body=@$body" > /dev/null
  echo "Commented on $repo#$pr."
fi
