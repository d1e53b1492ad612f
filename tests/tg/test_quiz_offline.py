"""`muggins chat` with quiz polls: shown with numbered options, answered with "#N"."""

from __future__ import annotations

import io
import re

import pytest

from bot.tg import local
from bot.tg.config import Config
from bot.tg.offline import run_chat


def _chat(config: Config, lines: str, lang: str = "en") -> str:
    out = io.StringIO()
    assert run_chat(config, lang=lang, stdin=io.StringIO(lines), stdout=out) == 0
    return out.getvalue()


def test_a_series_is_played_in_the_terminal(tg_config: Config) -> None:
    output = _chat(tg_config, "/quiz 2\n#1\n#1\n#1\n")
    assert output.count("📊 ") == 2
    assert "📊 1/2 · " in output and "📊 2/2 · " in output
    assert "[#1] " in output and "[#2] " in output
    marks = re.findall(r"💬 (✔|✘ #\d)", output)
    assert len(marks) == 2
    assert "According to " in output
    assert not re.search(r"R-\d{3}-\d{2}", output)
    assert "Quiz over: " in output
    # After the series there is no open poll: "#1" presses nothing.
    assert output.rstrip().endswith("There is no button to press.")


def test_a_poll_option_out_of_range_is_refused(tg_config: Config) -> None:
    output = _chat(tg_config, "/quiz 2\n#11\n")
    assert "There is no button #11" in output
    assert "💬" not in output


def test_quiz_after_the_chat_is_reopened(
    tg_config: Config, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Each `muggins chat` is a new process: its poll ids must not meet the stored ones
    (UNIQUE constraint failed: quiz_polls.poll_id, three times in a row)."""
    for _ in range(3):
        monkeypatch.setattr(local, "_poll_ids", local.new_poll_ids())  # a new process
        output = _chat(tg_config, "/quiz\n#1\n")
        assert output.count("📊 ") == 1
        assert re.search(r"💬 (✔|✘ #\d)", output), output
        assert "UNIQUE" not in output and "went wrong" not in output.lower()
