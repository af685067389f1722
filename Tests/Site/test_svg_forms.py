"""Every standalone cell SVG carries its label as glyph outlines, and looks like the page's inline picture."""
import pytest

from sitecheck import forms

SYSTEMS = ["backbase", "orange", "fiori", "swiftui", "horizon"]


def test_no_standalone_svg_needs_a_font(site):
    files = sorted(site.glob("buttons/*/*/*.svg"))
    assert files, "the site has no cell SVG"
    offenders = [str(f.relative_to(site)) for f in files if "<text" in f.read_text(encoding="utf-8")]
    assert not offenders, f"{len(offenders)} of {len(files)} files set their label as text: " + ", ".join(offenders[:5])


@pytest.fixture(scope="module")
def forms_driver():
    driver = forms.start()
    yield driver
    driver.quit()


@pytest.mark.parametrize("system", SYSTEMS)
def test_inline_and_standalone_pictures_agree(forms_driver, site, system):
    page = f"{system}/index.html"
    cells = forms.sample_cells(forms_driver, site, system, page, 3)
    assert cells, f"{page} shows no state matrix"
    problems = [p for cell in cells for p in forms.compare(forms_driver, site, page, cell)]
    assert not problems, "\n".join(problems)
