"""Each design system page has a folded "How these values were read" panel: closed until asked, opened and closed
from the keyboard, listing counts, with no axe violation open in either color scheme.

Besides the embedded site (read as written everywhere), a copy of its content where six of Backbase's palette colors
carry Primer's `alpha` beside `$value` (the convention of @primer/primitives' token files) and Orange's labels name a
family with no font file, so that the panel has assumptions and a substitution to count.
"""
import re
import shutil

import pytest
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

from conftest import SITE, _build_root
from sitecheck import accessibility, browser, site as sitelib

# The pages in a folder of the content that holds a system.yaml.
SYSTEM_PAGES = [p for p in sitelib.pages(SITE)
                if "/" in p and (sitelib.PACKAGE_ROOT / "Content" / p.split("/")[0] / "system.yaml").exists()]

# axe over the panel alone: the rest of each page is the accessibility suite's.
RUN_AXE_ON_PANEL = """
const done = arguments[arguments.length - 1];
axe.run('details.values-read', {resultTypes: ['violations']}).then(r => done(r.violations))
  .catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));
"""
SHADES = ["50", "100", "200", "300", "400", "600"]


@pytest.fixture(scope="module")
def assuming_site():
    content = _build_root / "values-panel-content"
    shutil.rmtree(content, ignore_errors=True)
    shutil.copytree(sitelib.PACKAGE_ROOT / "Content", content)
    primitives = content / "backbase" / "tokens" / "primitives.tokens.json"
    text = primitives.read_text(encoding="utf-8")
    for shade in SHADES:
        text, count = re.subn(r'("%s": \{"\$value": \{"colorSpace": "srgb"[^}]*\})\}' % shade, r'\1, "alpha": 0.5}', text, count=1)
        assert count == 1, f"palette shade {shade} not found as written"
    primitives.write_text(text, encoding="utf-8")
    orange = content / "orange" / "tokens" / "primitives.tokens.json"
    orange.write_text(orange.read_text(encoding="utf-8").replace('"fontFamily": "Inter"', '"fontFamily": "Acme Sans"'), encoding="utf-8")
    return sitelib.build_site(_build_root / "values-panel-site", ["--content", str(content)])


PANEL_STATE = """
const panel = document.querySelector('details.values-read');
if (!panel) return null;
const body = panel.querySelector('.values-read-body');
return {open: panel.open, count: document.querySelectorAll('details.values-read').length,
        bodyShown: body.checkVisibility(), height: panel.getBoundingClientRect().height, tally: panel.querySelector('.values-read-tally').textContent.trim(),
        summary: panel.querySelector('summary').textContent.replace(/\\s+/g, ' ').trim()};
"""


def tab_to_panel(driver) -> bool:
    """Tabs from the top of the page until the panel's summary has focus; False if Tab never reaches it."""
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    actions = ActionChains(driver)
    for _ in range(60):
        actions.send_keys(Keys.TAB).perform()
        if driver.execute_script("return document.activeElement.matches('details.values-read > summary')"):
            return True
    return False


def test_every_system_page_is_a_panel_page():
    assert len(SYSTEM_PAGES) >= 5, SYSTEM_PAGES


@pytest.mark.parametrize("page", SYSTEM_PAGES)
def test_panel_is_closed_and_opens_with_the_keyboard(driver, site, page):
    browser.set_width(driver, 1280)
    browser.open_page(driver, site, page)
    state = driver.execute_script(PANEL_STATE)
    assert state is not None, f"{page}: no values panel"
    assert state["count"] == 1
    assert not state["open"] and not state["bodyShown"], f"{page}: the panel is open before it is asked"
    assert state["height"] < 80, f"{page}: the closed panel is {state['height']}px high"
    assert state["summary"].startswith("How these values were read")
    assert state["tally"] == "read as written", f"{page}: {state['tally']}"
    assert tab_to_panel(driver), f"{page}: Tab never reaches the panel's summary"
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    opened = driver.execute_script(PANEL_STATE)
    assert opened["open"] and opened["bodyShown"], f"{page}: Enter does not open the panel"
    assert opened["height"] > state["height"]
    assert "read as written" in driver.find_element("css selector", ".values-read-body").text
    ActionChains(driver).send_keys(Keys.SPACE).perform()
    assert not driver.execute_script(PANEL_STATE)["open"], f"{page}: Space does not close the panel"


def test_pages_outside_systems_have_no_panel(driver, site):
    browser.open_page(driver, site, "index.html")
    assert driver.execute_script(PANEL_STATE) is None


def test_panel_lists_counts_first_places_and_substitutions(driver, assuming_site):
    browser.set_width(driver, 1280)
    browser.open_page(driver, assuming_site, "backbase/index.html")
    assert driver.execute_script(PANEL_STATE)["tally"] == "6 assumptions"
    assert tab_to_panel(driver)
    ActionChains(driver).send_keys(Keys.ENTER).perform()
    group = driver.find_element("css selector", ".values-read-group")
    assert group.find_element("css selector", "code").text == "tokens.nonstandard"
    assert group.find_element("css selector", ".status").text == "6 warnings"
    places = [e.text for e in group.find_elements("css selector", ".values-read-place")]
    assert places == [f"backbase/tokens/primitives.tokens.json:{line} theme.palette.blue.{shade}"
                      for line, shade in ((7, "50"), (8, "100"), (9, "200"))], places
    assert group.find_element("css selector", ".values-read-more").text == "and 3 more"
    browser.open_page(driver, assuming_site, "orange/index.html")
    state = driver.execute_script(PANEL_STATE)
    assert state["tally"] == "1 font substituted"
    driver.execute_script("document.querySelector('details.values-read').open = true")
    assert "No font file for `Acme Sans`" in driver.find_element("css selector", ".values-read-body").text
    browser.open_page(driver, assuming_site, "fiori/index.html")
    assert driver.execute_script(PANEL_STATE)["tally"] == "read as written", "one system's assumptions stay on its page"


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("width", [1280, 390])
def test_open_panel_has_no_axe_violation_and_fits(driver, assuming_site, scheme, width):
    browser.set_color_scheme(driver, scheme)
    browser.set_width(driver, width)
    try:
        for page in ("backbase/index.html", "orange/index.html"):
            browser.open_page(driver, assuming_site, page)
            driver.execute_script("document.querySelector('details.values-read').open = true")
            driver.execute_script(accessibility.AXE_SCRIPT)
            driver.set_script_timeout(60)
            found = driver.execute_async_script(RUN_AXE_ON_PANEL)
            problems = [f"{page} [{scheme}] {v['id']}: {v['help']} → {n.get('target')}" for v in found for n in v.get("nodes", [{}])]
            assert not problems, "\n".join(problems)
            overflow = driver.execute_script(
                "const p = document.querySelector('details.values-read'); return p.scrollWidth - p.clientWidth;")
            assert overflow <= 0, f"{page} at {width}: the open panel is {overflow}px wider than its box"
    finally:
        browser.set_color_scheme(driver, "light")
        browser.set_width(driver, 1280)
