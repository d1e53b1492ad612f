"""The README's quick start said « `/aide` (`/help`) for every command »: typed word for word,
/aide shows its three short sections, without /score, /course, /annuler, /start… The command
the quick start names for every command now shows every one of them."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
QUICK_START = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]
EVERY = re.compile(r"`(/[^`]+)` \(`/[^`]+`\) for every command")


def test_the_command_for_every_command_shows_every_command(tmp_path: Path) -> None:
    found = EVERY.search(QUICK_START)
    assert found is not None, "the quick start names the command that lists every command"
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
