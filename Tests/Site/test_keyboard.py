"""Tab reaches every interactive element in document order, and each shows a focus indicator."""
import pytest

from conftest import PAGES
from sitecheck import browser, keyboard


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("page", PAGES)
def test_tab_order_and_focus_indicator(driver, site, page, width):
    browser.set_width(driver, width)
    browser.open_page(driver, site, page)
    problems = keyboard.walk(driver, page)
    browser.set_width(driver, 1280)
    assert not problems, "\n".join(problems)
