"""Serving a built site as a static host does: under a sub-path, with 404.html for every missing address."""
import contextlib
import functools
import http.server
import tempfile
import threading
from pathlib import Path


class _StaticHostHandler(http.server.SimpleHTTPRequestHandler):
    """Like GitHub Pages or Netlify: a missing file answers 404 with the site's own 404.html."""

    not_found_page: Path

    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        if code != 404 or not self.not_found_page.is_file():
            return super().send_error(code, message, explain)
        body = self.not_found_page.read_bytes()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


@contextlib.contextmanager
def serve(site: Path, sub_path: str):
    """Serves `site` at http://127.0.0.1:PORT{sub_path} (loopback only); yields that address."""
    with tempfile.TemporaryDirectory() as root:
        mount = Path(root) / sub_path.strip("/")
        mount.parent.mkdir(parents=True, exist_ok=True)
        mount.symlink_to(site.resolve(), target_is_directory=True)
        handler = type("Handler", (_StaticHostHandler,), {"not_found_page": site / "404.html"})
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=root))
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        try:
            yield f"http://127.0.0.1:{server.server_address[1]}{sub_path}"
        finally:
            server.shutdown()
            server.server_close()
