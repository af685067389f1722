"""The browser suite builds the embedded site once, then every test reads that build."""
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from sitecheck import browser, site as sitelib  # noqa: E402

ARTIFACTS = sitelib.PACKAGE_ROOT / ".artifacts"
_build_root = Path(tempfile.mkdtemp(prefix="docgen-site-test-"))
SITE = sitelib.build_site(_build_root / "site")
PAGES = sitelib.pages(SITE)


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_build_root, ignore_errors=True)


@pytest.fixture(scope="session")
def site() -> Path:
    return SITE


@pytest.fixture(scope="session")
def driver():
    instance = browser.make_driver()
    yield instance
    instance.quit()


@pytest.fixture
def scratch(tmp_path) -> Path:
    return tmp_path
