"""Every internal link and anchor resolves with the site served from a sub-path, and every page is reachable."""
from sitecheck import links


def test_links_resolve_under_a_sub_path(site):
    problems = links.broken(site)
    assert not problems, "\n".join(problems)
