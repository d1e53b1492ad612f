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
    marks = re.findall(r"💬 (✔ Right answer\.|✘ Not that one: the right answer is #\d)", output)
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
        assert re.search(r"💬 (✔ |✘ )", output), output
        assert "UNIQUE" not in output and "went wrong" not in output.lower()


@pytest.mark.parametrize(
    ("lang", "right", "wrong"),
    [
        ("en", "✔ Right answer.", "✘ Not that one: the right answer is #{n}, “{option}”."),
        (
            "fr",
            "✔ Bonne réponse.",
            "✘ Ce n'est pas ça\u00a0: la bonne réponse est #{n}, «\u00a0{option}\u00a0».",
        ),
    ],
)
def test_a_poll_answer_says_in_words_which_option_was_right(
    tg_config: Config, lang: str, right: str, wrong: str
) -> None:
    """« ✘ #2 » alone left a player guessing what #2 was and whether it was theirs: a wrong
    answer names the right option, number and words; a right one says so; the explanation
    follows on its own lines."""
    output = _chat(tg_config, "/quiz 4\n#1\n#2\n#3\n#4\n", lang)
    blocks = output.split("🤖 📊 ")[1:]
    assert len(blocks) == 4
    answered = {"right": 0, "wrong": 0}
    for chosen, block in enumerate(blocks, start=1):
        options = dict(re.findall(r"\[#(\d+)\] (.+)", block))
        verdict = block.split("💬 ", 1)[1].splitlines()
        if verdict[0] == right:
            answered["right"] += 1
        else:
            number = re.search(r"#(\d+)", verdict[0])
            assert number is not None, verdict[0]
            n = number.group(1)
            assert n != str(chosen)
            assert verdict[0] == wrong.format(n=n, option=options[n])
            answered["wrong"] += 1
        assert verdict[1].startswith("   ") and verdict[1].strip()  # the explanation
    assert sum(answered.values()) == 4
