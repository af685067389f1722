#!/usr/bin/env python3
"""docgen against Hugo and the cmark floor, in one run, alternating the tools.

For each N (pages), writes a seeded synthetic site (generate_site.py), then times whole processes, a warm-up and
ROUNDS rounds, each round running every configuration once in turn:
  docgen, project templates    docgen build with this repository's Templates/
  docgen, minimal templates    docgen build with scripts/benchmark/minimal-templates/
  hugo, minimal layout         Debian's hugo on the same Markdown, a layout that prints the page
  hugo, sidebar layout         the same, with a sidebar listing every page on every page
  cmark                        the cmark command over the same Markdown bodies (the parsing floor)
Prints the median time, time per page and peak memory (the process's own maximum resident set) of each, and the
ratios docgen/Hugo; then docgen's per-step timings for the largest N, the token benchmark, the embedded site against
copying it (embedded_site.py), and the goals table: every row with its peer or floor, the ratio and the goal.
`--readme README.md` writes that table into the README, between its `benchmark` markers.

    run.py DOCGEN [--pages 100 1000] [--rounds 5] [--token-benchmark PATH] [--readme PATH]"""
import argparse
import json
import os
import platform
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent

HUGO_MINIMAL = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
"""
HUGO_SIDEBAR = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title></head>
<body><nav><ul>{{ range .Site.RegularPages }}<li><a href="{{ .RelPermalink }}">{{ .Title }}</a></li>{{ end }}</ul></nav>
<main><h1>{{ .Title }}</h1>{{ .Content }}</main></body></html>
"""


def run_measured(command: list[str], cwd: Path | None = None) -> tuple[float, float, float]:
    """Wall-clock seconds, peak resident memory (MB) and CPU seconds (user + system, all threads) of one process.
    CPU time is the steadier number on a busy machine; wall-clock time is what a user waits."""
    start = time.perf_counter()
    process = subprocess.Popen(command, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(command)} failed ({process.returncode}): {process.stderr.read().decode()[-2000:]}")
    return elapsed, usage.ru_maxrss / 1024, usage.ru_utime + usage.ru_stime


def hugo_site(source: Path, layout: str, name: str) -> Path:
    site = source.parent / f"hugo-{name}"
    if site.exists():
        shutil.rmtree(site)
    shutil.copytree(source, site)
    (site / "layouts/_default").mkdir(parents=True)
    for kind in ("single", "list"):
        (site / f"layouts/_default/{kind}.html").write_text(layout, encoding="utf-8")
    (site / "layouts/index.html").write_text(layout, encoding="utf-8")
    return site


def configurations(work: Path, docgen: str) -> dict[str, list[str]]:
    markdown = sorted(str(p) for p in (work / "markdown").glob("*.md"))
    out = work / "out"
    return {
        # --no-cache into an emptied folder: every round builds and writes every file, as Hugo does.
        "docgen, project templates": [docgen, "build", "--no-cache", "--content", str(work / "docgen/Content"), "--templates",
                                      str(ROOT / "Templates"), "--public", str(ROOT / "Public"), "--output", str(out / "docgen")],
        "docgen, minimal templates": [docgen, "build", "--no-cache", "--content", str(work / "docgen/Content"), "--templates",
                                      str(HERE / "minimal-templates"), "--public", str(ROOT / "Public"), "--output",
                                      str(out / "docgen-minimal")],
        "hugo, minimal layout": ["hugo", "--quiet", "--source", str(hugo_site(work / "hugo", HUGO_MINIMAL, "minimal")),
                                 "--destination", str(out / "hugo-minimal"), "--cleanDestinationDir"],
        "hugo, sidebar layout": ["hugo", "--quiet", "--source", str(hugo_site(work / "hugo", HUGO_SIDEBAR, "sidebar")),
                                 "--destination", str(out / "hugo-sidebar"), "--cleanDestinationDir"],
        "cmark": ["cmark", *markdown],
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("docgen")
    parser.add_argument("--pages", type=int, nargs="+", default=[100, 1000])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--token-benchmark")
    parser.add_argument("--readme")
    args = parser.parse_args()
    load_before = os.getloadavg()
    started = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
    for tool in ("hugo", "cmark"):
        if not shutil.which(tool):
            raise SystemExit(f"{tool} is not installed: run scripts/install-dependencies.sh benchmark")
    hugo_version = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split()[1]
    print(f"# docgen benchmark, {date.today()}, {platform.machine()}, {os.cpu_count()} cores, hugo {hugo_version}, "
          f"median of {args.rounds} rounds after a warm-up, tools alternating")
    rows = []
    # In a RAM-backed folder where there is one: on a disk, the writeback of earlier rounds makes writing the same
    # files vary manyfold from one round to the next.
    with tempfile.TemporaryDirectory(prefix="docgen-benchmark-", dir="/dev/shm" if os.path.isdir("/dev/shm") else None) as temporary:
        for pages in args.pages:
            work = Path(temporary) / f"site-{pages}"
            subprocess.run([sys.executable, str(HERE / "generate_site.py"), str(work), "--pages", str(pages)], check=True)
            commands = configurations(work, args.docgen)
            samples: dict[str, list[tuple[float, float, float]]] = {name: [] for name in commands}
            for round_number in range(args.rounds + 1):
                for name, command in commands.items():
                    # Clean builds: each tool writes into an empty folder (docgen would otherwise link the files
                    # its previous site already holds).
                    for flag in ("--output", "--destination"):
                        if flag in command:
                            shutil.rmtree(command[command.index(flag) + 1], ignore_errors=True)
                    measured = run_measured(command)
                    if round_number > 0:
                        samples[name].append(measured)
            for name, values in samples.items():
                seconds = statistics.median(v[0] for v in values)
                rows.append((pages, name, seconds, max(v[1] for v in values), statistics.median(v[2] for v in values)))
            if pages == max(args.pages):
                command = commands["docgen, project templates"]
                shutil.rmtree(command[command.index("--output") + 1], ignore_errors=True)
                timings = subprocess.run(command + ["--timings"], capture_output=True, text=True).stdout
                step_table = re.split(r"\n(?:Wrote|Built) ", timings[timings.index("Timings:"):])[0]
    by = {(p, n): (s, m, c) for p, n, s, m, c in rows}
    print()
    print("| pages | tool | median s | ms per page | CPU s | peak MB | docgen / Hugo, time | docgen / Hugo, CPU |")
    print("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for pages, name, seconds, memory, cpu in rows:
        ratio = cpu_ratio = ""
        against = {"docgen, minimal templates": "hugo, minimal layout", "docgen, project templates": "hugo, sidebar layout"}.get(name)
        if against:
            ratio = f"{seconds / by[(pages, against)][0]:.2f} (vs {against.split(', ')[1]})"
            cpu_ratio = f"{cpu / by[(pages, against)][2]:.2f}"
        print(f"| {pages} | {name} | {seconds:.3f} | {1000 * seconds / pages:.2f} | {cpu:.2f} | {memory:.0f} | {ratio} | {cpu_ratio} |")
    if len(args.pages) > 1:
        small, large = min(args.pages), max(args.pages)
        for name in ("docgen, project templates", "docgen, minimal templates"):
            growth = (by[(large, name)][0] / large) / (by[(small, name)][0] / small)
            print(f"\n{name}: time per page at {large} pages is {growth:.2f}x the time per page at {small}.", end="")
        print()
    print(f"\ndocgen build --timings, {max(args.pages)} pages:\n{step_table}")
    token_row = None
    if args.token_benchmark:
        print("\nToken benchmark:")
        token_output = subprocess.run([args.token_benchmark], capture_output=True, text=True, check=True).stdout.strip()
        print(token_output)
        token_row = next((line for line in token_output.splitlines() if line.startswith("| 100,000 tokens")), None)
    print("\nThe embedded site, in a RAM-backed folder (embedded_site.py):")
    site = json.loads(subprocess.run([sys.executable, str(HERE / "embedded_site.py"), args.docgen, "--rounds", str(args.rounds)],
                                     capture_output=True, text=True, check=True).stdout.strip().splitlines()[-1])
    print(json.dumps(site, indent=1))
    load_after = os.getloadavg()
    table = goals_table(by, site, token_row, min(args.pages), max(args.pages))
    heading = (f"Measured {started} UTC by `make benchmark` ({platform.machine()}, {os.cpu_count()} cores, Hugo {hugo_version}, "
               f"release build, median of {args.rounds} rounds after a warm-up, alternating; load average "
               f"{load_before[0]:.1f} before, {load_after[0]:.1f} after).")
    print("\nGoals:\n" + heading + "\n\n" + table)
    if args.readme:
        write_readme(Path(args.readme), heading + "\n\n" + table)


def goals_table(by: dict, site: dict, token_row: str | None, small: int, large: int) -> str:
    """One row per goal of the issue that set them: what docgen took, its peer or floor, the ratio, the goal."""
    rows = ["| work | docgen | peer or floor | ratio | goal |", "| --- | ---: | ---: | ---: | ---: |"]
    for pages in (large, small):
        docgen, hugo = by[(pages, "docgen, minimal templates")][0], by[(pages, "hugo, minimal layout")][0]
        rows.append(f"| {pages:,} Hugo-style prose pages, the same minimal layout | {docgen:.2f} s | Hugo {hugo:.2f} s | "
                    f"{docgen / hugo:.2f} | ≤ 0.5 |")
    copy = site["copy"]
    rows.append(f"| the embedded site ({site['files']} files), clean build (`--no-cache`) | {site['clean']:.3f} s | `cp -r` of the site "
                f"{copy:.3f} s | {site['clean'] / copy:.1f} | ≤ 5 |")
    rows.append(f"| the same build again, nothing changed ({100 * site['nochange_untouched']:.1f} % of files untouched) | "
                f"{site['nochange']:.3f} s | the same `cp -r` | {site['nochange'] / copy:.1f} | ≤ 1, ≥ 99 % untouched |")
    rows.append(f"| one page edited, then built ({100 * site['edit_untouched']:.1f} % of files untouched) | {site['edit']:.3f} s | "
                f"the same `cp -r` | {site['edit'] / copy:.1f} | |")
    if token_row:
        rows.append(token_row)
    rows.append(f"| `docgen serve`, a token edit to the reload event | {1000 * site['serve_token']:.0f} ms | a page edit "
                f"{1000 * site['serve_page']:.0f} ms | {site['serve_token'] / site['serve_page']:.1f} | ≤ 2.5 |")
    return "\n".join(rows)


def write_readme(path: Path, block: str) -> None:
    text = path.read_text(encoding="utf-8")
    start, end = "<!-- benchmark:start -->", "<!-- benchmark:end -->"
    if start not in text or end not in text:
        raise SystemExit(f"{path} has no {start} … {end} block")
    before, rest = text.split(start, 1)
    path.write_text(before + start + "\n" + block + "\n" + end + rest.split(end, 1)[1], encoding="utf-8")


if __name__ == "__main__":
    main()
