"""Building and listing a docgen site."""
import os
import shutil
import subprocess
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[3]


def docgen_executable() -> Path:
    override = os.environ.get("DOCGEN_EXECUTABLE")
    if override:
        return Path(override)
    return PACKAGE_ROOT / ".build" / "debug" / "docgen"


def build_site(output: Path, extra: list[str] | None = None) -> Path:
    """Builds the embedded Content/ into `output` with the built docgen (and `extra` arguments); returns `output`."""
    result = subprocess.run(
        [str(docgen_executable()), "build", "--output", str(output), *(extra or [])],
        cwd=PACKAGE_ROOT, capture_output=True, text=True,
    )
    if result.returncode != 0:
        raise RuntimeError(f"docgen build failed ({result.returncode}):\n{result.stderr}")
    return output


def copy_site(site: Path, destination: Path) -> Path:
    shutil.copytree(site, destination)
    return destination


def pages(site: Path) -> list[str]:
    """Every HTML page of the site, as site paths, sorted."""
    return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))


def system_pages(site: Path) -> list[str]:
    """The pages of the design systems: the ones whose folder holds a design system's files."""
    return [p for p in pages(site) if "/" in p and (site / p).read_text(encoding="utf-8").find('class="docgen-part') >= 0]
