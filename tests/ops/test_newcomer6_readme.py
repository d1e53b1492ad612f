"""The README's quick start, followed word for word by a newcomer on Debian or Ubuntu."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
README = (ROOT / "README.md").read_text()
QUICK_START = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]


def test_the_debian_venv_step_names_the_package_it_needs() -> None:
    """« python3 -m venv .venv » on a fresh Debian or Ubuntu stops at « ensurepip is not
    available »: their Python has no venv until the package python3-venv is installed, and the
    quick start said only « first python3 -m venv .venv »."""
    step = QUICK_START.split("python3 -m venv", 1)[0]
    assert "Debian" in step
    assert re.search(r"apt(-get)? install[^`]*\bpython3-venv\b", step), step


PRESS = re.compile(r"`#(\d)` after `(/\w+)`")


def test_the_quick_starts_button_press_does_what_it_says(tmp_path: Path) -> None:
    """The quick start said « #2 after /main presses the welcome's »: typed word for word, it
    answered « Votre question vous attend plus bas : répondez-y, ou /annuler pour la laisser. »,
    a refusal for a first press. The press it shows now deals a hand."""
    found = PRESS.search(QUICK_START)
    assert found is not None, "the quick start shows a press: `#N` after `/command`"
    number, command = found.groups()
    typed = "".join(f"{line}\n" for line in dict.fromkeys(["/start", command, f"#{number}"]))
    env = {k: v for k, v in os.environ.items() if k != "TELEGRAM_BOT_TOKEN"}
    env["MUGGINS_DB"] = str(tmp_path / "muggins.sqlite3")
    done = subprocess.run(
        [sys.executable, "-m", "bot", "chat", "--lang", "fr"],
        input=typed + "/quit\n",
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    pressed = done.stdout.split(f"> #{number}\n", 1)[1].split("\n> ", 1)[0]
    assert "Combien de points?" in pressed, pressed
