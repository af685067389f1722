"""axe-core, bundled by selenium-axe-python, run in the page through Selenium."""
from pathlib import Path

import selenium_axe_python

AXE_SCRIPT = (Path(selenium_axe_python.__file__).parent / "axe-core" / "axe.min.js").read_text(encoding="utf-8")

RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations)).catch(e => done([{id: 'axe-error', help: String(e), nodes: []}]));
"""


def violations(driver, page: str, scheme: str) -> list[str]:
    """Every axe violation of the loaded page: `page [scheme] rule: help → selector`."""
    driver.execute_script(AXE_SCRIPT)
    driver.set_script_timeout(60)
    found = driver.execute_async_script(RUN_AXE)
    problems = []
    for violation in found:
        targets = [", ".join(node.get("target", [])) for node in violation.get("nodes", [])] or ["(page)"]
        for target in targets:
            problems.append(f"{page} [{scheme}] {violation['id']}: {violation['help']} → {target}")
    return problems
