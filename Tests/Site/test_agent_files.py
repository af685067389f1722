"""The files for agents: every page's Markdown twin, llms.txt and the component manifests with their schema."""
import json
import re
from pathlib import Path
from urllib.parse import unquote, urlsplit

import pytest
from jsonschema import Draft202012Validator

from conftest import PAGES, SITE

MANIFESTS = sorted(str(p.relative_to(SITE)) for p in SITE.glob("*/button.json"))


def twin_of(page: str) -> str:
    """`orange/index.html` → `orange.md`, `index.html` → `index.md` (AgentPaths.markdownPath)."""
    return "index.md" if page == "index.html" else page.removesuffix("/index.html") + ".md"


def schema() -> dict:
    return json.loads((SITE / "schemas" / "button.schema.json").read_text(encoding="utf-8"))


def test_the_schema_is_a_valid_draft_2020_12_schema():
    Draft202012Validator.check_schema(schema())


def test_every_system_with_a_component_has_a_manifest():
    assert MANIFESTS, "the embedded site has no button.json"
    systems = {p.split("/")[0] for p in MANIFESTS}
    assert {"backbase", "fiori", "horizon", "orange", "swiftui"} <= systems


@pytest.mark.parametrize("path", MANIFESTS)
def test_every_manifest_validates_against_the_published_schema(path):
    validator = Draft202012Validator(schema())
    manifest = json.loads((SITE / path).read_text(encoding="utf-8"))
    errors = sorted(validator.iter_errors(manifest), key=lambda e: list(e.absolute_path))
    assert not errors, "\n".join(f"{path} at {'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:10])
    # `$schema` names the published schema, relative to the manifest when the base URL is unknown.
    assert (SITE / path).parent.joinpath(manifest["$schema"]).resolve() == (SITE / "schemas" / "button.schema.json").resolve()


@pytest.mark.parametrize("page", [p for p in PAGES if p.endswith("index.html")])
def test_every_page_has_a_markdown_twin(page):
    assert (SITE / twin_of(page)).is_file(), f"{page} has no {twin_of(page)}"


def table_problems(text: str) -> list[str]:
    """Pipe tables as GFM reads them: a header row, then a delimiter row with as many cells, then rows."""
    problems = []
    lines = text.split("\n")
    fenced = False
    for number, line in enumerate(lines, 1):
        if line.startswith("```") or line.startswith("~~~"):
            fenced = not fenced
        if fenced or not line.startswith("|"):
            continue
        previous = lines[number - 2] if number > 1 else ""
        if not previous.startswith("|"):
            header = cells(line)
            delimiter = cells(lines[number]) if number < len(lines) else []
            if len(delimiter) != len(header) or not all(re.fullmatch(r":?-+:?", c) for c in delimiter):
                problems.append(f"line {number}: a header row without a matching delimiter row")
            if previous.strip():
                problems.append(f"line {number}: a table right after a line of text (no blank line between)")
    return problems


def cells(row: str) -> list[str]:
    inner = row.strip()
    inner = inner[1:] if inner.startswith("|") else inner
    inner = inner[:-1] if inner.endswith("|") and not inner.endswith("\\|") else inner
    return [c.strip() for c in re.split(r"(?<!\\)\|", inner)]


@pytest.mark.parametrize("page", [p for p in PAGES if p.endswith("index.html")])
def test_every_twin_reads_as_commonmark_with_pipe_tables(page):
    text = (SITE / twin_of(page)).read_text(encoding="utf-8")
    assert text.startswith("# "), f"{twin_of(page)} does not start with its title"
    assert "```docgen" not in text, f"{twin_of(page)} still holds a docgen fence"
    problems = table_problems(text)
    assert not problems, f"{twin_of(page)}: " + "; ".join(problems[:10])


@pytest.mark.parametrize("page", [p for p in PAGES if p.endswith("index.html")])
def test_every_link_of_a_twin_resolves_to_a_file_of_the_site(page):
    twin = SITE / twin_of(page)
    missing = [url for url in links(twin.read_text(encoding="utf-8")) if not resolves(twin, url)]
    assert not missing, f"{twin_of(page)} links to files the site does not have: {missing[:10]}"


def links(markdown: str) -> list[str]:
    found = re.findall(r"\]\(<([^>]*)>\)|\]\(([^)\s]*)\)", markdown)
    return [a or b for a, b in found]


def resolves(source: Path, url: str) -> bool:
    parts = urlsplit(url)
    if parts.scheme or url.startswith("#") or url.startswith("//"):
        return True
    target = (source.parent / unquote(parts.path)).resolve()
    return target.is_file() or (target / "index.html").is_file()


def test_llms_txt_follows_the_proposal_and_every_link_resolves():
    text = (SITE / "llms.txt").read_text(encoding="utf-8")
    lines = text.split("\n")
    assert lines[0].startswith("# ") and lines[0] != "# ", "llms.txt must start with one H1"
    assert sum(1 for line in lines if line.startswith("# ")) == 1
    assert next(line for line in lines[1:] if line.strip()).startswith("> "), "the H1 is followed by a blockquote summary"
    sections = [line[3:] for line in lines if line.startswith("## ")]
    assert "Design systems" in sections and "Schemas" in sections
    in_section = False
    items = []
    for line in lines:
        if line.startswith("## "):
            in_section = True
        elif in_section and line.strip():
            match = re.fullmatch(r"- \[([^\]]+)\]\(([^)\s]+)\)(: .+)?", line)
            assert match, f"not a link list item: {line!r}"
            items.append(match.group(2))
    assert any(url.endswith("button.json") for url in items)
    missing = [url for url in items if not resolves(SITE / "llms.txt", url)]
    assert not missing, f"llms.txt links to missing files: {missing}"
