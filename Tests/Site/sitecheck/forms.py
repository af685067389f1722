"""The two forms of a cell's picture agree: the inline SVG of a page (its label set as text in the served Inter)
and the standalone file (its label drawn as glyph outlines), each rasterized by Chromium at twice the size.

The standalone file is shown through an `<img>`, which cannot load web fonts: a label left as text would be
drawn in whatever font the machine has, and the two would part. Chromium places text glyphs on whole device
pixels while the outlines keep HarfBuzz's exact advances, so the label's ink is compared by its extent (to one CSS
pixel) and its amount, and everything outside the label must match pixel for pixel."""
import json
from pathlib import Path

from . import browser, png

SCALE = 2
MEAN_DIFFERENCE = 6.0

_PLACE = """
const [id, src, done] = arguments;
const svg = document.querySelector(`svg[aria-labelledby="${id}"]`);
const box = document.createElement('div');
box.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff';
const inline = svg.cloneNode(true);
const img = new Image();
img.src = src;
inline.style.cssText = 'position:absolute;left:8px;top:8px;display:block;max-width:none';
img.style.cssText = `position:absolute;left:${16 + Math.ceil(svg.getBoundingClientRect().width)}px;top:8px;display:block;`
  + `width:${svg.getAttribute('width')}px;height:${svg.getAttribute('height')}px`;
box.append(inline, img);
document.body.append(box);
img.decode().then(() => document.fonts.ready).then(() => requestAnimationFrame(() => requestAnimationFrame(() => {
  const rect = e => { const b = e.getBoundingClientRect(); return [b.x, b.y, b.width, b.height]; };
  done([rect(inline), rect(img)]);
})));
"""


def start(width: int = 1280, height: int = 900):
    driver = browser.make_driver(width, height)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": SCALE, "mobile": False})
    return driver


def sample_cells(driver, site: Path, system: str, page: str, count: int) -> list[dict]:
    """`count` cells spread over those the page's state matrices show, each with a label to compare."""
    browser.open_page(driver, site, page)
    shown = set(driver.execute_script(
        "return [...document.querySelectorAll('svg[aria-labelledby^=\"matrix--\"]')].map(s => s.getAttribute('aria-labelledby'))"))
    cells = [cell for manifest in sorted(site.glob(f"buttons/{system}/*.matrix.json"))
             for cell in json.loads(manifest.read_text(encoding="utf-8"))["cells"]
             if cell["text"] and cell["geometry"]["textWidth"] > 0 and element_id(cell) in shown]
    step = max(1, len(cells) // count)
    return cells[::step][:count]


def element_id(cell: dict) -> str:
    """The inline matrix picture of a cell: its file's segments, made safe the same way."""
    _, _, variant, name = cell["svg"].split("/")
    return "--".join(["matrix", variant] + name.removesuffix(".svg").split("--"))


def _distance(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a[:3], b[:3]))


def _rgb(hex_color: str):
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5))


def compare(driver, site: Path, page: str, cell: dict) -> list[str]:
    """Rasterizes both forms of one cell; returns what differs."""
    browser.open_page(driver, site, page)
    src = "../" * page.count("/") + cell["svg"]
    inline_rect, file_rect = driver.execute_async_script(_PLACE, element_id(cell), src)
    shot = png.decode(driver.get_screenshot_as_png())
    name = cell["svg"]
    if abs(inline_rect[2] - file_rect[2]) > 0.01 or abs(inline_rect[3] - file_rect[3]) > 0.01:
        return [f"{name}: the inline picture is {inline_rect[2:]}, the file {file_rect[2:]}"]
    origins = [(round(r[0] * SCALE), round(r[1] * SCALE)) for r in (inline_rect, file_rect)]
    g, metrics = cell["geometry"], cell["metrics"]
    fill, label = _rgb(cell["colors"]["background"]["value"]), _rgb(cell["colors"]["label"]["value"])
    # The label's box: the content row across, from the cap height to a descender down.
    left = g["margin"] + g["contentX"]
    right = g["margin"] + g["width"] - g["contentX"]
    top = g["margin"] + g["baselineY"] - metrics["fontSize"]["value"] * 0.8
    bottom = g["margin"] + g["baselineY"] + metrics["fontSize"]["value"] * 0.3
    box = (int(left * SCALE) - 2, int(top * SCALE), int(right * SCALE) + 2, int(bottom * SCALE) + 1)
    threshold = max(1, _distance(label, fill) / 2)
    problems = []
    extents, amounts = [], []
    for ox, oy in origins:
        columns, amount = [], 0
        for x in range(box[0], box[2]):
            inked = 0
            for y in range(box[1], box[3]):
                if _distance(shot.rgba(ox + x, oy + y), fill) > threshold:
                    inked += 1
            if inked:
                columns.append(x)
            amount += inked
        extents.append((min(columns), max(columns)) if columns else None)
        amounts.append(amount)
    if threshold > 1:
        if None in extents:
            return [f"{name}: no label ink in {'the inline picture' if extents[0] is None else 'the file'}"]
        (a_left, a_right), (b_left, b_right) = extents
        if abs(a_left - b_left) > SCALE or abs(a_right - b_right) > SCALE:
            problems.append(f"{name}: the label's ink spans {a_left / SCALE:.1f}–{(a_right + 1) / SCALE:.1f} inline "
                            f"and {b_left / SCALE:.1f}–{(b_right + 1) / SCALE:.1f} in the file")
        if abs(amounts[0] - amounts[1]) > 0.15 * max(amounts):
            problems.append(f"{name}: the label inks {amounts[0]} device pixels inline and {amounts[1]} in the file")
    # Over the whole picture the two agree on average: edges may lie a device pixel apart (an `<img>` of a
    # fractional width is resampled, text glyphs sit on whole pixels), but no part may be missing or recolored.
    width, height = round(inline_rect[2] * SCALE), round(inline_rect[3] * SCALE)
    (ax, ay), (bx, by) = origins
    total = 0
    for y in range(height):
        row_a = shot.row(ay + y)[ax * shot.channels:(ax + width) * shot.channels]
        row_b = shot.row(by + y)[bx * shot.channels:(bx + width) * shot.channels]
        if row_a != row_b:
            total += sum(abs(p - q) for p, q in zip(row_a, row_b))
    mean = total / (width * height * shot.channels)
    if mean > MEAN_DIFFERENCE:
        problems.append(f"{name}: the two pictures differ by {mean:.2f} per channel on average (at most {MEAN_DIFFERENCE})")
    return problems
