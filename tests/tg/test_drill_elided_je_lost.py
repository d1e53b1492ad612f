"""« j'comprends pas », as said in Québec, at the hand, crib and pegging drills: `asks_how`
dropped the apostrophe and read « jcomprends », so the lost player got « Je ne connais pas le
mot « jcomprends » » (or a refusal of the play); the elided « j' » is now read as « je », as
« je comprends pas » is."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import asks_how
from bot.storage import Database
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "text",
    ["j'comprends pas", "J\u2019comprends pas", "j'comprends rien", "j'comprend pas"],
)
def test_an_elided_je_is_read_as_je(text: str) -> None:
    assert asks_how(text)


@pytest.mark.parametrize("text", ["j'comprends pas 12", "j'ai 12"])
def test_a_number_is_still_a_count(text: str) -> None:
    assert not asks_how(text)


@pytest.mark.parametrize(
    ("command", "told"),
    [("/hand", "2 par quinze"), ("/crib", "2 par quinze"), ("/peg count", "2 si elle fait 15")],
)
async def test_j_comprends_pas_is_answered_at_a_drill(
    bot_driver: Driver, db: Database, command: str, told: str
) -> None:
    await bot_driver.send(command, user_id=63, language_code="fr")
    said = await bot_driver.send("j'comprends pas", user_id=63, language_code="fr")
    reply = "\n".join(texts(said))
    assert told in reply, reply
    assert "connais pas" not in reply, reply
    assert await db.stats.attempts(63) == []
