"""Every page loads in Chromium without a console error; screenshots of every page, 1280 and 390 wide,
light and dark, are saved under .artifacts/screenshots/."""
import pytest

from conftest import ARTIFACTS, PAGES
from sitecheck import browser


@pytest.mark.parametrize("page", PAGES)
def test_page_loads_without_console_errors(driver, site, page):
    problems = []
    for scheme in ("light", "dark"):
        browser.set_color_scheme(driver, scheme)
        browser.open_page(driver, site, page)
        problems += [f"{page} [{scheme}] console: {message}" for message in browser.console_errors(driver)]
        for width in (1280, 390):
            name = page.replace("/index.html", "").replace("/", "-").replace(".html", "") or "home"
            browser.full_page_screenshot(driver, ARTIFACTS / "screenshots" / f"{name}-{width}-{scheme}.png", width)
    browser.set_color_scheme(driver, "light")
    assert not problems, "\n".join(problems)
