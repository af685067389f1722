#!/usr/bin/env bash
# Posts BODY-FILE as the one docgen comment of the pull request whose head is HEAD-SHA in HEAD-REPO: the open pull
# request of REPO with that head repository and commit, found through the pulls API (never named by the report's
# artifact, which a fork's copy of the report workflow writes). Updates the comment that starts with the marker
# `<!-- docgen-diff -->` AND was written by the workflow's own account (COMMENT_AUTHOR, default
# github-actions[bot]); a marker comment by anyone else is left alone and a new one is made. Uses the GitHub CLI
# (`gh api`), authenticated by GH_TOKEN.
# The body is untrusted text: a regular file within GitHub's 65,536 characters that starts with the marker, only
# ever sent as data (never evaluated, never written to $GITHUB_ENV or $GITHUB_OUTPUT).
#   scripts/github/sticky-comment.sh OWNER/REPO HEAD-OWNER/HEAD-REPO HEAD-SHA BODY-FILE
# Exit status: 0 commented, updated, or no open pull request has that head (nothing done); 64 bad arguments;
# 65 a body refused.
set -euo pipefail

repo=$1
head_repo=$2
head_sha=$3
body=$4
author=${COMMENT_AUTHOR:-github-actions[bot]}
marker='<!-- docgen-diff -->'
name='^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$'

[[ "$repo" =~ $name ]] || { echo "sticky-comment: '$repo' is not OWNER/REPO" >&2; exit 64; }
[[ "$head_repo" =~ $name ]] || { echo "sticky-comment: '$head_repo' is not OWNER/REPO" >&2; exit 64; }
[[ "$head_sha" =~ ^[0-9a-f]{40}$ ]] || { echo "sticky-comment: '$head_sha' is not a commit id" >&2; exit 64; }
[[ "$author" =~ ^[A-Za-z0-9-]+(\[bot\])?$ ]] || { echo "sticky-comment: '$author' is not a GitHub login" >&2; exit 64; }
{ [ -f "$body" ] && [ ! -L "$body" ]; } || { echo "sticky-comment: $body is not a regular file" >&2; exit 65; }
# GitHub refuses bodies over 65,536 characters; docgen's markdown stays within 60,000. Bytes bound characters.
[ "$(head -c 262145 "$body" | wc -c)" -le 262144 ] || { echo "sticky-comment: $body is too large" >&2; exit 65; }
[ "$(wc -m < "$body")" -le 65536 ] || { echo "sticky-comment: $body is longer than GitHub's 65,536 characters" >&2; exit 65; }
[ "$(head -n 1 "$body")" = "$marker" ] || { echo "sticky-comment: $body does not start with $marker" >&2; exit 65; }

# The arguments are checked above, so they can sit inside the jq programs as string literals.
pulls=$(gh api --paginate "repos/$repo/pulls?state=open&per_page=100" \
  --jq ".[] | select(.head.sha == \"$head_sha\" and .head.repo.full_name == \"$head_repo\") | .number")
pr=$(printf '%s\n' "$pulls" | grep -E '^[0-9]+$' | sort -n | head -n 1 || true)
if [ -z "$pr" ]; then
  echo "sticky-comment: no open pull request of $repo has head $head_repo@$head_sha; nothing to comment on."
  exit 0
fi

existing=$(gh api --paginate "repos/$repo/issues/$pr/comments?per_page=100" \
  --jq ".[] | select(.user.login == \"$author\" and (.body | startswith(\"$marker\"))) | .id" | grep -E '^[0-9]+$' | head -n 1 || true)
if [ -n "$existing" ]; then
  gh api --method PATCH "repos/$repo/issues/comments/$existing" -F "body=@$body" > /dev/null
  echo "Updated comment $existing on $repo#$pr."
else
  gh api --method POST "repos/$repo/issues/$pr/comments" -F "body=@$body" > /dev/null
  echo "Commented on $repo#$pr."
fi
