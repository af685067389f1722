"""Driving the site's search field from the keyboard."""
import json
from pathlib import Path

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait


def index_entries(site: Path) -> list[list[str]]:
    """The entries of assets/search-index.js: [kind, title, context, url]."""
    text = (site / "assets" / "search-index.js").read_text(encoding="utf-8")
    return json.loads(text[text.index("["):text.rindex("]") + 1])


def press(driver, *keys) -> None:
    """Keys sent to whatever has focus, as a person types them."""
    ActionChains(driver).send_keys(*keys).perform()


def field(driver):
    return driver.find_element(By.ID, "site-search-input")


def options(driver) -> list:
    return driver.find_elements(By.CSS_SELECTOR, "#site-search-results [role=option]")


def type_query(driver, query: str) -> None:
    """Focuses the field with "/" and types `query`; waits until the list shows."""
    press(driver, "/")
    assert driver.switch_to.active_element == field(driver), "'/' did not focus the search field"
    press(driver, query)
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.ID, "site-search-results").is_displayed())


def active_option(driver):
    """The option aria-activedescendant names, or None."""
    active = field(driver).get_attribute("aria-activedescendant")
    return driver.find_element(By.ID, active) if active else None


def open_active(driver) -> None:
    press(driver, Keys.ENTER)
