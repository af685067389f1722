#!/usr/bin/env bash
# Makes the versioned fixture's repository (make-repository.sh) with COUNT releases in all: v1.0.0, v1.1.0 and v2.0.0,
# then v2.1.0, v2.2.0, … each a commit that changes the brand blue, so every release has a changelog entry with a
# changed token and changed cells. The work tree's last commit (the guide) comes after them. For the tests of a
# versioned site at scale and for measuring one (docs/versions.md).
# Usage: make-many-releases.sh COUNT DESTINATION
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
count="$1"
destination="$2"
bash "$here/make-repository.sh" "$destination"
cd "$destination"

export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git_() { git -c user.name=docgen -c user.email=docgen@example.com -c commit.gpgsign=false -c tag.gpgsign=false "$@"; }

# The guide's commit is set aside and put back on top of the new releases.
guide=$(git_ rev-parse HEAD)
git_ reset -q --hard v2.0.0
file=Content/acme/tokens/base.tokens.json
for ((i = 1; i <= count - 3; i++)); do
  hex=$(printf '#%02x%02x%02x' $((10 + i % 40)) $((71 + i % 50)) $((194 - i % 60)))
  sed -i -E "6s/\"#[0-9a-f]{6}\"/\"$hex\"/" "$file"
  git_ add "$file"
  date="2026-07-01T10:00:00+02:00"
  GIT_AUTHOR_DATE="$date" GIT_COMMITTER_DATE="$date" git_ commit -q -m "Acme 2.$i.0"
  git_ tag "v2.$i.0"
done
GIT_COMMITTER_DATE="2026-07-02T10:00:00+02:00" git_ cherry-pick "$guide" >/dev/null
