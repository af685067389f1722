"""SVG pixel truth: every cell's SVG file, rasterized by rsvg-convert, shows the colors its state matrix resolved,
and its label inside the text box docgen measured.

The expected colors come from `buttons/<system>/<component>.matrix.json` (the resolved, composited cell colors),
not from the SVG itself, so a drawing that paints the wrong color fails. rsvg-convert runs with a fontconfig that
finds no fonts at all: a label drawn as `<text>` would vanish (or fall back to a font of the machine's), so only a
file that carries its own glyph outlines passes, on any machine."""
import json
import os
import subprocess
import tempfile
from pathlib import Path

from . import png

ZOOM = 2  # at twice the size, the stems of the label's glyphs cover whole pixels

_NO_FONTS = Path(tempfile.mkdtemp(prefix="docgen-nofonts-"))
(_NO_FONTS / "fonts.conf").write_text(
    '<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n'
    f"<fontconfig><cachedir>{_NO_FONTS / 'cache'}</cachedir></fontconfig>\n", encoding="utf-8")
NO_FONTS_ENVIRONMENT = {**os.environ, "FONTCONFIG_FILE": str(_NO_FONTS / "fonts.conf")}


def _hex(rgba) -> str:
    return "#%02x%02x%02x" % rgba[:3]


def _rgb(hex_color: str) -> tuple[int, int, int]:
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5))


def _distance(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a[:3], b[:3]))


def rasterize(svg: Path) -> png.Image:
    data = subprocess.run(["rsvg-convert", "--zoom", str(ZOOM), "--format", "png", str(svg)],
                          capture_output=True, check=True, env=NO_FONTS_ENVIRONMENT).stdout
    return png.decode(data)


def check_cell(site: Path, cell: dict) -> list[str]:
    name = f"{cell['svg']} ({cell['variant']}/{cell['size']}/{cell['state']}/{cell['theme']})"
    g, metrics, colors = cell["geometry"], cell["metrics"], cell["colors"]
    image = rasterize(site / cell["svg"])
    problems = []

    # The fill: inside the padding at mid-height, left and right, clear of the border and of the content row.
    border = metrics["borderWidth"]["value"]
    inset = max(border + 2, min(metrics["paddingX"]["value"], g["contentX"]) / 2)
    y = g["margin"] + g["height"] / 2
    fill = _rgb(colors["background"]["value"])
    for x in (g["margin"] + inset, g["margin"] + g["width"] - inset):
        pixel = image.rgba(int(x * ZOOM), int(y * ZOOM))
        if _distance(pixel, fill) != 0:
            problems.append(f"{name}: fill pixel at ({x:.1f}, {y:.1f}) is {_hex(pixel)}, the matrix says {colors['background']['value']}")

    # The label: inside the text's box, the pixel farthest from the fill is the label's own color.
    if cell["text"] and g["textWidth"] > 0:
        glyph = metrics["iconSize"]["value"] + metrics["gap"]["value"] if g["hasGlyph"] else 0
        left = g["margin"] + g["contentX"] + glyph
        top = g["margin"] + g["baselineY"] - metrics["fontSize"]["value"] * 0.7
        bottom = g["margin"] + g["baselineY"]
        farthest, best = None, -1
        for py in range(int(top * ZOOM) + 1, int(bottom * ZOOM)):
            for px in range(int(left * ZOOM) + 1, int((left + g["textWidth"]) * ZOOM)):
                pixel = image.rgba(px, py)
                distance = _distance(pixel, fill)
                if distance > best:
                    farthest, best = pixel, distance
        label = _rgb(colors["label"]["value"])
        if farthest is None or _distance(farthest, label) > 1:
            found = _hex(farthest) if farthest else "nothing"
            problems.append(f"{name}: the label's strongest pixel is {found}, the matrix says {colors['label']['value']}")
        problems += _label_outside_its_box(name, image, cell, left, top, bottom, fill, label)
    return problems


def _label_outside_its_box(name, image, cell, left, top, bottom, fill, label) -> list[str]:
    """The label's ink, across the whole button, lies within the measured text box (one pixel of slack for
    anti-aliasing) and inside the padding, and spans most of the box: a label in another font runs over it, a
    vanished one leaves it empty."""
    g, metrics = cell["geometry"], cell["metrics"]
    threshold = max(1, _distance(label, fill) / 2)
    if threshold <= 1:
        return []
    # Scan from halfway into the padding on either side: clear of the border and the rounded corners.
    half = metrics["paddingX"]["value"] / 2
    start = g["margin"] + max(half, metrics["borderWidth"]["value"] + 1)
    end = g["margin"] + g["width"] - max(half, metrics["borderWidth"]["value"] + 1)
    glyph_end = left - metrics["gap"]["value"] if g["hasGlyph"] else start
    columns = []
    for px in range(int(max(start, glyph_end) * ZOOM), int(end * ZOOM)):
        for py in range(int(top * ZOOM) - 2, int(bottom * ZOOM) + 1):
            pixel = image.rgba(px, py)
            if _distance(pixel, fill) > threshold and _distance(pixel, label) < _distance(pixel, fill):
                columns.append(px)
                break
    right = left + g["textWidth"]
    padding_left = g["margin"] + metrics["paddingX"]["value"]
    padding_right = g["margin"] + g["width"] - metrics["paddingX"]["value"]
    if not columns:
        return [f"{name}: no label ink between x {left:.1f} and {right:.1f}: the label was not drawn"]
    ink_left, ink_right = min(columns) / ZOOM, (max(columns) + 1) / ZOOM
    problems = []
    if ink_left < left - 1 or ink_right > right + 1:
        problems.append(f"{name}: the label's ink spans x {ink_left:.1f} to {ink_right:.1f}, "
                        f"outside its measured box {left:.1f} to {right:.1f}")
    if g["width"] > metrics["minWidth"]["value"] and (ink_left < padding_left - 1 or ink_right > padding_right + 1):
        problems.append(f"{name}: the label's ink spans x {ink_left:.1f} to {ink_right:.1f}, "
                        f"over the padding (content box {padding_left:.1f} to {padding_right:.1f})")
    if ink_right - ink_left < 0.6 * g["textWidth"]:
        problems.append(f"{name}: the label's ink spans only {ink_right - ink_left:.1f} of its {g['textWidth']:.1f} points")
    return problems


def wrong_pixels(site: Path) -> list[str]:
    problems = []
    for manifest in sorted(site.glob("buttons/*/*.matrix.json")):
        for cell in json.loads(manifest.read_text(encoding="utf-8"))["cells"]:
            problems += check_cell(site, cell)
    return problems


def cell_count(site: Path) -> int:
    return sum(len(json.loads(m.read_text(encoding="utf-8"))["cells"]) for m in site.glob("buttons/*/*.matrix.json"))
