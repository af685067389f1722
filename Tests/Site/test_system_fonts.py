"""A design system naming its own font (DejaVu Sans, Debian's fonts-dejavu-core): Chromium draws the inline labels in
that font, at the widths docgen measured with it."""
import json
import subprocess
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By

from sitecheck import browser, site as sitelib

DEJAVU = Path("/usr/share/fonts/truetype/dejavu")


@pytest.fixture(scope="module")
def dejavu_site(tmp_path_factory) -> Path:
    assert (DEJAVU / "DejaVuSans.ttf").is_file(), "install fonts-dejavu-core (scripts/install-dependencies.sh test)"
    project = tmp_path_factory.mktemp("dejavu")
    docgen = str(sitelib.docgen_executable())
    subprocess.run([docgen, "init"], cwd=project, check=True, capture_output=True)
    tokens = project / "Content/button/tokens/base.tokens.json"
    tokens.write_text(tokens.read_text().replace('"fontFamily": ["Inter", "sans-serif"]',
                                                 '"fontFamily": ["DejaVu Sans", "sans-serif"]'))
    system = project / "Content/button/system.yaml"
    system.write_text(system.read_text()
                      + f"fonts:\n  DejaVu Sans: [{DEJAVU / 'DejaVuSans.ttf'}, {DEJAVU / 'DejaVuSans-Bold.ttf'}]\n")
    # The fonts lie outside the project: docgen.yaml allows their folder.
    project_file = project / "docgen.yaml"
    project_file.write_text(project_file.read_text() + f"read-outside: [{DEJAVU}]\n")
    result = subprocess.run([docgen, "build"], cwd=project, capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert "fonts.substituted" not in result.stderr
    return project / "_site"


def test_inline_labels_are_drawn_in_the_systems_font_at_the_measured_width(driver, dejavu_site):
    matrix = json.loads((dejavu_site / "buttons/button/button.matrix.json").read_text())
    measured = {cell["svg"]: cell["geometry"]["textWidth"] for cell in matrix["cells"] if cell["text"]}
    browser.console_errors(driver)  # what earlier tests left in the log is theirs
    browser.open_page(driver, dejavu_site, "button/index.html")
    assert driver.execute_script("return document.fonts.check('600 16px \"DejaVu Sans\"')")
    texts = driver.find_elements(By.CSS_SELECTOR, ".docgen-part-matrix svg text")
    assert texts, "no inline label"
    widths = [driver.execute_script("return arguments[0].getComputedTextLength()", text) for text in texts]
    # Every width drawn is one docgen measured (DejaVu Sans Bold "Continue" and "Cancel" at 16 px), within half a pixel.
    expected = sorted(set(round(width, 1) for width in measured.values()))
    for width in widths:
        assert any(abs(width - target) <= 0.5 for target in expected), f"drawn {width:.2f}, measured {expected}"
    assert not browser.console_errors(driver)
