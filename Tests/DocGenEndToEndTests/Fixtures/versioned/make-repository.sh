#!/usr/bin/env bash
# Makes a git repository with three tagged releases of one design system (Acme, the diff fixture's), for the
# versioned site's tests:
#   v1.0.0  the system as the diff fixture has it
#   v1.1.0  a token change: the brand blue of the palette is darker
#   v2.0.0  a rename with deprecation (color.button.primary.default.background is now color.button.primary.fill, the
#           old name kept, deprecated, as an alias) and a new variant, secondary, in beta
# then one commit after v2.0.0 in the work tree's history (a guide page), published as next.
# Commit times are fixed, so the same script makes the same commits.
# Usage: make-repository.sh DESTINATION
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
destination="$1"
mkdir -p "$destination"
cd "$destination"
cp -R "$here/../diff/Content" Content
cp "$here/acme-index.md" Content/acme/index.md
cp "$here/home.md" Content/index.md
cat > docgen.yaml <<'YAML'
versions:
  tags: "v*"
  current: next
YAML

export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1
git_() { git -c user.name=docgen -c user.email=docgen@example.com -c commit.gpgsign=false -c tag.gpgsign=false "$@"; }
commit() { # MESSAGE DATE
  git_ add -A
  GIT_AUTHOR_DATE="$2" GIT_COMMITTER_DATE="$2" git_ commit -q -m "$1"
}
replace() { # FILE OLD NEW: the text must be there
  python3 - "$@" <<'PY'
import sys
path, old, new = sys.argv[1:4]
text = open(path, encoding="utf-8").read()
if old not in text:
    sys.exit(f"{path}: {old!r} is not there")
open(path, "w", encoding="utf-8").write(text.replace(old, new))
PY
}

git_ init -q -b main
commit "Acme 1.0.0" "2026-01-15T10:00:00+01:00"
git_ tag v1.0.0

replace Content/acme/tokens/base.tokens.json \
  '{ "colorSpace": "srgb", "components": [0.043, 0.373, 1], "hex": "#0b5fff" }' '"#0a47c2"'
commit "Acme 1.1.0: a darker brand blue" "2026-03-02T10:00:00+01:00"
GIT_COMMITTER_DATE="2026-03-02T10:00:00+01:00" git_ tag -a v1.1.0 -m "Acme 1.1.0"

replace Content/acme/tokens/button.tokens.json \
  '"background": { "$value": "{color.background.brand}", "$description": "Fill of the primary button" },' \
  '"background": { "$value": "{color.button.primary.fill}", "$deprecated": "Use {color.button.primary.fill}." },'
replace Content/acme/tokens/button.tokens.json \
  '"primary": {' \
  '"primary": {
        "fill": { "$value": "{color.background.brand}", "$description": "Fill of the primary button" },'
replace Content/acme/tokens/button.tokens.json \
  '          "foreground": { "$value": "{color.palette.white}" }
        }
      }' \
  '          "foreground": { "$value": "{color.palette.white}" }
        }
      },
      "secondary": {
        "background": { "$value": "{color.palette.white}" },
        "foreground": { "$value": "{color.background.brand}" }
      }'
replace Content/acme/button.component.yaml \
  'background: "{color.button.primary.default.background}"' 'background: "{color.button.primary.fill}"'
cat >> Content/acme/button.component.yaml <<'YAML'
  secondary:
    text: Cancel
    surface: page
    status: beta
    colors:
      background: "{color.button.secondary.background}"
      label: "{color.button.secondary.foreground}"
YAML
replace Content/acme/index.md '```docgen matrix variant=primary
```' '```docgen matrix variant=primary
```

```docgen matrix variant=secondary
```'
commit "Acme 2.0.0: primary fill renamed, secondary variant" "2026-06-10T10:00:00+02:00"
git_ tag v2.0.0

mkdir -p Content/guides
cat > Content/guides/using.md <<'MD'
---
title: Using the button
section: Guides
---

Use one primary button per view.
MD
commit "A guide, not yet released" "2026-07-01T10:00:00+02:00"
