"""Each module of `bot.tg` imports on its own, in a fresh interpreter.

The handlers package imports nothing itself, so a job or a helper outside it (`bot.tg.pictures`,
`bot.tg.remind_jobs`, `bot.tg.question_drill`) can import the one handler module it needs: a
module imported first by a tool or a test must not fail on an import cycle that the bot's own
start-up order happens to hide.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import bot.tg

MODULES = sorted(
    f"bot.tg.{path.stem}"
    for path in Path(bot.tg.__file__).parent.glob("*.py")
    if path.stem != "__init__"
)


def test_the_modules_are_found() -> None:
    assert {"bot.tg.app", "bot.tg.pictures", "bot.tg.remind_jobs"} <= set(MODULES)


@pytest.mark.parametrize("module", MODULES)
def test_a_module_imports_alone(module: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", f"import {module}"], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr[-2000:]
