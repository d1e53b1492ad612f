"""kings19: « indice » ("hint") under « /rois compte » got « Pas de souci! Envoyez les points
que vous voyez… », the answer to « je ne sais pas », as if a hint were coming; under « /rois
meilleur » the same word gets « Pas d'indice ici : trouver le meilleur coup, c'est justement la
question. ». The count drill now says it as the best-move drill does; « je ne sais pas » keeps
its « Pas de souci! »."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "indice",
            "Pas d'indice ici : compter le coup, c'est justement la question. Envoyez les points"
            " que vous voyez, par exemple 12 : je vous montre ensuite le compte du coup."
            " /annuler passe à autre chose.",
        ),
        (
            "fr",
            "un indice svp",
            "Pas d'indice ici : compter le coup, c'est justement la question. Envoyez les points"
            " que vous voyez, par exemple 12 : je vous montre ensuite le compte du coup."
            " /annuler passe à autre chose.",
        ),
        (
            "en",
            "hint",
            "No hint here: counting the move is the question. Send the points you can see, for"
            " example 12: I show you how the move counts after. /cancel moves on to something"
            " else.",
        ),
    ],
)
async def test_a_hint_asked_under_the_count_drill_is_told_there_is_none(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: str
) -> None:
    user = 19_121 if lang == "en" else 19_122 + len(typed)
    await bot_driver.send(
        "/rois compte" if lang == "fr" else "/kings count", user, language_code=lang
    )
    question = await db.questions.pending_question(user, user)
    assert question is not None
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == said, text
    assert (await db.questions.pending_question(user, user)) == question


async def test_i_dont_know_keeps_its_answer(bot_driver: Driver, db: Database) -> None:
    await bot_driver.send("/rois compte", 19_140, language_code="fr")
    text = plain(await bot_driver.send("je sais pas", 19_140, language_code="fr"))
    assert text.startswith("Pas de souci! Envoyez les points que vous voyez"), text
