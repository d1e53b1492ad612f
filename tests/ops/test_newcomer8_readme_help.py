"""The README's quick start said « `/aide` (`/help`) for every command », and the one-page
French guide « /aide : toutes les commandes. »: typed word for word, /aide shows its three
short sections, without /score, /course, /annuler, /start… The command each of them names for
every command now shows every one of them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
QUICK_START = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
GUIDE = (ROOT / "docs" / "guide-joueur.md").read_text()
NAMED = {
    "the README's quick start": (
        QUICK_START,
        re.compile(r"`(/[^`]+)` \(`/[^`]+`\) for every command"),
    ),
    "the French guide": (
        GUIDE,
        re.compile(r"^- (/[^:\n]+?)\u00a0?\s?: toutes les commandes\.", re.MULTILINE),
    ),
}


@pytest.mark.parametrize("where", NAMED)
def test_the_command_for_every_command_shows_every_command(tmp_path: Path, where: str) -> None:
    text, every = NAMED[where]
    found = every.search(text)
    assert found is not None, f"{where} names the command that lists every command"
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    env["MUGGINS_DB"] = str(tmp_path / "muggins.sqlite3")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "chat", "--lang", "fr"],
        input=f"{found.group(1)}\n/quit\n",
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    shown = done.stdout.split(f"> {found.group(1)}\n", 1)[1]
    missing = [
        f"/{c.names[0]}"
        for c in commands_of(ENTRIES)
        if not any(re.search(rf"/{name}\b", shown) for name in (*c.fr, *c.names))
    ]
    assert not missing, missing
