"""The suite's own test: each check must fail on a copy of the site broken on purpose."""
from pathlib import Path

import re

from sitecheck import accessibility, browser, forms, keyboard, links, pixels, site as sitelib, validation


def _break(site: Path, scratch: Path, page: str, old: str, new: str) -> Path:
    copy = sitelib.copy_site(site, scratch / "broken")
    path = copy / page
    text = path.read_text(encoding="utf-8")
    assert old in text, f"{old!r} not in {page}"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return copy


def test_axe_catches_an_image_without_alt(driver, site, scratch):
    broken = _break(site, scratch, "index.html", "</main>", '<img src="favicon.svg"></main>')
    browser.open_page(driver, broken, "index.html")
    assert any("image-alt" in p for p in accessibility.violations(driver, "index.html", "light"))


def test_axe_catches_low_contrast_text(driver, site, scratch):
    broken = _break(site, scratch, "index.html", "</head>", "<style>.lede { color: #c8c8c8 !important; }</style></head>")
    browser.set_color_scheme(driver, "light")
    browser.open_page(driver, broken, "index.html")
    assert any("color-contrast" in p and ".lede" in p for p in accessibility.violations(driver, "index.html", "light"))


def test_links_catch_a_broken_link(site, scratch):
    broken = _break(site, scratch, "index.html", "</main>", '<a href="missing/index.html">gone</a></main>')
    assert any("missing/index.html: HTTP 404" in p for p in links.broken(broken))


def test_links_catch_a_missing_anchor(site, scratch):
    broken = _break(site, scratch, "index.html", "</main>", '<a href="#no-such-section">gone</a></main>')
    assert any("no element with id 'no-such-section'" in p for p in links.broken(broken))


def test_validator_catches_invalid_html(site, scratch):
    broken = _break(site, scratch, "index.html", "</main>", '<div id="main"><span><div></span></main>')
    problems = validation.errors(broken)
    assert any(p.startswith("index.html:") for p in problems), problems


def test_keyboard_catches_a_missing_focus_indicator(driver, site, scratch):
    broken = _break(site, scratch, "index.html", "</head>", "<style>.brand:focus-visible, .brand:focus { outline: none !important; }</style></head>")
    browser.open_page(driver, broken, "index.html")
    assert any("no visible focus indicator" in p for p in keyboard.walk(driver, "index.html"))


def test_console_check_catches_a_script_error(driver, site, scratch):
    broken = _break(site, scratch, "index.html", "</main>", '<script src="assets/missing.js"></script></main>')
    browser.console_errors(driver)
    browser.open_page(driver, broken, "index.html")
    assert any("missing.js" in message for message in browser.console_errors(driver))


def _first_cell(site: Path) -> dict:
    import json
    manifest = sorted(site.glob("buttons/*/*.matrix.json"))[0]
    return next(c for c in json.loads(manifest.read_text(encoding="utf-8"))["cells"]
                if c["text"] and c["colors"]["background"]["value"] != c["colors"]["surface"]["value"])


def test_pixels_catch_an_svg_whose_fill_is_wrong(site, scratch):
    cell = _first_cell(site)
    fill = cell["colors"]["background"]["value"]
    broken = _break(site, scratch, cell["svg"], f'class="fill"', 'class="fill" style="fill: #00ff00"')
    problems = pixels.check_cell(broken, cell)
    assert any("fill pixel" in p and fill in p for p in problems), problems


def test_pixels_catch_a_label_in_the_wrong_color(site, scratch):
    cell = _first_cell(site)
    broken = _break(site, scratch, cell["svg"], '<g class="label" ', '<g class="label" style="fill: #ff00ff" ')
    problems = pixels.check_cell(broken, cell)
    assert any("label's strongest pixel is #ff00ff" in p for p in problems), problems


# The font a label set as text is drawn in when it is not outlined. Not the machine's `sans-serif`: with Liberation
# Sans installed (Chromium recommends fonts-liberation) that is metric-compatible with Arial and comes close enough to
# Inter that the breakage would go unseen. DejaVu Sans Mono (fonts-dejavu-core, which the install script names) is on
# every machine the suite runs on, and its fixed 0.6 em advances and shapes are far from Inter's.
FALLBACK_FAMILY = "DejaVu Sans Mono"
FALLBACK_FILE = Path("/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")


def _label_as_text(site: Path, scratch: Path, cell: dict) -> Path:
    """A copy of the site whose file for `cell` sets its label as `<text>`, as it did before labels were outlined,
    in a font that is not the site's: a file that needs a font the machine has stands for one that needs a font the
    machine may lack, and the drawing differs from the outlines whatever fonts the machine has."""
    assert FALLBACK_FILE.is_file(), "install fonts-dejavu-core (scripts/install-dependencies.sh test)"
    svg = (site / cell["svg"]).read_text(encoding="utf-8")
    group = re.search(r'<g class="label" transform="translate\(([\d.]+) ([\d.]+)\)" fill="(#[0-9a-f]+)">.*?</g>', svg)
    m = cell["metrics"]
    text = (f'<text x="{group[1]}" y="{group[2]}" font-family="{FALLBACK_FAMILY}, monospace" font-size="{m["fontSize"]["value"]}" '
            f'font-weight="{m["fontWeight"]["value"]}" fill="{group[3]}">{cell["text"]}</text>')
    return _break(site, scratch, cell["svg"], group[0], text)


def test_pixels_catch_a_label_that_needs_a_font(site, scratch):
    cell = _first_cell(site)
    problems = pixels.check_cell(_label_as_text(site, scratch, cell), cell)
    assert any("the label's ink spans" in p or "no label ink" in p for p in problems), problems


def test_form_comparison_catches_a_label_that_needs_a_font(site, scratch):
    cell = _first_cell(site)
    broken = _label_as_text(site, scratch, cell)
    system = cell["svg"].split("/")[1]
    driver = forms.start()
    try:
        assert forms.element_id(cell) in [forms.element_id(c) for c in forms.sample_cells(driver, broken, system, f"{system}/index.html", 1000)]
        problems = forms.compare(driver, broken, f"{system}/index.html", cell)
    finally:
        driver.quit()
    assert problems, "a label drawn in a fallback font went unnoticed"
