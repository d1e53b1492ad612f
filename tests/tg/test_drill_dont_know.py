"""« Je ne sais pas » to a drill's count: the reply said « or send 0: I will show you the whole
count », and 0 then got « Muggins! … I take the 6 points you missed ». It now says what a
short count costs under the player's muggins setting."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("code", "variant", "typed", "told"),
    [
        ("fr", "/variante muggins oui", "je sais pas", "je prends les points oubliés"),
        ("fr", "/variante muggins non", "je sais pas", "les points oubliés sont perdus"),
        ("en", "/variant muggins on", "I don't know", "I take the points you leave out"),
        ("en", "/variant muggins off", "I don't know", "the points you leave out are lost"),
    ],
)
@pytest.mark.parametrize("command", ["/hand", "/crib", "/peg count"])
async def test_i_dont_know_says_what_a_short_count_costs(
    bot_driver: Driver, db: Database, code: str, variant: str, typed: str, told: str, command: str
) -> None:
    await bot_driver.send(variant, user_id=57, language_code=code)
    await bot_driver.send(command, user_id=57, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=57, language_code=code)))
    assert told in reply, reply
    assert "0" not in reply.split(), reply  # no « send 0 »: it hands every point away
    assert ("/annuler" if code == "fr" else "/cancel") in reply
    assert await db.stats.attempts(57) == []


@pytest.mark.parametrize(
    ("code", "variant", "typed", "told"),
    [
        ("fr", "/variante muggins oui", "je sais pas", "je prends les points que vous oubliez"),
        ("fr", "/variante muggins non", "aucune idée", "sont perdus"),
        ("en", "/variant muggins on", "I don't know", "I take the points you leave out"),
    ],
)
async def test_i_dont_know_to_a_round_is_answered(
    bot_driver: Driver, db: Database, code: str, variant: str, typed: str, told: str
) -> None:
    """/jeu tour: « je sais pas » got only « Envoyez deux nombres… », as if unread."""
    await bot_driver.send(variant, user_id=58, language_code=code)
    await bot_driver.send("/peg round", user_id=58, language_code=code)
    reply = "\n".join(texts(await bot_driver.send(typed, user_id=58, language_code=code)))
    assert told in reply, reply
    assert ("Pas de souci" if code == "fr" else "No problem") in reply
    assert await db.stats.attempts(58) == []
