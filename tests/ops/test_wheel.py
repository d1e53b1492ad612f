"""A plain (non-editable) install: the wheel carries the catalogs and the data, and the
installed `bot` finds them from any folder, without the repository."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
SOURCES = ("pyproject.toml", "README.md", "bot", "locales", "content")


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The wheel `pip wheel . --no-deps` builds from a copy of the sources (the worktree
    itself is left without build/ or *.egg-info)."""
    source = tmp_path_factory.mktemp("source")
    for name in SOURCES:
        origin = REPO / name
        if origin.is_dir():
            shutil.copytree(origin, source / name, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy2(origin, source / name)
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
        timeout=300,
    )
    (built,) = out.glob("muggins-*.whl")
    return built


def test_the_wheel_holds_every_catalog_and_data_file(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    catalogs = {p.relative_to(REPO).as_posix() for p in (REPO / "locales").rglob("*.po")}
    content = {
        p.relative_to(REPO).as_posix()
        for pattern in ("*.json", "fonts/*.ttf", "fonts/*.txt")
        for p in (REPO / "content").glob(pattern)
    }
    assert "content/fonts/DejaVuSans-Muggins.ttf" in content  # the pictures' font and its licence
    assert catalogs and content
    assert {f"bot/{name}" for name in catalogs | content} <= names
    assert {p.relative_to(REPO).as_posix() for p in (REPO / "bot").rglob("*.py")} <= names
    page = {p.relative_to(REPO).as_posix() for p in (REPO / "bot/webapp/static").iterdir()}
    assert "bot/webapp/static/index.html" in page and page <= names  # the Mini App's page
    assert not any(name.startswith(("tests/", "locales/", "content/")) for name in names)
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "muggins = bot.cli:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


def test_the_installed_package_reads_its_own_data_from_any_folder(
    wheel: Path, tmp_path: Path
) -> None:
    target = tmp_path / "site"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--no-deps", "-q", "-t", str(target), wheel],
        check=True,
        capture_output=True,
        timeout=300,
    )
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("MUGGINS_")}
    env["PYTHONPATH"] = str(target)  # the dependencies come from this interpreter's site
    script = (
        "import bot, bot.i18n as i, bot.content_tables as c, bot.cli as cli\n"
        "print(bot.__file__)\n"
        "print(i.LOCALES_DIR)\n"
        "print(c.CONTENT_DIR)\n"
        "print(i.I18n.load().translator('fr')._('Total: {points}'))\n"
        "print(type(c.shipped_crib_tables()).__name__)\n"
        "raise SystemExit(cli.main(['score', '5H', '5D', '5C', 'JS', '5S', '--lang', 'fr']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        cwd=elsewhere,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    module, locales, content, total, tables = lines[:5]
    assert Path(module).is_relative_to(target)
    assert Path(locales) == target / "bot" / "locales"
    assert Path(content) == target / "bot" / "content"
    assert re.fullmatch(r"Total\s: \{points\}", total)  # the French catalog was read
    assert tables == "CribTables"
    assert "29" in done.stdout
