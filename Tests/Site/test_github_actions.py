"""The GitHub action and the example workflows pass zizmor, the static analyzer for GitHub Actions (PyPI `zizmor`,
pinned in requirements.txt), with no finding at medium severity or above. A finding kept on purpose carries zizmor's
own ignore comment saying why (`# zizmor: ignore[rule] reason`)."""
import re
import subprocess
import sys
from pathlib import Path

from sitecheck import site as sitelib

ROOT = sitelib.PACKAGE_ROOT
FILES = [ROOT / "action.yml", *sorted((ROOT / "docs/examples/workflows").glob("*.yml"))]
ZIZMOR = Path(sys.executable).parent / "zizmor"


def zizmor(*paths: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(ZIZMOR), "--offline", "--min-severity", "medium", "--no-progress", *map(str, paths)],
                          capture_output=True, text=True, timeout=120)


def test_github_zizmor_finds_nothing_at_medium_or_above():
    assert len(FILES) == 3, FILES
    result = zizmor(*FILES)
    assert result.returncode == 0, result.stdout + result.stderr


def test_github_zizmor_ignores_say_why():
    for path in FILES:
        for number, line in enumerate(path.read_text().splitlines(), 1):
            match = re.search(r"zizmor: ignore\[[a-z-]+\](.*)$", line)
            if match:
                assert len(match.group(1).strip()) > 20, f"{path.name}:{number}: an ignore without its reason"


def test_github_zizmor_catches_what_the_issue_found(tmp_path):
    """The check can fail: an unpinned action that keeps its credentials, under a workflow-wide write permission."""
    bad = tmp_path / "bad.yml"
    bad.write_text("on: pull_request\npermissions:\n  pull-requests: write\njobs:\n  a:\n    runs-on: ubuntu-24.04\n"
                   "    steps:\n      - uses: actions/checkout@v4\n")
    result = zizmor(bad)
    assert result.returncode != 0
    assert "unpinned-uses" in result.stdout and "artipacked" in result.stdout, result.stdout
