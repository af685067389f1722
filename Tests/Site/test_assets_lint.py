"""docgen's own pages and scripts (Assets/): the diff report and a preview page showing the error overlay and the
compare marks pass the Nu HTML Checker, the stylesheets pass its CSS checker, and Chromium parses the scripts.
Each checker is shown failing on a broken copy first, so that a pass means something."""
import shutil
import subprocess
import time
import urllib.request
from pathlib import Path

import pytest

from sitecheck import preview, site as sitelib, validation

ASSETS = sitelib.PACKAGE_ROOT / "Assets"
DIFF_FIXTURE = sitelib.PACKAGE_ROOT / "Tests" / "DocGenEndToEndTests" / "Fixtures" / "diff" / "Content"
LIGHT_TOKENS = Path("Content") / "acme" / "tokens" / "light.tokens.json"


def _git(repo: Path, *arguments: str) -> None:
    subprocess.run(["git", "-c", "user.name=docgen", "-c", "user.email=docgen@example.com", "-c", "commit.gpgsign=false",
                    *arguments], cwd=repo, check=True, capture_output=True,
                   env={"GIT_CONFIG_GLOBAL": "/dev/null", "GIT_CONFIG_NOSYSTEM": "1", "PATH": "/usr/bin:/bin"})


def _repository(root: Path) -> Path:
    """The diff fixture committed once as BASE."""
    repo = root / "repo"
    shutil.copytree(DIFF_FIXTURE, repo / "Content")
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "BASE")
    return repo


def _edit(repo: Path, old: str, new: str) -> None:
    path = repo / LIGHT_TOKENS
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new), encoding="utf-8")


def _css_errors(files: list[Path]) -> list[str]:
    result = subprocess.run(["java", "-jar", str(validation.VNU), "--errors-only", "--css", "--format", "text", *map(str, files)],
                            capture_output=True, text=True)
    return [line for line in (result.stderr + result.stdout).splitlines() if line.startswith("Error")]


def _script_error(driver, source: str) -> str:
    """What Chromium's parser says of `source` as a script body, empty when it parses."""
    return driver.execute_script("try { new Function(arguments[0]); return ''; } catch (e) { return String(e); }", source)


def test_the_css_check_catches_a_misspelt_property(scratch):
    broken = scratch / "broken.css"
    broken.write_text((ASSETS / "report" / "report.css").read_text(encoding="utf-8").replace("border-collapse:", "border-colapse:", 1))
    assert any("border-colapse" in line for line in _css_errors([broken]))


def test_every_stylesheet_is_valid_css():
    stylesheets = sorted(ASSETS.rglob("*.css"))
    assert len(stylesheets) == 3, stylesheets
    problems = _css_errors(stylesheets)
    assert not problems, "\n".join(problems)


def test_the_script_check_catches_a_syntax_error(driver):
    source = (ASSETS / "preview" / "reload.js").read_text(encoding="utf-8")
    assert "SyntaxError" in _script_error(driver, source.replace("})();", "})(;", 1))


def test_every_script_parses_in_chromium(driver):
    scripts = sorted(ASSETS.rglob("*.js"))
    assert len(scripts) == 4, scripts
    for script in scripts:
        error = _script_error(driver, script.read_text(encoding="utf-8"))
        assert not error, f"{script.relative_to(ASSETS)}: {error}"


def test_the_diff_report_is_valid_html(scratch):
    """A report with new failures, cards with both sides' pictures and checks, and a token table."""
    repo = _repository(scratch)
    _edit(repo, "{color.palette.blue.600}", "{color.palette.blue.300}")
    _git(repo, "commit", "-q", "-am", "Lighter primary")
    report = scratch / "report"
    result = preview.write_diff_report(repo, report)
    assert result.returncode == 1, result.stderr
    html = (report / "index.html").read_text(encoding="utf-8")
    assert "<h2>New failures</h2>" in html and 'class="card"' in html
    problems = validation.errors(report)
    assert not problems, "\n".join(problems)
    broken = scratch / "broken"
    shutil.copytree(report, broken)
    (broken / "index.html").write_text(html.replace("<h2>New failures</h2>", "<h2>New failures</h3>", 1), encoding="utf-8")
    assert validation.errors(broken), "the checker finds a broken copy"


def _get(url: str) -> str:
    with urllib.request.urlopen(url, timeout=10) as response:
        return response.read().decode("utf-8")


def test_a_preview_page_with_the_overlay_and_compare_script_is_valid_html(driver, scratch):
    """`docgen serve --compare HEAD` over the fixture; a token file then refers to a token that does not exist, so
    the page served carries the live-reload and compare scripts and the error overlay with its source frame."""
    repo = _repository(scratch)
    with preview.serve_compare(repo) as root:
        _edit(repo, "{color.palette.blue.600}", "{color.palette.blue.999}")
        deadline = time.monotonic() + 30
        page = _get(root)
        while "docgen-error-overlay" not in page and time.monotonic() < deadline:
            time.sleep(0.2)
            page = _get(root)
        assert 'class="dg-frame"' in page and "/_docgen/compare.js" in page and "/_docgen/live.js" in page
        scripts = {path: _get(root + path) for path in ("_docgen/live.js", "_docgen/compare.js")}
        assert _get(root + "_docgen/overlay.css").startswith("#docgen-error-overlay{"), "the overlay's stylesheet is served"
    served = scratch / "served"
    served.mkdir()
    (served / "index.html").write_text(page, encoding="utf-8")
    problems = validation.errors(served)
    assert not problems, "\n".join(problems)
    for path, source in scripts.items():
        assert "{{" not in source and not _script_error(driver, source), path
