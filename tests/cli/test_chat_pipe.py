"""`muggins chat | head`: the reader closing the pipe ends the chat quietly, as any Unix tool."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from bot.cli import EXIT_BROKEN_PIPE

ROOT = Path(__file__).resolve().parents[2]


def test_the_chat_into_a_closed_pipe_ends_without_a_message(db_path: Path) -> None:
    script = (
        "import os, sys\n"
        "read, write = os.pipe()\n"
        "os.close(read)\n"
        "os.dup2(write, 1)\n"
        "from bot.cli import main\n"
        "sys.exit(main(['chat', '--lang', 'fr']))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script],
        input="/start\n/main\n",
        cwd=ROOT,
        env=os.environ.copy(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stderr == ""
    assert done.returncode == EXIT_BROKEN_PIPE
