"""At an /ecart deal, « c quoi le mieux? », « quoi faire », « un indice svp », "which is best?",
"what do I do?", "hint" were answered « Carte inconnue « c » : la valeur doit être A, 2 à 10, V,
D ou R. » ("Unknown card "which"…"), and « je passe », "skip" the same: a question gets what
to keep and how to answer (as « comment? » does), a pass « Pas de souci! Jetez au crib les 2
cartes… » (as « je sais pas » does); the deal still waits."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts

HOW = {"fr": "Gardez les cartes qui marquent ensemble", "en": "Keep the cards that score together"}
PASS = {"fr": "Pas de souci!", "en": "No problem!"}


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "c quoi le mieux?", HOW),
        ("fr", "quoi faire", HOW),
        ("fr", "un indice svp", HOW),
        ("fr", "lequel je jette?", HOW),
        ("en", "which is best?", HOW),
        ("en", "what do I do?", HOW),
        ("en", "hint", HOW),
        ("fr", "je passe", PASS),
        ("en", "skip", PASS),
    ],
)
async def test_a_question_or_a_pass_at_a_deal(
    bot_driver: Driver, db: Database, lang: str, typed: str, said: dict[str, str]
) -> None:
    await bot_driver.send("/ecart", user_id=919, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=919, language_code=lang))
    assert said[lang] in reply, reply
    assert "inconnue" not in reply and "Unknown" not in reply
    question = await db.questions.pending_question(919, 919)
    assert question is not None and question.is_pending
