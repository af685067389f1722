"""axe-core finds no violation on any page, in the light and the dark color scheme."""
import pytest

from conftest import PAGES
from sitecheck import accessibility, browser


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", PAGES)
def test_no_axe_violations(driver, site, page, scheme):
    browser.set_color_scheme(driver, scheme)
    browser.open_page(driver, site, page)
    problems = accessibility.violations(driver, page, scheme)
    browser.set_color_scheme(driver, "light")
    assert not problems, "\n".join(problems)
