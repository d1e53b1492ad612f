"""« Qui donne? » answered « pas mon partenaire » ("not my partner") got the general reply
(« Je réponds aux comptes et aux commandes… »): it names the receiver."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import partner_answer, role_answer
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "typed",
    [
        "pas mon partenaire",
        "c'est pas mon partenaire",
        "ce n'est pas mon partenaire",
        "pas ma partenaire",
        "not my partner",
        "it's not my partner",
    ],
)
def test_not_my_partner_is_the_receiver(typed: str) -> None:
    assert role_answer(typed) is False
    assert not partner_answer(typed)


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "not_said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C", "pas mon partenaire", "receveur", "Je réponds"),
        ("en", "/discard 5H 5D JS QC 2H", "not my partner", "pone", "I answer"),
    ],
)
async def test_who_deals_answered_not_my_partner(
    bot_driver: Driver, lang: str, command: str, typed: str, said: str, not_said: str
) -> None:
    await bot_driver.send(command, user_id=962, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=962, language_code=lang))
    assert said in reply, reply
    assert not_said not in reply, reply
    assert "équipe" not in reply and "team" not in reply, reply
