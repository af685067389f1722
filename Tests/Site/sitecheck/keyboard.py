"""Keyboard use: Tab visits every interactive element in document order, each with a visible focus indicator."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# Interactive elements a reader can reach, in document order, rendered and not disabled.
FOCUSABLE = """
const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]),'
  + 'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
return Array.from(document.querySelectorAll(selector)).filter(el => {
  if (el.getClientRects().length === 0) return false;
  if (el.closest('details:not([open])') && el.tagName !== 'SUMMARY') return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
});
"""

DESCRIBE = """
const el = arguments[0];
let text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40);
return el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') + (el.getAttribute('href') ? '[href=' + el.getAttribute('href') + ']' : '') + ' "' + text + '"';
"""

# A visible indicator: an outline, or a box-shadow, that is not there when the element is not focused.
INDICATOR = """
const el = arguments[0];
const style = getComputedStyle(el);
const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1;
const shadow = style.boxShadow && style.boxShadow !== 'none';
return outline || shadow;
"""


def walk(driver, page: str) -> list[str]:
    expected = driver.execute_script(FOCUSABLE)
    driver.execute_script("document.activeElement && document.activeElement.blur(); window.scrollTo(0, 0);")
    problems = []
    actions = ActionChains(driver)
    for index, element in enumerate(expected):
        actions.send_keys(Keys.TAB).perform()
        active = driver.switch_to.active_element
        if active != element:
            problems.append(f"{page}: Tab #{index + 1} reached {driver.execute_script(DESCRIBE, active)}, "
                            f"expected {driver.execute_script(DESCRIBE, element)}")
            break
        if not driver.execute_script(INDICATOR, active):
            problems.append(f"{page}: {driver.execute_script(DESCRIBE, active)} has no visible focus indicator")
    return problems
