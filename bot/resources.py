"""Where the shipped data lives: the catalogs (`locales/`) and the tables (`content/`).

In the repository they are top-level folders next to `bot/`; in an installed wheel they are
inside the package, as `bot/locales/` and `bot/content/` (see pyproject.toml). `data_dir` finds
them with `importlib.resources` first, so `muggins` works from any folder after a plain
`pip install .`, and falls back to the repository's folders when run from a checkout.
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path
from typing import Final

PACKAGE: Final = "bot"
DATA_FOLDERS: Final = ("locales", "content")
REPO_ROOT: Final = Path(__file__).resolve().parents[1]


def packaged_dir(name: str) -> Path | None:
    """The folder `name` inside the installed package, or None (running from a checkout)."""
    folder = resources.files(PACKAGE).joinpath(name)
    if not folder.is_dir():
        return None
    return Path(str(folder))


def data_dir(name: str) -> Path:
    """The folder `name` ("locales" or "content"): packaged, else the repository's."""
    if name not in DATA_FOLDERS:
        raise ValueError(f"unknown data folder {name!r}; expected one of {DATA_FOLDERS}")
    return packaged_dir(name) or REPO_ROOT / name
