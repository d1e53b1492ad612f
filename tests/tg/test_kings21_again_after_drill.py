"""kings21: once a /rois compte (or /rois meilleur) question was answered, « encore » got « Je
réponds aux comptes et aux commandes : /main vous donne une main… » and a late « 12 » « Rien à
compter pour l'instant : /main vous donne une main. », pointing to a hand of the other game.
Now « encore », « un autre » or "next" deals another move of the same kind, and a count (or a
letter after a best move) is told the question is answered and how to get another."""

from __future__ import annotations

import pytest

from bot.drills.kings_answers import asks_another
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_BEST, KINGS_COUNT
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    "text", ["encore", "Encore!", "un autre", "un autre svp", "Suivant.", "again", "next one"]
)
def test_another_asked(text: str) -> None:
    assert asks_another(text)


@pytest.mark.parametrize("text", ["12", "une autre partie", "another game", "encore 12", "b"])
def test_no_other_asked(text: str) -> None:
    assert not asks_another(text)


ANSWERED_NOTE = {
    "fr": (
        "/rois compte",
        "Ce coup est déjà compté. Pour un autre, écrivez encore ou /rois compte.",
    ),
    "en": (
        "/kings count",
        "That move is already counted. For another one, type again or /kings count.",
    ),
}


@pytest.mark.parametrize("lang", sorted(ANSWERED_NOTE))
async def test_a_count_after_the_count_answered(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    command, said = ANSWERED_NOTE[lang]
    user = 21_010 if lang == "fr" else 21_011
    await bot_driver.send(command, user, language_code=lang)
    await bot_driver.send("500", user, language_code=lang)
    assert await db.questions.pending_question(user, user) is None
    text = plain(await bot_driver.send("12", user, language_code=lang))
    assert text == said
    assert "/main" not in text and "/hand" not in text


@pytest.mark.parametrize(
    ("lang", "command", "again", "kind"),
    [
        ("fr", "/rois compte", "encore", KINGS_COUNT),
        ("en", "/kings count", "next", KINGS_COUNT),
        ("fr", "/rois meilleur", "un autre", KINGS_BEST),
        ("en", "/kings best", "again", KINGS_BEST),
    ],
)
async def test_another_after_the_answer_deals_one(
    bot_driver: Driver, db: Database, lang: str, command: str, again: str, kind: str
) -> None:
    user = 21_020 + len(command) + len(again)
    await bot_driver.send(command, user, language_code=lang)
    first = await db.questions.pending_question(user, user)
    assert first is not None and first.kind == kind
    await bot_driver.send("500" if kind == KINGS_COUNT else "A", user, language_code=lang)
    assert await db.questions.pending_question(user, user) is None
    await bot_driver.send(again, user, language_code=lang)
    second = await db.questions.pending_question(user, user)
    assert second is not None and second.kind == kind and second.id != first.id


async def test_a_letter_after_the_best_move_answered(bot_driver: Driver) -> None:
    user = 21_040
    await bot_driver.send("/rois meilleur", user, language_code="fr")
    await bot_driver.send("A", user, language_code="fr")
    text = plain(await bot_driver.send("b", user, language_code="fr"))
    assert text == (
        "Vous avez déjà répondu à cette question. Pour une autre, écrivez encore ou /rois meilleur."
    )
