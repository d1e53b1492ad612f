"""« Who deals? » asked under cards typed after /discard, left unanswered, then a hand counted
with /hand: "why?" typed under the hand's verdict got « The dealer is the one who dealt these
cards: the crib is theirs. Press “I deal”… », an answer to the old question (found playing
muggins chat in English). Now "why?" there is not read as about who deals; right under « Who
deals? » it still is."""

from __future__ import annotations

from bot.tg.local import Driver, texts

ROLE_NOTE = "The dealer is the one who dealt these cards"


async def test_why_after_another_drill_is_not_about_who_deals(bot_driver: Driver) -> None:
    user = 20_601
    await bot_driver.send("/discard 5h 5d js qc 2h 3s", user, language_code="en")
    await bot_driver.send("/hand", user, language_code="en")
    await bot_driver.send("12", user, language_code="en")
    reply = "\n".join(texts(await bot_driver.send("why?", user, language_code="en")))
    assert ROLE_NOTE not in reply, reply


async def test_why_right_under_who_deals_is_about_it(bot_driver: Driver) -> None:
    user = 20_602
    await bot_driver.send("/discard 5h 5d js qc 2h 3s", user, language_code="en")
    reply = "\n".join(texts(await bot_driver.send("why?", user, language_code="en")))
    assert ROLE_NOTE in reply, reply
