"""« c'est quoi un joker » or « joker? » at a game step got the whole Kings help (25 lines: the
rules, the exercises, the notation), the Joker said in half a line at its end: the answer is
now what the Joker is, and whether it can be called now, in four lines; the step still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_play import BotCount, KingsMatch
from bot.storage import Database
from bot.tg.handlers import kings
from bot.tg.local import Driver
from tests.engine.kings_helpers import across
from tests.tg.kings_helpers import LAID, plain, plant

FR_ABOUT = [
    "On crie Joker quand j'oublie des points dans mon compte, juste après mon coup (vous perdez "
    "5 points si je n'ai rien oublié).",
    "(Joker! est le muggins de Kings Cribbage : les points oubliés dans un compte vont à "
    "l'adversaire.)",
]
EN_ABOUT = [
    "Joker is for when I forget points in my count: call it right after my move (you lose 5 "
    "points if I forgot nothing).",
    "(Joker! is Kings Cribbage's muggins: the points a count leaves out go to the other player.)",
]


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "c'est quoi un joker",
            [*FR_ABOUT, "Je n'ai pas encore compté de coup : rien à contester pour l'instant."],
        ),
        (
            "fr",
            "Joker ?",
            [*FR_ABOUT, "Je n'ai pas encore compté de coup : rien à contester pour l'instant."],
        ),
        (
            "en",
            "what is a joker",
            [*EN_ABOUT, "I have not counted a move yet: nothing to call it on for now."],
        ),
    ],
)
async def test_the_joker_asked_about_is_explained_in_short(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: list[str]
) -> None:
    user = 12_401 if lang == "fr" else 12_402
    question = await plant(db, user, LAID, "A 5 6 4 K")
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.splitlines() == said, text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "joker?", "Mon dernier compte peut être contesté : tapez joker."),
        ("en", "joker?", "My last count is open to it: type joker."),
    ],
)
async def test_with_the_bots_count_open_it_says_the_call_can_be_made(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 12_403 if lang == "fr" else 12_404
    question = await plant(db, user, LAID, "A 5 6 4 K")
    match = KingsMatch.from_dict(question.deal)
    last = BotCount(tuple(across(1, 5, "5")), 4, 2, 0)
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=kings.KINGS_PLAY,
        deal=KingsMatch(match.game, match.level, last).to_dict(),
        expected={},
    )
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.splitlines()[-1] == said, text
    assert (await db.questions.pending_question(user, user)) is not None
