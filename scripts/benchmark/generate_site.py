#!/usr/bin/env python3
"""Writes a seeded synthetic site for the benchmark: N prose pages written the way Hugo sites write them, and one
design system with M tokens in alias chains of 1 to 4 hops, P theme permutations and a button of V variants x S
sizes x T states. The same Markdown goes to a Hugo site (content/) so both tools build the same pages.

    generate_site.py OUT --pages N [--tokens M] [--permutations P] [--variants V] [--sizes S] [--states T] [--seed K]

OUT/docgen/Content is a docgen content folder; OUT/hugo is a Hugo site without layouts (the benchmark adds them);
OUT/markdown holds the bare Markdown bodies for the cmark command."""
import argparse
import json
import random
from pathlib import Path

WORDS = ("button token state variant surface contrast focus ring label padding height radius theme palette "
         "alias chain resolver modifier context matrix cell check pixel glyph outline kerning baseline "
         "documentation guideline accessible pointer keyboard hover pressed disabled loading selected").split()
SECTIONS = ["Foundations", "Components", "Patterns", "Guides", "Reference", "Accessibility", "Tokens", "Releases"]


def sentence(rng: random.Random, words: int) -> str:
    text = " ".join(rng.choice(WORDS) for _ in range(words))
    return text[0].upper() + text[1:] + "."


def page_body(rng: random.Random, index: int, pages: int) -> str:
    """Sections, lists, code and links, as documentation pages are written."""
    lines = []
    for section in range(rng.randint(3, 5)):
        lines += [f"## {sentence(rng, 3)[:-1]} {section + 1}", ""]
        for _ in range(rng.randint(2, 4)):
            other = rng.randrange(pages)
            lines += [" ".join(sentence(rng, rng.randint(8, 20)) for _ in range(3))
                      + f" See [page {other}](page-{other:05d}.md) and *{rng.choice(WORDS)}* **{rng.choice(WORDS)}**.", ""]
        lines += [f"- {sentence(rng, 6)}" for _ in range(rng.randint(3, 6))] + [""]
        if rng.random() < 0.5:
            lines += ["```swift", f"let value{index} = Button(\"{rng.choice(WORDS)}\")", ".buttonStyle(.borderedProminent)", "```", ""]
    return "\n".join(lines)


def write_pages(out: Path, rng: random.Random, pages: int) -> None:
    docgen = out / "docgen/Content/guides"
    hugo = out / "hugo/content/guides"
    bare = out / "markdown"
    for folder in (docgen, hugo, bare):
        folder.mkdir(parents=True, exist_ok=True)
    for index in range(pages):
        title = f"Page {index}: {sentence(rng, 3)[:-1]}"
        section = SECTIONS[index % len(SECTIONS)]
        body = page_body(rng, index, pages)
        front = f"---\ntitle: \"{title}\"\ndescription: \"{sentence(rng, 10)}\"\nsection: {section}\nweight: {index}\n---\n\n"
        # Hugo sites repeat the title as the first heading; docgen reads it as the title.
        text = front + f"# {title}\n\n" + body
        (docgen / f"page-{index:05d}.md").write_text(text, encoding="utf-8")
        (hugo / f"page-{index:05d}.md").write_text(text.replace(".md)", "/)"), encoding="utf-8")
        (bare / f"page-{index:05d}.md").write_text(f"# {title}\n\n" + body, encoding="utf-8")
    (out / "docgen/Content/index.md").write_text("---\ntitle: Benchmark\nlayout: home\n---\n\nA synthetic site.\n", encoding="utf-8")
    (out / "docgen/Content/site.yaml").write_text("title: Benchmark\ndescription: A synthetic site.\nlanguage: en\n", encoding="utf-8")
    (out / "hugo/content/_index.md").write_text("---\ntitle: Benchmark\n---\n\nA synthetic site.\n", encoding="utf-8")
    (out / "hugo/hugo.toml").write_text('baseURL = "https://example.org/"\ntitle = "Benchmark"\n'
                                        'disableKinds = ["taxonomy", "term", "RSS", "sitemap", "robotsTXT"]\n', encoding="utf-8")


def hex_color(rng: random.Random) -> str:
    return "#%02x%02x%02x" % (rng.randrange(256), rng.randrange(256), rng.randrange(256))


def write_system(out: Path, rng: random.Random, tokens: int, permutations: int, variants: int, sizes: int, states: int) -> None:
    system = out / "docgen/Content/bench"
    (system / "tokens").mkdir(parents=True, exist_ok=True)
    # A quarter of the tokens are palette colors; the rest alias them in chains of 1 to 4 hops.
    palette_count = max(8, tokens // 4)
    palette = {f"c{i}": {"$value": hex_color(rng)} for i in range(palette_count)}
    chains: dict = {}
    names = [f"color.palette.c{i}" for i in range(palette_count)]
    made = palette_count
    level = 0
    while made < tokens:
        hop = {}
        for i in range(min(tokens - made, palette_count)):
            hop[f"t{i}"] = {"$value": "{" + rng.choice(names) + "}"}
        chains[f"hop{level}"] = hop
        made += len(hop)
        names = [f"color.alias.hop{level}.{key}" for key in hop]
        level = (level + 1) % 4
        if level == 0:
            names = [f"color.palette.c{i}" for i in range(palette_count)]
    base = {"color": {"$type": "color", "palette": palette, "alias": chains},
            "size": {"$type": "dimension", **{f"h{s}": {"$value": {"value": 32 + 8 * s, "unit": "px"}} for s in range(sizes)}}}
    (system / "tokens/base.tokens.json").write_text(json.dumps(base, indent=1), encoding="utf-8")
    # Modifiers: theme (light, dark), then contrast (normal, high) for 4 permutations.
    modifiers, order = {}, [{"$ref": "#/sets/base"}]
    axes = [("theme", ["light", "dark"]), ("contrast", ["normal", "high"])][: 1 if permutations <= 2 else 2]
    for axis, contexts in axes:
        files = {}
        for context in contexts:
            name = f"{axis}-{context}.tokens.json"
            semantic = {"color": {"$type": "color", "button": {
                f"v{v}": {f"s{t}": {"background": {"$value": "{" + rng.choice(names[:50] or ["color.palette.c0"]) + "}"},
                                    "label": {"$value": "#ffffff" if context in ("light", "normal") else "#000000"}}
                          for t in range(states)} for v in range(variants)}}}
            (system / "tokens" / name).write_text(json.dumps(semantic, indent=1), encoding="utf-8")
            files[context] = [{"$ref": name}]
        modifiers[axis] = {"contexts": files, "default": contexts[0]}
        order.append({"$ref": f"#/modifiers/{axis}"})
    resolver = {"name": "Bench", "version": "2025.10", "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
                "modifiers": modifiers, "resolutionOrder": order}
    (system / "tokens/bench.resolver.json").write_text(json.dumps(resolver, indent=1), encoding="utf-8")
    lines = ["component: Button", "surfaces:", "  page: \"#ffffff\"", "states:", "  s0: {}"]
    lines += [f"  s{t}: {{ fallback: s0 }}" for t in range(1, states)]
    lines += ["sizes:"]
    for s in range(sizes):
        lines += [f"  z{s}:", f"    height: \"{{size.h{s}}}\"", f"    paddingX: {12 + 4 * s}", "    cornerRadius: 8", "    fontSize: 16",
                  "    fontWeight: 600"]
    lines += ["variants:"]
    for v in range(variants):
        lines += [f"  v{v}:", f"    text: {rng.choice(WORDS).capitalize()}", "    surface: page", "    colors:", "      background:"]
        lines += [f"        s{t}: \"{{color.button.v{v}.s{t}.background}}\"" for t in range(states)]
        lines += ["      label:"] + [f"        s{t}: \"{{color.button.v{v}.s{t}.label}}\"" for t in range(states)]
    (system / "button.component.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    (system / "system.yaml").write_text("name: Bench Design System\nplatform: Web\ntokens:\n  resolver: tokens/bench.resolver.json\n"
                                        "components:\n  - button.component.yaml\nprimaryVariant: v0\n", encoding="utf-8")
    (system / "index.md").write_text("---\ntitle: Bench Button\nsection: Design systems\n---\n\n## Gallery\n\n```docgen gallery\n```\n\n"
                                     "## States\n\n```docgen matrix variant=v0\n```\n\n## Checks\n\n```docgen checks\n```\n", encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--pages", type=int, required=True)
    parser.add_argument("--tokens", type=int, default=2000)
    parser.add_argument("--permutations", type=int, default=4)
    parser.add_argument("--variants", type=int, default=6)
    parser.add_argument("--sizes", type=int, default=3)
    parser.add_argument("--states", type=int, default=5)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    write_pages(args.out, rng, args.pages)
    write_system(args.out, rng, args.tokens, args.permutations, args.variants, args.sizes, args.states)


if __name__ == "__main__":
    main()
