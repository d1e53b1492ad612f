"""« Qui donne? » about five cards (whose crib line names the dealer's partner, at four)
answered « mon partenaire » ("my partner") got « Je réponds aux comptes et aux commandes… »,
as if nothing had been asked: the partner's crib is the team's, analysed as the dealer's and
said so."""

from __future__ import annotations

import pytest

from bot.drills.ecart_talk import partner_answer
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    "typed", ["mon partenaire", "ma partenaire", "c'est mon partenaire", "my partner", "partner"]
)
def test_the_partner_named(typed: str) -> None:
    assert partner_answer(typed)


@pytest.mark.parametrize("typed", ["moi", "pas mon partenaire", "mon adversaire", "5C"])
def test_no_partner_named(typed: str) -> None:
    assert not partner_answer(typed)


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C", "mon partenaire", "le crib est à votre équipe"),
        ("en", "/discard 5H 5D JS QC 2H", "my partner", "the crib is your team's"),
    ],
)
async def test_who_deals_answered_my_partner(
    bot_driver: Driver, lang: str, command: str, typed: str, said: str
) -> None:
    await bot_driver.send(command, user_id=961, language_code=lang)
    [reply] = texts(await bot_driver.send(typed, user_id=961, language_code=lang))
    assert said in reply.replace("\u00a0", " "), reply
