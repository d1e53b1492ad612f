"""kings22: « pourquoi? » typed under /rois compte or /rois meilleur, before any answer, got
the question's reminder alone (« Répondez par le nombre de points, par exemple 12. »); now it
is told that every line of the move is explained once answered, the reminder after it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

WHY_LINE = {
    "fr": "Je vous explique chaque ligne du coup, avec ses points, dès que vous avez répondu.",
    "en": "I explain every line of the move, with its points, once you have answered.",
}


@pytest.mark.parametrize(
    ("lang", "command", "why"),
    [
        ("fr", "/rois compte", "pourquoi?"),
        ("fr", "/rois meilleur", "Pourquoi"),
        ("en", "/kings count", "why?"),
        ("en", "/kings best", "why"),
    ],
)
async def test_why_before_answering_a_kings_question(
    bot_driver: Driver, lang: str, command: str, why: str
) -> None:
    user = 22_500 + len(command) * 3 + len(why)
    await bot_driver.send(command, user, language_code=lang)
    lines = plain(await bot_driver.send(why, user, language_code=lang)).splitlines()
    assert lines[0] == WHY_LINE[lang], lines
    assert len(lines) > 1  # the question's reminder follows: it still waits
