#!/usr/bin/env python3
"""The embedded site (this repository's Content/, Templates/ and Public/) against the floor of copying it, and the
preview's token edit against its page edit: one run, alternating, medians after a warm-up.

Everything runs in a RAM-backed folder (/dev/shm): on a disk, the writeback of earlier runs makes even `cp -r` of the
same site vary tenfold from one run to the next. Each round runs, in turn:
  clean build        docgen build --no-cache into a new folder
  cp -r              the built site copied into a new folder (the floor of writing the site at all)
  no-change rebuild  docgen build into the site it built, nothing changed (the build cache and the site's manifest)
  one-page edit      a sentence added to (or taken from) a page, then docgen build into the same site
Files that a build left untouched (same inode and modification time) are counted. The preview rows start
`docgen serve` once and time, from saving a file to the reload event reaching a client of /_docgen/events, a page edit
and a token edit (a color of Orange's palette), alternating.

    embedded_site.py DOCGEN [--rounds 5]   prints a JSON object of the medians (seconds) on its last line"""
import argparse
import json
import os
import re
import shutil
import socket
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
PAGE = "Content/guides/writing-pages.md"
TOKENS = "Content/orange/tokens/primitives.tokens.json"
TOKEN_BEFORE, TOKEN_AFTER = "[0.7216, 0.1903, 50.15]", "[0.7116, 0.1903, 50.15]"
# A file modified within 50 ms of a build's start is not trusted by the next build: an edit, then this long, then the
# build, as a person saves and then builds.
SETTLE = 0.2


def timed(command: list[str], cwd: Path) -> float:
    start = time.perf_counter()
    result = subprocess.run(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    elapsed = time.perf_counter() - start
    if result.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({result.returncode}): {result.stderr.decode()[-2000:]}")
    return elapsed


def files_state(site: Path) -> dict[str, tuple[int, int]]:
    state = {}
    for folder, _, names in os.walk(site):
        for name in names:
            status = os.lstat(os.path.join(folder, name))
            state[os.path.relpath(os.path.join(folder, name), site)] = (status.st_ino, status.st_mtime_ns)
    return state


def untouched(before: dict, after: dict) -> float:
    return sum(1 for path, state in after.items() if before.get(path) == state) / max(1, len(after))


def toggle(path: Path, before: str, after: str) -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace(before, after) if before in text else text.replace(after, before), encoding="utf-8")


def toggle_page(path: Path, sentence="\nA sentence added for the benchmark.\n") -> None:
    text = path.read_text(encoding="utf-8")
    path.write_text(text[: -len(sentence)] if text.endswith(sentence) else text + sentence, encoding="utf-8")


class Preview:
    """`docgen serve` on a free port, with a client reading its event stream."""

    def __init__(self, docgen: str, project: Path):
        self.process = subprocess.Popen([docgen, "serve", "--port", "0"], cwd=project, stdout=subprocess.PIPE,
                                        stderr=subprocess.STDOUT, text=True)
        port = None
        for line in self.process.stdout:
            match = re.search(r"Serving http://127\.0\.0\.1:(\d+)/", line)
            if match:
                port = int(match.group(1))
                break
        if port is None:
            raise SystemExit("docgen serve did not start")
        self.events = socket.create_connection(("127.0.0.1", port))
        self.events.sendall(b"GET /_docgen/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n")
        self.buffer = b""
        self.wait_for(b"retry:")

    def wait_for(self, marker: bytes, timeout=30.0) -> None:
        self.events.settimeout(timeout)
        while marker not in self.buffer:
            chunk = self.events.recv(65536)
            if not chunk:
                raise SystemExit("the event stream closed")
            self.buffer += chunk
        self.buffer = self.buffer[self.buffer.index(marker) + len(marker):]

    def latency(self, edit) -> float:
        self.buffer = b""
        start = time.perf_counter()
        edit()
        self.wait_for(b"event: reload")
        return time.perf_counter() - start

    def stop(self) -> None:
        self.events.close()
        self.process.terminate()
        self.process.wait()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("docgen")
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args()
    docgen = str(Path(args.docgen).resolve())
    samples: dict[str, list[float]] = {name: [] for name in ("clean", "copy", "nochange", "edit", "serve_page", "serve_token")}
    kept: dict[str, list[float]] = {"nochange": [], "edit": []}
    with tempfile.TemporaryDirectory(prefix="docgen-site-", dir="/dev/shm") as temporary:
        work = Path(temporary)
        project = work / "project"
        for folder in ("Content", "Templates", "Public"):
            shutil.copytree(ROOT / folder, project / folder)
        site = work / "site"
        timed([docgen, "build", "--output", str(site)], project)
        time.sleep(SETTLE)
        for round_number in range(args.rounds + 1):
            measured = {}
            measured["clean"] = timed([docgen, "build", "--no-cache", "--output", str(work / "clean")], project)
            start = time.perf_counter()
            subprocess.run(["cp", "-r", str(site), str(work / "copy")], check=True)
            measured["copy"] = time.perf_counter() - start
            before = files_state(site)
            measured["nochange"] = timed([docgen, "build", "--output", str(site)], project)
            nochange_kept = untouched(before, files_state(site))
            toggle_page(project / PAGE)
            time.sleep(SETTLE)
            before = files_state(site)
            measured["edit"] = timed([docgen, "build", "--output", str(site)], project)
            edit_kept = untouched(before, files_state(site))
            shutil.rmtree(work / "clean")
            shutil.rmtree(work / "copy")
            time.sleep(SETTLE)
            if round_number > 0:
                for name, seconds in measured.items():
                    samples[name].append(seconds)
                kept["nochange"].append(nochange_kept)
                kept["edit"].append(edit_kept)
        preview = Preview(docgen, project)
        try:
            for round_number in range(args.rounds + 1):
                page = preview.latency(lambda: toggle_page(project / PAGE))
                time.sleep(0.3)
                token = preview.latency(lambda: toggle(project / TOKENS, TOKEN_BEFORE, TOKEN_AFTER))
                time.sleep(0.3)
                if round_number > 0:
                    samples["serve_page"].append(page)
                    samples["serve_token"].append(token)
        finally:
            preview.stop()
        files = sum(len(names) for _, _, names in os.walk(site))
    result = {name: statistics.median(values) for name, values in samples.items()}
    result.update({"files": files, "nochange_untouched": min(kept["nochange"]), "edit_untouched": min(kept["edit"]), "rounds": args.rounds})
    print(json.dumps(result))


if __name__ == "__main__":
    main()
