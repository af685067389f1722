"""A site built with a base URL is ready to publish: sitemap, canonical links, social previews and a 404 page."""
import urllib.error
import urllib.request
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser

import pytest
from selenium.webdriver.common.by import By

from sitecheck import hosting, site as sitelib

BASE = "https://example.com/atlas/"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@pytest.fixture(scope="module")
def published(tmp_path_factory):
    return sitelib.build_site(tmp_path_factory.mktemp("published") / "site", extra=["--base-url", BASE])


def address(page: str) -> str:
    return BASE + (page[:-len("index.html")] if page.endswith("index.html") else page)


class _Head(HTMLParser):
    """The <link rel=canonical>, <meta> and <h1> text of a page."""

    def __init__(self):
        super().__init__()
        self.meta, self.canonical, self.base, self.h1, self._in_h1 = {}, None, None, "", False

    def handle_starttag(self, tag, attrs):
        values = dict(attrs)
        if tag == "meta":
            key = values.get("property") or values.get("name")
            if key:
                self.meta[key] = values.get("content")
        elif tag == "link" and values.get("rel") == "canonical":
            self.canonical = values.get("href")
        elif tag == "base":
            self.base = values.get("href")
        self._in_h1 = self._in_h1 or tag == "h1"

    def handle_endtag(self, tag):
        self._in_h1 = self._in_h1 and tag != "h1"

    def handle_data(self, data):
        if self._in_h1:
            self.h1 += data


def head(site, page) -> _Head:
    parser = _Head()
    parser.feed((site / page).read_text(encoding="utf-8"))
    return parser


def test_sitemap_lists_every_page_at_its_absolute_address(published):
    root = ElementTree.parse(published / "sitemap.xml").getroot()
    assert root.tag == SITEMAP + "urlset"
    listed = [loc.text for loc in root.iter(SITEMAP + "loc")]
    pages = [p for p in sitelib.pages(published) if p != "404.html"]
    assert listed == sorted(listed)
    assert sorted(listed) == sorted(address(p) for p in pages)


def test_every_page_has_its_canonical_link_and_social_preview(published):
    for page in sitelib.pages(published):
        if page == "404.html":
            continue
        found = head(published, page)
        assert found.canonical == address(page), page
        assert found.meta.get("og:url") == address(page), page
        assert found.meta.get("og:title") == found.h1.strip(), page
        assert found.meta.get("twitter:title") == found.h1.strip(), page
        assert found.meta.get("twitter:card") == "summary", page
        assert found.meta.get("og:type") == "website", page
        description = found.meta.get("description")
        if description:
            assert found.meta.get("og:description") == description, page
            assert found.meta.get("twitter:description") == description, page


def test_without_a_base_url_there_is_no_sitemap_and_no_canonical_link(site):
    assert not (site / "sitemap.xml").exists()
    found = head(site, "index.html")
    assert found.canonical is None and "og:url" not in found.meta
    assert found.meta.get("og:title")
    assert (site / "404.html").is_file() and head(site, "404.html").base is None


def test_the_404_page_works_at_any_depth_under_the_sub_path(driver, published):
    assert head(published, "404.html").base == "/atlas/"
    assert head(published, "404.html").canonical is None
    with hosting.serve(published, "/atlas/") as root:
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(root + "no/such/page/", timeout=10)
        assert missing.value.code == 404
        driver.get(root + "no/such/page/")
        assert driver.find_element(By.TAG_NAME, "h1").text == "Page not found"
        # The stylesheet loaded from the site's root, not from /atlas/no/such/page/assets/.
        header = driver.find_element(By.CSS_SELECTOR, ".site-header")
        assert header.value_of_css_property("background-color") != "rgba(0, 0, 0, 0)"
        home = driver.find_element(By.CSS_SELECTOR, ".not-found .prose a")
        assert home.get_attribute("href") == root + "index.html"
        home.click()
        assert driver.current_url == root + "index.html"
        assert driver.find_element(By.TAG_NAME, "h1").text
