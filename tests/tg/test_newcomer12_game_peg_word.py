"""newcomer12: "/game count" (« /partie tour »), an English player taking /game for the French
/jeu, read « I do not understand “count” » above the whole race menu. A word of /peg after
/game (or /partie) now asks that /peg question, under a line saying where the play card by
card is; a target (« /partie 61 ») or a number (« /partie 2 ») still gets the race menu."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

PEG_LINE = {
    "en": "The play, card by card, is /peg; /game is the race of counted hands.",
    "fr": "Le jeu, carte par carte, c'est /jeu; /partie est la course des mains.",
}


@pytest.mark.parametrize(
    ("lang", "typed", "kind"),
    [
        ("en", "/game count", "peg-count"),
        ("en", "/game round", "peg-round"),
        ("fr", "/partie tour", "peg-round"),
        ("fr", "/partie compte", "peg-count"),
    ],
)
async def test_a_peg_word_after_game_asks_the_peg_question(
    bot_driver: Driver, db: Database, lang: str, typed: str, kind: str
) -> None:
    user = 12_400 + len(typed) + (50 if lang == "fr" else 0)
    said = texts(await bot_driver.send(typed, user, language_code=lang))
    assert said[0].replace("\u00a0", " ") == PEG_LINE[lang], said
    question = await db.questions.pending_question(user, user)
    assert question is not None and question.kind == kind, question


@pytest.mark.parametrize(("lang", "typed"), [("en", "/game 2"), ("fr", "/partie 61")])
async def test_a_target_or_number_still_gets_the_race(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    user = 12_500 + len(typed) + (50 if lang == "fr" else 0)
    said = texts(await bot_driver.send(typed, user, language_code=lang))
    assert not any(PEG_LINE[lang] in text for text in said), said
    assert await db.questions.pending_question(user, user) is None
