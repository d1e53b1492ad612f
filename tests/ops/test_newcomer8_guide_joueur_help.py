"""The one-page French guide said « /aide : toutes les commandes. »: typed as printed, /aide
shows its three short sections, without /score, /course, /annuler, /start… The command the
page names for every command now shows every one of them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
PAGE = (ROOT / "docs" / "guide-joueur.md").read_text()
EVERY = re.compile(r"^- (/[^:\n]+?)\u00a0?\s?: toutes les commandes\.", re.MULTILINE)


def test_the_command_for_every_command_shows_every_command(tmp_path: Path) -> None:
    found = EVERY.search(PAGE)
    assert found is not None, "the page names the command that lists every command"
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
