"""The diff report as a visual review and the compare popovers, in Chromium: the report's filters hide the cards
that match no choice, and in `docgen serve --compare` every badge's popover lies above the page (what is drawn at
its centre is the popover itself) and inside the viewport, with the cell's before and after pictures."""
import shutil
import time
import urllib.request

from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.support.ui import Select

from sitecheck import browser, preview, site as sitelib, validation
from test_assets_lint import _git, _repository

ACME_FIXTURE = sitelib.PACKAGE_ROOT / "Tests" / "DocGenEndToEndTests" / "Fixtures" / "acme" / "Content"

# The fixture's palette: blue.600 is light's brand fill, blue.300 dark's. Both change, so the report has one card
# for the light cells and one for the dark ones.
PALETTE = ('"components": [0.043, 0.373, 1], "hex": "#0b5fff"', '"components": [0.702, 0, 0.2], "hex": "#b30033"')


def _palette_change(repo):
    path = repo / "Content" / "acme" / "tokens" / "base.tokens.json"
    text = path.read_text(encoding="utf-8")
    assert PALETTE[0] in text and '"300": { "$value": "#7aa7ff" }' in text
    path.write_text(text.replace(*PALETTE).replace('"300": { "$value": "#7aa7ff" }', '"300": { "$value": "#ff8fa8" }'), encoding="utf-8")


def test_the_report_filters_hide_cards_that_match_no_choice(driver, scratch):
    repo = _repository(scratch)
    _palette_change(repo)
    _git(repo, "commit", "-q", "-am", "Palette")
    report = scratch / "report"
    result = preview.write_diff_report(repo, report)
    assert result.returncode == 0, result.stderr
    html = (report / "index.html").read_text(encoding="utf-8")
    # Without the script the form stays hidden and every card shows.
    assert '<form class="filters" hidden' in html and "× 2 cells" in html
    problems = validation.errors(report)
    assert not problems, "\n".join(problems)
    browser.set_color_scheme(driver, "light")
    driver.get((report / "index.html").as_uri())
    cards = driver.find_elements("css selector", ".cards > .card")
    assert len(cards) == 2 and all(card.is_displayed() for card in cards)
    form = driver.find_element("css selector", "form.filters")
    assert form.is_displayed(), "the script shows the filters"
    Select(form.find_element("css selector", "select[name=theme]")).select_by_visible_text("dark")
    shown = [card.find_element("css selector", "h3").text for card in cards if card.is_displayed()]
    assert shown == ["acme · primary · medium · 2 states · dark"], shown
    assert form.find_element("css selector", "output").text == "1 of 2 changes shown"
    Select(form.find_element("css selector", "select[name=state]")).select_by_visible_text("pressed")
    assert [card.is_displayed() for card in cards] == [False, True]
    Select(form.find_element("css selector", "select[name=theme]")).select_by_index(0)
    assert [card.is_displayed() for card in cards] == [True, True]
    # The pictures are drawn at twice the SVG's own size.
    image = cards[0].find_element("css selector", "img")
    natural = driver.execute_script("const i = arguments[0]; return [i.naturalWidth, i.getAttribute('width')]", image)
    assert int(natural[1]) == 2 * natural[0], natural


def _wait_for(driver, script: str, seconds: float = 30):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        value = driver.execute_script(script)
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"never true: {script}")


POPOVER_CHECK = """
const badge = arguments[0];
const tip = document.getElementById(badge.getAttribute('aria-describedby'));
const box = tip.getBoundingClientRect();
const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
const images = [...tip.querySelectorAll('img')];
return {shown: !tip.hidden, inside: tip.contains(hit), hit: hit && hit.outerHTML.slice(0, 80),
        inViewport: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        pictures: images.map((image) => image.alt + ':' + (image.complete && image.naturalWidth > 0))};
"""


def _acme_repository(root):
    """The acme fixture (a page with the gallery, the primary matrix and the token table) committed as HEAD."""
    repo = root / "acme"
    shutil.copytree(ACME_FIXTURE, repo / "Content")
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "BASE")
    return repo


def test_every_compare_popover_is_on_top_and_shows_before_and_after(driver, scratch):
    repo = _acme_repository(scratch)
    with preview.serve_compare(repo) as root:
        light = repo / "Content" / "acme" / "tokens" / "light.tokens.json"
        text = light.read_text(encoding="utf-8")
        assert '"$value": "{color.palette.blue.600}"' in text
        light.write_text(text.replace('"$value": "{color.palette.blue.600}"', '"$value": "#b00020"', 1), encoding="utf-8")
        marks = root + "_docgen/compare.json"
        deadline = time.monotonic() + 30
        while b'"cells":[]' in urllib.request.urlopen(marks, timeout=10).read() and time.monotonic() < deadline:
            time.sleep(0.2)
        for width in (1280, 390):
            browser.set_width(driver, width, 900)
            driver.get(root + "acme/")
            _wait_for(driver, "return document.querySelectorAll('.docgen-cmp-cell .docgen-cmp-badge').length > 0")
            badges = driver.find_elements("css selector", ".docgen-cmp-cell .docgen-cmp-badge")
            assert len(badges) >= 2, "light cells of the matrix and the gallery are marked"
            for badge in badges:
                driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", badge)
                ActionChains(driver).move_to_element(badge).perform()
                _wait_for(driver, "return [...document.querySelectorAll('.docgen-cmp-tip img')].every((i) => i.complete)")
                seen = driver.execute_script(POPOVER_CHECK, badge)
                assert seen["shown"] and seen["inside"], (width, seen)
                assert seen["inViewport"], (width, seen)
                assert seen["pictures"] == ["before:true", "after:true"], (width, seen)
