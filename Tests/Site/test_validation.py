"""The Nu HTML Checker finds no error in any page or SVG file."""
from sitecheck import validation


def test_every_page_and_svg_is_valid(site):
    problems = validation.errors(site)
    assert not problems, "\n".join(problems)
