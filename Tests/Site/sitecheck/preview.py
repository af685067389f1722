"""docgen's own pages made in a test repository: the preview comparing with HEAD, the visual diff report."""

import contextlib
import subprocess

from . import site as sitelib


@contextlib.contextmanager
def serve_compare(repo):
    """Starts the preview over `repo`'s Content with the repository's Public, comparing with HEAD, on a free port;
    yields its root URL (`http://127.0.0.1:PORT/`) and stops it afterwards."""
    serve = subprocess.Popen([str(sitelib.docgen_executable()), "serve", "--content", "Content",
                              "--public", str(sitelib.PACKAGE_ROOT / "Public"), "--port", "0", "--compare", "HEAD"],
                             cwd=repo, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        port = None
        for line in serve.stdout:
            if line.startswith("Serving http://"):
                port = int(line.split()[1].rstrip("/").rsplit(":", 1)[1])
                break
        assert port, serve.stderr.read() if serve.poll() is not None else "no Serving line"
        yield f"http://127.0.0.1:{port}/"
    finally:
        serve.terminate()
        serve.wait(timeout=10)


def write_diff_report(repo, report):
    """`docgen diff HEAD~1 HEAD --html REPORT` in `repo`, measured with the repository's Public; the finished process."""
    return subprocess.run([str(sitelib.docgen_executable()), "diff", "HEAD~1", "HEAD", "--html", str(report),
                           "--public", str(sitelib.PACKAGE_ROOT / "Public")], cwd=repo, capture_output=True, text=True)
