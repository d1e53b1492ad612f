"""kings19: « A ou B » (« B ou C? », "A or B") under /rois meilleur got the bare « Choisissez un
coup : touchez son bouton ou écrivez sa lettre, de A à C. », while « 12 ou 14 » under /rois
compte is asked back (« 12 ou 14? Envoyez un seul compte. »). Two moves offered are now asked
back the same way: « A ou B? Choisissez un seul coup… »; the question still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import two_letters
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("typed", "offered"),
    [
        ("A ou B", ("A", "B")),
        ("b ou c?", ("B", "C")),
        ("le A ou le B", ("A", "B")),
        ("A or B", ("A", "B")),
        ("A", None),
        ("A ou 12", None),
        ("B", None),
    ],
)
def test_two_letters_are_read(typed: str, offered: tuple[str, str] | None) -> None:
    assert two_letters(typed) == offered


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        (
            "fr",
            "/rois meilleur",
            "A ou B",
            "A ou B? Choisissez un seul coup : touchez son bouton ou écrivez sa lettre, de A à",
        ),
        (
            "en",
            "/kings best",
            "A or B",
            "A or B? Choose one move: press its button or type its letter, A to",
        ),
    ],
)
async def test_two_moves_offered_are_asked_back(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 19_501 if lang == "fr" else 19_502
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert (await db.questions.pending_question(user, user)) == question
