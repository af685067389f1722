"""SVG pixel truth: every cell's SVG file, rasterized by rsvg-convert, shows the colors its state matrix resolved.

The expected colors come from `buttons/<system>/<component>.matrix.json` (the resolved, composited cell colors),
not from the SVG itself, so a drawing that paints the wrong color fails."""
import json
import subprocess
from pathlib import Path

from . import png

ZOOM = 2  # at twice the size, the stems of the label's glyphs cover whole pixels


def _hex(rgba) -> str:
    return "#%02x%02x%02x" % rgba[:3]


def _rgb(hex_color: str) -> tuple[int, int, int]:
    return tuple(int(hex_color[i:i + 2], 16) for i in (1, 3, 5))


def _distance(a, b) -> int:
    return max(abs(x - y) for x, y in zip(a[:3], b[:3]))


def rasterize(svg: Path) -> png.Image:
    data = subprocess.run(["rsvg-convert", "--zoom", str(ZOOM), "--format", "png", str(svg)],
                          capture_output=True, check=True).stdout
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
    return problems


def wrong_pixels(site: Path) -> list[str]:
    problems = []
    for manifest in sorted(site.glob("buttons/*/*.matrix.json")):
        for cell in json.loads(manifest.read_text(encoding="utf-8"))["cells"]:
            problems += check_cell(site, cell)
    return problems


def cell_count(site: Path) -> int:
    return sum(len(json.loads(m.read_text(encoding="utf-8"))["cells"]) for m in site.glob("buttons/*/*.matrix.json"))
