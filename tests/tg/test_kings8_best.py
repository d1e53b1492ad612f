"""What kings8 found under a best-move question (/rois meilleur): « indice » asked, and
« le premier » chatted in a group by a member who does not answer the question."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "indice", "Pas d'indice ici : trouver le meilleur coup, c'est justement la"),
        ("fr", "Aide-moi svp", "Pas d'indice ici : trouver le meilleur coup"),
        ("en", "hint?", "No hint here: finding the best move is the question. Choose a move"),
    ],
)
async def test_a_hint_asked_under_a_best_move_question_is_said_to_be_none(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    """Played: « indice » under /rois meilleur got « Choisissez un coup : touchez son bouton ou
    écrivez sa lettre, de A à D. », as if it had not been read. Now it says there is no hint
    for this question (the best move is the question), and the question still waits."""
    user = 8830 if lang == "fr" else 8831
    command = "/rois meilleur" if lang == "fr" else "/kings best"
    await bot_driver.send(command, user, language_code=lang)
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert "de A à" in text or "A to" in text, text
    assert (await db.questions.pending_question(user, user)) == question


GROUP = -100_888


@pytest.mark.parametrize(
    ("lang", "command", "chatted"),
    [
        ("fr", "/rois meilleur", "le premier"),
        ("fr", "/rois meilleur", "La deuxième"),
        ("en", "/kings best", "the first one"),
    ],
)
async def test_a_rank_chatted_in_a_group_is_no_answer(
    bot_driver: Driver, db: Database, lang: str, command: str, chatted: str
) -> None:
    """In a group, « le premier » (« c'est le premier qui gagne ») chatted by the member whose
    best-move question waits, not replying to it, was graded as their choice of move A: the
    question closed, its verdict sent to the group. Now it is chatter, ignored; replying to
    the question with it still chooses move A."""
    user = 8840 if lang == "fr" else 8841
    group = {"language_code": lang, "chat_type": "group", "first_name": "Zoé"}
    await bot_driver.send(command, user, GROUP, **group)
    question = await db.questions.pending_question(user, GROUP)
    assert question is not None
    calls = await bot_driver.send(chatted, user, GROUP, **group)
    assert plain(calls) == "", plain(calls)
    assert (await db.questions.pending_question(user, GROUP)) == question
    calls = await bot_driver.send(chatted, user, GROUP, reply_to=question.message_id, **group)
    assert plain(calls) != "", plain(calls)
    assert (await db.questions.pending_question(user, GROUP)) is None


async def test_a_letter_typed_in_a_group_still_chooses(bot_driver: Driver, db: Database) -> None:
    """A letter alone (« b ») typed in the group still reads as the member's choice."""
    group = {"language_code": "fr", "chat_type": "group", "first_name": "Zoé"}
    await bot_driver.send("/rois meilleur", 8842, GROUP, **group)
    assert (await db.questions.pending_question(8842, GROUP)) is not None
    calls = await bot_driver.send("b", 8842, GROUP, **group)
    assert plain(calls) != "", plain(calls)
    assert (await db.questions.pending_question(8842, GROUP)) is None
