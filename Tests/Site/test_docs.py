"""docgen's manual (docs/), built by docgen: every internal link and anchor resolves with the site served from a
sub-path, and every page is reachable from its home page."""
import subprocess

from sitecheck import links, site as sitelib


def test_the_manual_builds_and_its_links_resolve_under_a_sub_path(tmp_path):
    output = tmp_path / "_site-docs"
    result = subprocess.run(
        [str(sitelib.docgen_executable()), "build", "--content", "docs", "--output", str(output)],
        cwd=sitelib.PACKAGE_ROOT, capture_output=True, text=True,
    )
    assert result.returncode == 0, result.stderr
    assert "warning" not in result.stderr, result.stderr
    problems = links.broken(output)
    assert not problems, "\n".join(problems)
