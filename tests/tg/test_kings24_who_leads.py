"""kings24: « qui gagne? » typed at a Kings game step got the scores (« Vous 30, moi 18.
Jetons dans le sac : 10 ») and the step, no sentence said who was ahead. Now a sentence under
the scores says it: « Vous menez de 12 points. », « Je mène de 5 points. », « Égalité. »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import LAID, plain, plant


async def plant_scores(db: Database, user: int, scores: tuple[int, int]) -> None:
    """A game step of `user` on `LAID` (rack A 5 6 4 K) whose scores are `scores`."""
    await plant(db, user, LAID, "A 5 6 4 K", scores)


@pytest.mark.parametrize(
    ("lang", "typed", "scores", "said"),
    [
        ("fr", "qui gagne?", (30, 18), "Vous menez de 12 points."),
        ("fr", "qui mène?", (13, 18), "Je mène de 5 points."),
        ("fr", "qui gagne", (14, 13), "Vous menez de 1 point."),
        ("fr", "c'est quoi le pointage?", (9, 9), "Égalité."),
        ("en", "who's winning?", (30, 18), "You lead by 12 points."),
        ("en", "what's the score?", (13, 18), "I lead by 5 points."),
        ("en", "who's ahead?", (0, 0), "We are tied."),
    ],
)
async def test_who_leads_is_said(
    bot_driver: Driver,
    db: Database,
    lang: str,
    typed: str,
    scores: tuple[int, int],
    said: str,
) -> None:
    user = 24_200 if lang == "fr" else 24_201
    await plant_scores(db, user, scores)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[1] == said, lines
    mine, yours = scores
    assert lines[0].startswith(("Vous", "You")) and str(mine) in lines[0], lines
    assert str(yours) in lines[0], lines


@pytest.mark.parametrize("typed", ["whats the score", "Whats the score"])
async def test_the_score_asked_without_apostrophe(
    bot_driver: Driver, db: Database, typed: str
) -> None:
    await plant_scores(db, 24_210, (30, 18))
    lines = plain(await bot_driver.send(typed, 24_210, language_code="en")).splitlines()
    assert lines[:2] == ["You 30, me 18. Tiles in the bag: 10", "You lead by 12 points."], lines
