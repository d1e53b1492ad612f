"""What kings8 found under a best-move question (/rois meilleur): « indice » asked, and
« le premier » chatted in a group by a member who does not answer the question."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver, texts


def plain(calls: list[ApiCall]) -> str:
    return "\n".join(texts(calls)).replace("\u00a0", " ").replace("\u202f", " ")


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
