"""Search over pages, headings and token names: keyboard first, from disk and from a sub-path."""
from pathlib import Path
from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import ARTIFACTS
from sitecheck import browser, links, search

NESTED_PAGE = "guides/writing-pages/index.html"


def test_index_holds_every_page_its_headings_and_listed_tokens(site):
    entries = search.index_entries(site)
    kinds = {kind for kind, *_ in entries}
    assert kinds == {"page", "heading", "token"}
    pages = {url for kind, _, _, url in entries if kind == "page"}
    built = {p for p in __import__("sitecheck.site", fromlist=["pages"]).pages(site) if p != "404.html"}
    assert pages == built
    for kind, title, _, url in entries:
        path, _, anchor = url.partition("#")
        html = (site / path).read_text(encoding="utf-8")
        if anchor:
            assert f'id="{anchor}"' in html, f"{kind} {title}: no #{anchor} in {path}"


def test_slash_focuses_the_field_and_typing_lists_results(driver, site):
    browser.open_page(driver, site, NESTED_PAGE)
    search.type_query(driver, "focus")
    results = search.options(driver)
    assert results, "no result for 'focus'"
    assert search.field(driver).get_attribute("aria-expanded") == "true"
    assert search.active_option(driver) == results[0]
    assert results[0].get_attribute("aria-selected") == "true"
    status = driver.find_element(By.ID, "site-search-status").get_attribute("textContent")
    assert status == f"{len(results)} result{'s' if len(results) > 1 else ''}"


def test_arrows_choose_and_enter_opens_a_heading_from_a_nested_page(driver, site):
    browser.open_page(driver, site, NESTED_PAGE)
    search.type_query(driver, "reading the comparison")
    first = search.options(driver)[0]
    assert "Reading the comparison" in first.text and "Section" in first.text
    search.press(driver, Keys.ARROW_DOWN)
    if len(search.options(driver)) > 1:
        assert search.active_option(driver) == search.options(driver)[1]
    search.press(driver, Keys.ARROW_UP)
    assert search.active_option(driver) == search.options(driver)[0]
    search.open_active(driver)
    WebDriverWait(driver, 5).until(lambda d: d.current_url.endswith("#reading-the-comparison"))
    assert Path(urlparse(driver.current_url).path) == (site / "index.html").resolve()


def test_a_token_name_leads_to_its_row(driver, site):
    token = next(title for kind, title, _, _ in search.index_entries(site) if kind == "token")
    browser.open_page(driver, site, "index.html")
    search.type_query(driver, token)
    assert search.active_option(driver).text.startswith(token)
    search.open_active(driver)
    WebDriverWait(driver, 5).until(lambda d: "#token-" in d.current_url)
    assert driver.find_element(By.ID, "token-" + token).is_displayed()


def test_escape_closes_the_list_then_clears_the_field(driver, site):
    browser.open_page(driver, site, NESTED_PAGE)
    search.type_query(driver, "button")
    search.press(driver, Keys.ESCAPE)
    assert not driver.find_element(By.ID, "site-search-results").is_displayed()
    assert search.field(driver).get_attribute("aria-expanded") == "false"
    assert search.field(driver).get_attribute("value") == "button"
    search.press(driver, Keys.ESCAPE)
    assert search.field(driver).get_attribute("value") == ""


def test_no_match_says_so(driver, site):
    browser.open_page(driver, site, NESTED_PAGE)
    search.type_query(driver, "zzqx")
    assert search.options(driver) == []
    listing = driver.find_element(By.ID, "site-search-results").text
    assert "No page, section or token matches" in listing
    assert driver.find_element(By.ID, "site-search-status").get_attribute("textContent") == "No results"


def test_search_works_served_from_a_sub_path(driver, site):
    browser.console_errors(driver)  # what earlier tests left in the log is theirs
    with links.serve_under_sub_path(site) as root:
        driver.get(root + NESTED_PAGE)
        search.type_query(driver, "writing pages")
        search.open_active(driver)
        WebDriverWait(driver, 5).until(lambda d: d.current_url.rstrip("/").endswith("guides/writing-pages/index.html"))
        assert driver.current_url.startswith(root)
        assert not browser.console_errors(driver)


def test_screenshot_of_the_open_list(driver, site):
    """Kept in .artifacts/search/ for review: the list open under the field, in both color schemes and on a phone."""
    for scheme, width in (("light", 1280), ("dark", 1280), ("light", 390)):
        browser.set_color_scheme(driver, scheme)
        browser.set_width(driver, width)
        browser.open_page(driver, site, NESTED_PAGE)
        search.type_query(driver, "button")
        search.press(driver, Keys.ARROW_DOWN)
        box = driver.find_element(By.ID, "site-search-results").rect
        assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"the list leaves the window at {width} px: {box}"
        path = ARTIFACTS / "search" / f"search-{scheme}-{width}.png"
        path.parent.mkdir(parents=True, exist_ok=True)
        driver.save_screenshot(str(path))
    browser.set_color_scheme(driver, "light")
    browser.set_width(driver, 1280)
