"""Headless Chromium driven by Selenium, with Debian's chromium and chromium-driver."""
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def make_driver(width: int = 1280, height: int = 900) -> webdriver.Chrome:
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--allow-file-access-from-files", f"--window-size={width},{height}"):
        options.add_argument(flag)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def set_color_scheme(driver, scheme: str) -> None:
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def set_width(driver, width: int, height: int = 900) -> None:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600})


def open_page(driver, site: Path, page: str) -> None:
    driver.get((site / page).resolve().as_uri())
    driver.execute_script("return document.fonts ? document.fonts.ready : null")


def console_errors(driver) -> list[str]:
    """Console messages of level SEVERE since the last call (a failed resource load is one)."""
    return [entry["message"] for entry in driver.get_log("browser") if entry.get("level") == "SEVERE"]


def full_page_screenshot(driver, path: Path, width: int) -> None:
    height = driver.execute_script("return Math.ceil(document.documentElement.scrollHeight)")
    set_width(driver, width, min(max(height, 600), 16000))
    path.parent.mkdir(parents=True, exist_ok=True)
    driver.save_screenshot(str(path))
    set_width(driver, width)
