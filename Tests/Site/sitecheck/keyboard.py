"""Keyboard use: Tab visits every interactive element in document order, each with a visible focus indicator."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys

# Interactive elements a reader can reach, in document order, rendered and not disabled.
FOCUSABLE = """
const selector = 'a[href], button:not([disabled]), input:not([disabled]):not([type=hidden]), select:not([disabled]),'
  + 'textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
const rendered = el => {
  // Inside a closed <details> only its own <summary> can take focus.
  const closed = el.closest('details:not([open])');
  if (closed && !(el.tagName === 'SUMMARY' && el.parentElement === closed)) return false;
  if (el.getClientRects().length === 0) return false;
  const style = getComputedStyle(el);
  return style.visibility !== 'hidden' && style.display !== 'none';
};
const interactive = Array.from(document.querySelectorAll(selector)).filter(rendered);
// Chromium makes a scrolling box keyboard-focusable when nothing inside it is (keyboard-focusable scrollers).
const scrollers = Array.from(document.querySelectorAll('body *')).filter(el => {
  const style = getComputedStyle(el);
  const scrolls = (/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth)
    || (/(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight);
  return scrolls && el.tabIndex < 0 && !el.hasAttribute('tabindex') && rendered(el) && !el.querySelector(selector);
});
return interactive.concat(scrollers).sort((a, b) => a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1);
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
