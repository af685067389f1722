"""Every SVG the site contains, rasterized with rsvg-convert, shows its cell's resolved fill and label colors."""
from sitecheck import pixels


def test_every_cell_is_drawn_in_its_resolved_colors(site):
    assert pixels.cell_count(site) > 0, "the site has no state matrix"
    problems = pixels.wrong_pixels(site)
    assert not problems, "\n".join(problems)
