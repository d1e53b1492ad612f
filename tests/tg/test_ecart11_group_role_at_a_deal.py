"""In a group, a member whose /ecart deal waits asks « /ecart 5C 5K VP DT 2C 3P » and answers
« Qui donne? » by typing « donneur » (« pas mon partenaire », "dealer"): no reply at all (the
text went to her waiting deal, where a role does not read as a lay-away: chatter), where in
private, or with no deal waiting, the lookup comes. Group talk stays unanswered."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import reads_at_deal
from bot.tg.local import Driver, texts

GROUP = -100_912


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("donneur", True),
        ("je donne", True),
        ("pas mon partenaire", True),
        ("moi", True),
        ("dealer", True),
        ("5H JS", True),
        ("bonjour", False),
        ("merci beaucoup", False),
    ],
)
def test_a_role_reads_at_a_deal(text: str, reads: bool) -> None:
    assert reads_at_deal(text) is reads


@pytest.mark.parametrize(
    ("lang", "lookup", "typed", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C 3P", "donneur", "Vous êtes le donneur"),
        ("fr", "/ecart 5C 5K VP DT 2C", "pas mon partenaire", "Vous êtes le receveur"),
        ("en", "/discard 5H 5D JS QC 2H 3S", "dealer", "You deal"),
    ],
)
async def test_who_deals_answered_in_a_group_while_a_deal_waits(
    bot_driver: Driver, lang: str, lookup: str, typed: str, said: str
) -> None:
    where = {
        "user_id": 912,
        "chat_id": GROUP,
        "chat_type": "group",
        "language_code": lang,
        "first_name": "Rita",
    }
    await bot_driver.send("/ecart", **where)  # her deal waits
    await bot_driver.send(lookup, **where)  # « Qui donne? »
    assert await bot_driver.send("bonjour", **where) == []
    [reply] = texts(await bot_driver.send(typed, **where))
    assert said in reply.replace("\u00a0", " "), reply
    assert await bot_driver.send("moi", **where) == []  # nothing asked any more: silence
