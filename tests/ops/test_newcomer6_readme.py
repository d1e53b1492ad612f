"""The README's quick start, followed word for word by a newcomer on Debian or Ubuntu."""

from __future__ import annotations

import re
from pathlib import Path

README = (Path(__file__).resolve().parents[2] / "README.md").read_text()
QUICK_START = README.split("## Quick start", 1)[1].split("\n## ", 1)[0]


def test_the_debian_venv_step_names_the_package_it_needs() -> None:
    """« python3 -m venv .venv » on a fresh Debian or Ubuntu stops at « ensurepip is not
    available »: their Python has no venv until the package python3-venv is installed, and the
    quick start said only « first python3 -m venv .venv »."""
    step = QUICK_START.split("python3 -m venv", 1)[0]
    assert "Debian" in step
    assert re.search(r"apt(-get)? install[^`]*\bpython3-venv\b", step), step
