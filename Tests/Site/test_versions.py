"""A versioned site (`docgen build --versions`) over a repository with three tagged releases of Acme, made by
Tests/DocGenEndToEndTests/Fixtures/versioned/make-repository.sh: every link resolves (the pages' own, and the ones the
shared versions.js puts in each menu), the menus, banners and changelog pages pass axe in light and dark, and the
version menu works from the keyboard."""
import json
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from sitecheck import accessibility, browser, keyboard, links, site as sitelib

MAKE_REPOSITORY = sitelib.PACKAGE_ROOT / "Tests/DocGenEndToEndTests/Fixtures/versioned/make-repository.sh"
# A page of each kind in each place: a release's system page, the latest's, the work tree's new page, a changelog.
PAGES = ["index.html", "acme/index.html", "v1.0.0/acme/index.html", "v1.1.0/index.html", "next/guides/using/index.html",
         "changelog/index.html", "changelog/v1.1.0/index.html", "changelog/v2.0.0/index.html", "changelog/next/index.html"]


@pytest.fixture(scope="session")
def versioned_site(tmp_path_factory) -> Path:
    repository = tmp_path_factory.mktemp("versioned") / "repo"
    subprocess.run(["bash", str(MAKE_REPOSITORY), str(repository)], check=True, capture_output=True)
    result = subprocess.run([str(sitelib.docgen_executable()), "build", "--versions", "--no-cache"], cwd=repository,
                            capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    return repository / "_site"


def _open_menu(driver):
    driver.execute_script("document.querySelector('.version-menu').open = true")


def test_every_link_of_every_version_resolves(versioned_site):
    assert links.broken(versioned_site) == []


def _versions(site: Path) -> list[dict]:
    script = (site / "versions.js").read_text(encoding="utf-8")
    prefix = "var docgenVersions = "
    assert script.startswith(prefix)
    return json.loads(script[len(prefix):script.index(";\n")])["versions"]


def test_every_page_the_menu_lists_exists(versioned_site):
    versions = _versions(versioned_site)
    assert [version["name"] for version in versions] == ["next", "v2.0.0", "v1.1.0", "v1.0.0"]
    for version in versions:
        for page in version["pages"] + ["index.html"]:
            assert (versioned_site / (version["folder"] + page)).is_file(), version["folder"] + page


def test_the_menu_the_script_builds_leads_to_every_version(driver, versioned_site):
    browser.open_page(driver, versioned_site, "v1.0.0/acme/index.html")
    _open_menu(driver)
    entries = driver.find_elements(By.CSS_SELECTOR, ".version-menu-panel li a")
    assert [entry.text.split()[0] for entry in entries] == ["next", "v2.0.0", "v1.1.0", "v1.0.0"]
    assert [entry.get_attribute("aria-current") for entry in entries] == [None, None, None, "true"]
    targets = [entry.get_attribute("href") for entry in entries]
    assert targets == [(versioned_site / path).resolve().as_uri() for path in
                       ["next/acme/index.html", "acme/index.html", "v1.1.0/acme/index.html", "v1.0.0/acme/index.html"]]


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("page", PAGES)
def test_menus_banners_and_changelogs_pass_axe(driver, versioned_site, page, scheme):
    browser.set_color_scheme(driver, scheme)
    browser.open_page(driver, versioned_site, page)
    _open_menu(driver)
    problems = accessibility.violations(driver, page, scheme)
    browser.set_color_scheme(driver, "light")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("page", ["v1.0.0/acme/index.html", "changelog/v2.0.0/index.html"])
def test_tab_reaches_the_menu_and_its_versions(driver, versioned_site, page, width):
    browser.set_width(driver, width)
    browser.open_page(driver, versioned_site, page)
    problems = keyboard.walk(driver, page)
    browser.open_page(driver, versioned_site, page)
    _open_menu(driver)
    problems += keyboard.walk(driver, page + " (menu open)")
    browser.set_width(driver, 1280)
    assert not problems, "\n".join(problems)


def test_the_menu_opens_moves_and_closes_from_the_keyboard(driver, versioned_site):
    browser.open_page(driver, versioned_site, "v1.0.0/acme/index.html")
    summary = driver.find_element(By.CSS_SELECTOR, ".version-menu > summary")
    actions = ActionChains(driver)
    actions.send_keys(Keys.TAB).perform()  # the skip link
    actions.send_keys(Keys.TAB).perform()  # the brand
    actions.send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element == summary
    actions.send_keys(Keys.ENTER).perform()
    assert driver.execute_script("return document.querySelector('.version-menu').open")
    actions.send_keys(Keys.ESCAPE).perform()
    assert not driver.execute_script("return document.querySelector('.version-menu').open")
    assert driver.switch_to.active_element == summary
    # Open again, go to the third entry (v1.1.0) and follow it: the same page in that version.
    actions.send_keys(Keys.ENTER).perform()
    for _ in range(3):
        actions.send_keys(Keys.TAB).perform()
    assert driver.switch_to.active_element.text.startswith("v1.1.0")
    actions.send_keys(Keys.ENTER).perform()
    assert driver.current_url.endswith("/v1.1.0/acme/index.html")
    banner = driver.find_element(By.CSS_SELECTOR, ".version-banner").text
    assert "v1.1.0" in banner and "older release" in banner


def test_the_banner_leads_to_the_same_page_in_the_latest_release(driver, versioned_site):
    browser.open_page(driver, versioned_site, "v1.0.0/acme/index.html")
    driver.find_element(By.CSS_SELECTOR, ".version-banner a").click()
    assert driver.current_url == (versioned_site / "acme/index.html").resolve().as_uri()
    assert driver.find_elements(By.CSS_SELECTOR, ".version-banner") == []
    assert driver.find_element(By.CSS_SELECTOR, ".version-menu > summary").text.endswith("v2.0.0 (latest)")


def test_a_version_without_the_page_says_so_and_leads_home(driver, versioned_site):
    browser.open_page(driver, versioned_site, "next/guides/using/index.html")
    _open_menu(driver)
    entries = driver.find_elements(By.CSS_SELECTOR, ".version-menu-panel li a")
    texts = [entry.text for entry in entries]
    assert texts[0].startswith("next (unreleased)")
    assert all("this page is not in" in text for text in texts[1:]), texts
    entries[2].click()
    assert driver.current_url.endswith("/v1.1.0/index.html")
