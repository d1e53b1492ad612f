"""Two members look up their cards with /ecart in a group, in French: the lookup of a
partner's deal, and « Qui donne? » answered « mon partenaire », say the crib is the team's."""

from __future__ import annotations

from bot.tg.local import Driver, texts

GROUP = -100_961


async def test_partners_in_a_group(bot_driver: Driver) -> None:
    rita = {"user_id": 971, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    jean = {"user_id": 972, "chat_id": GROUP, "chat_type": "group", "language_code": "fr"}
    [lookup] = texts(await bot_driver.send("/ecart 5C 5K VP DT 2C mon partenaire donne", **rita))
    assert "le crib est à votre équipe" in lookup.replace("\u00a0", " "), lookup
    await bot_driver.send("/ecart 5C 5K VP DT 2C", **jean)
    [answer] = texts(await bot_driver.send("mon partenaire", **jean))
    assert "le crib est à votre équipe" in answer.replace("\u00a0", " "), answer
    assert "Player" in lookup.split("\n")[0] and "Player" in answer.split("\n")[0], answer
