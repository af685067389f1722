"""Every internal link and anchor, crawled over HTTP with the site served from a sub-path."""
import urllib.error
import urllib.request
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import urldefrag, urljoin, urlparse

from sitecheck import hosting

SUB_PATH = "/docs/design-system/"


class _References(HTMLParser):
    def __init__(self):
        super().__init__()
        self.references: list[tuple[str, str]] = []
        self.ids: set[str] = set()

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name == "id" and value:
                self.ids.add(value)
            if name in ("href", "src") and value is not None:
                self.references.append((tag, value))


def serve_under_sub_path(site: Path):
    """Serves `site` at http://127.0.0.1:PORT/docs/design-system/ (loopback only), as a static host does."""
    return hosting.serve(site, SUB_PATH)


def _fetch(url: str) -> tuple[int, bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, b""


def broken(site: Path) -> list[str]:
    """Crawls from the home page and from 404.html, the page hosts serve for a missing address (no link reaches it by
    design); every internal reference must answer 200 and every #fragment must exist."""
    problems = []
    with serve_under_sub_path(site) as base:
        queue, seen, pages = [base + "404.html", base + "index.html"], set(), {}
        fragments: list[tuple[str, str, str]] = []
        while queue:
            url = queue.pop()
            if url in seen:
                continue
            seen.add(url)
            status, body = _fetch(url)
            if status != 200:
                problems.append(f"{url[len(base):] or 'index.html'}: HTTP {status}")
                continue
            if not url.endswith(".html"):
                continue
            parser = _References()
            parser.feed(body.decode("utf-8"))
            pages[url] = parser.ids
            for tag, reference in parser.references:
                target = urljoin(url, reference)
                if urlparse(target).netloc != urlparse(base).netloc:
                    continue  # external
                address, fragment = urldefrag(target)
                if not address.startswith(base):
                    problems.append(f"{url[len(base):]}: <{tag}> {reference} leaves the sub-path {SUB_PATH}")
                    continue
                if fragment:
                    fragments.append((url, reference, fragment))
                queue.append(address)
        for url, reference, fragment in fragments:
            target = urldefrag(urljoin(url, reference))[0]
            if target in pages and fragment not in pages[target]:
                problems.append(f"{url[len(base):]}: {reference} → no element with id '{fragment}'")
        unreached = {p for p in (str(x.relative_to(site)) for x in site.rglob("*.html"))} - {u[len(base):] for u in pages}
        for page in sorted(unreached):
            problems.append(f"{page}: no link reaches this page from the home page or the 404 page")
    return problems
