"""Token tables keep every theme's column in view (1280 px) and read on a phone (390 px); a system page's header counts
cells and findings apart, and its numbers are the build's own (the matrices' cells, `docgen check`'s findings)."""
import json
import re
import subprocess

import pytest

from conftest import ARTIFACTS
from sitecheck import browser, site as sitelib



def token_pages(site):
    return [page for page in sitelib.pages(site) if 'class="token-table"' in (site / page).read_text(encoding="utf-8")]


OVERFLOW = """return [...document.querySelectorAll('figure.token-table')].map(figure => {
  const table = figure.querySelector('table'), heads = table.querySelectorAll('thead th');
  const last = [...heads].filter(th => th.textContent.startsWith('Value')).pop() || heads[heads.length - 1];
  return {label: figure.getAttribute('aria-label'), table: table.scrollWidth, box: figure.clientWidth,
          lastRight: last.getBoundingClientRect().right, boxRight: figure.getBoundingClientRect().right,
          lastHidden: getComputedStyle(table.querySelector('thead')).position === 'absolute'};
})"""


@pytest.mark.parametrize("width", [1280, 390])
def test_token_tables_fit_their_container(driver, site, width):
    pages = token_pages(site)
    assert pages, "the embedded site has token tables"
    problems = []
    for scheme in ("light", "dark"):
        browser.set_color_scheme(driver, scheme)
        browser.set_width(driver, width)
        for page in pages:
            browser.open_page(driver, site, page)
            for table in driver.execute_script(OVERFLOW):
                if table["table"] > table["box"] + 1:
                    problems.append(f"{page} [{scheme}, {width}px] {table['label']}: {table['table']}px wide in {table['box']}px")
                if width == 1280 and table["lastRight"] > table["boxRight"] + 1:
                    problems.append(f"{page} [{scheme}] {table['label']}: the last theme column ends at {table['lastRight']}, "
                                    f"past the container's {table['boxRight']}")
            name = page.replace("/index.html", "")
            driver.execute_script("document.querySelector('figure.token-table').scrollIntoView()")
            driver.save_screenshot(str(ARTIFACTS / "screenshots" / f"findings-token-table-{name}-{width}-{scheme}.png"))
    browser.set_color_scheme(driver, "light")
    browser.set_width(driver, 1280)
    assert not problems, "\n".join(problems)


HEADER = re.compile(r"^Checked (\d+) cells? against (\d+) rules?: (?:(\d+) cells? fails?, )?(?:(\d+) advisory, )?(\d+) pass(?:es)? "
                    r"· (\d+) findings?: (\d+) failed, (?:(\d+) advisory, )?(\d+) passed See the results$")


def test_the_page_header_counts_cells_and_findings_apart(driver, site):
    report = json.loads(subprocess.run([str(sitelib.docgen_executable()), "check", "--format", "json"], cwd=sitelib.PACKAGE_ROOT,
                                       capture_output=True, text=True).stdout)
    checked = 0
    for page in sitelib.system_pages(site):
        system = page.split("/")[0]
        browser.open_page(driver, site, page)
        header = driver.execute_script("const p = document.querySelector('.page-checks'); return p && p.innerText.replace(/\\s+/g, ' ').trim()")
        if not header:
            continue
        match = HEADER.match(header)
        assert match, f"{page}: {header!r}"
        cells, rules, failing, advisory, passing, findings, failed, warned, passed = (int(g or 0) for g in match.groups())
        mine = [f for f in report["findings"] if f["system"] == system]
        covered = {(f["component"], f["variant"], f["size"], c["state"], c["theme"], c.get("surface"))
                   for f in mine for c in f.get("cells", [f])}
        assert cells == len(covered) == failing + advisory + passing, f"{page}: {header}"
        assert rules == len({f["rule"] for f in mine})
        assert findings == len(mine) == failed + warned + passed, f"{page}: {header}"
        checked += 1
    assert checked >= 3
