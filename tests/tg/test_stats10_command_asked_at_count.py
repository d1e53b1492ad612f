"""« c'est quoi la variante? », "what is the daily?" typed under a hand to count got « Je ne
connais pas le mot « quoi » », "“what”: did you mean “that”?" (with nothing asked, the
command's lines: `test_newcomer11_slash_missing`). Now the command's lines there too, then
that the hand still waits; a word of the game asked (« c'est quoi le crib? ») still gets what
it is."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "lines", "waits"),
    [
        ("fr", "c'est quoi la variante?", "/variante : les règles", "Votre dernière question"),
        ("en", "what is the daily?", "/daily: the daily challenge", "Your last question"),
    ],
)
async def test_a_command_asked_at_a_hand(
    bot_driver: Driver, db: Database, lang: str, typed: str, lines: str, waits: str
) -> None:
    user = 19_300 + len(typed)
    await bot_driver.send("/main" if lang == "fr" else "/hand", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    said = said.replace("\u00a0", " ")
    assert said.startswith(lines) and f"\n\n{waits}" in said, said
    pending = await db.questions.pending_question(user, user)
    assert pending is not None and pending.kind == "hand"


async def test_a_word_of_the_game_is_still_said(bot_driver: Driver) -> None:
    await bot_driver.send("/main", user_id=19_400, language_code="fr")
    (said,) = texts(await bot_driver.send("c'est quoi le crib?", user_id=19_400))
    assert said.startswith("<b>Crib</b>") or said.startswith("Crib"), said
