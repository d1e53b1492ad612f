"""kings21: « je comprends pas » at a Kings game step got « Je n'ai pas compris votre coup.
C'est à vous de jouer. » (the bot saying it did not understand a player who said she did not);
under /rois compte and /rois meilleur, « je comprends pas » and « comment? » got only
« Répondez par le nombre de points, par exemple 12. » (« Choisissez un coup… »). Now the step
reassures (« Pas de souci, je vous explique. C'est à vous de jouer. ») before its help, and the
two drills say how a line counts first, as a hand to count does."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "je comprends pas", "Pas de souci, je vous explique. C'est à vous de jouer."),
        ("fr", "j'ai pas compris", "Pas de souci, je vous explique. C'est à vous de jouer."),
        ("en", "I don't understand", "No problem, let me explain. It is your turn."),
    ],
)
async def test_lost_at_a_step_is_reassured(
    bot_driver: Driver, db: Database, lang: str, typed: str, head: str
) -> None:
    user = 21_300 + len(typed)
    question = await plant(db, user, LAID, "A 5 6 4 K")
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[0] == head, lines
    assert any("H8 → 5 6 4" in line for line in lines), lines
    assert (await db.questions.pending_question(user, user)) == question


COUNTING = {"fr": "Une main se compte comme au cribbage :", "en": "A line is counted like"}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/rois compte", "je comprends pas"),
        ("fr", "/rois compte", "comment?"),
        ("en", "/kings count", "I don't understand"),
        ("fr", "/rois meilleur", "je comprends rien"),
        ("en", "/kings best", "huh?"),
    ],
)
async def test_lost_under_a_drill_is_told_how_a_line_counts(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str
) -> None:
    user = 21_320 + len(command) + len(typed)
    await bot_driver.send(command, user, language_code=lang)
    asked = await db.questions.pending_question(user, user)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[0].startswith(COUNTING[lang]), lines
    assert (await db.questions.pending_question(user, user)) == asked
