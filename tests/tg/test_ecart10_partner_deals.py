"""« /ecart 5C 5K VP DT 2C mon partenaire donne » (partners, four players) was read as pone
(« Vous êtes le receveur : le crib est au donneur, ses points comptent contre vous »), the
partner taken for an opponent. At four, the partner's crib is the player's team's (the FADOQ
rules: two against two, five cards each): it is analysed as the dealer's, and said so."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_args import read_lookup
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.tg.local import Driver, texts
from bot.views.ecart_lookup import lookup_text


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("5C 5K VP DT 2C mon partenaire donne", "5C 5K VP DT 2C"),
        ("5C 5K VP DT 2C c'est ma partenaire qui donne", "5C 5K VP DT 2C"),
        ("5C 5K VP DT 2C le crib est à mon partenaire", "5C 5K VP DT 2C"),
        ("5H 5D JS QC 2H my partner deals", "5H 5D JS QC 2H"),
        ("5H 5D JS QC 2H partner's crib", "5H 5D JS QC 2H"),
    ],
)
def test_the_partners_deal_is_the_teams_crib(typed: str, cards: str) -> None:
    said = read_lookup(typed.split())
    assert (said.cards, said.dealer, said.partner) == (cards, True, True)


def test_the_opponent_still_deals_against_the_player() -> None:
    said = read_lookup(["5C", "5K", "VP", "DT", "2C", "mon", "adversaire", "donne"])
    assert (said.dealer, said.partner) == (False, False)
    said = read_lookup(["5C", "5K", "VP", "DT", "2C", "mon", "partenaire", "donne", "pas"])
    assert (said.dealer, said.partner) == (False, False)


def test_the_lookup_says_whose_crib_it_is() -> None:
    challenge = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=True)
    fr = lookup_text(challenge, I18n.load().translator("fr"), partner=True).replace("\u00a0", " ")
    assert "Votre partenaire donne : le crib est à votre équipe" in fr, fr
    assert "Vous êtes le donneur" not in fr
    en = lookup_text(challenge, I18n.load().translator("en"), partner=True)
    assert "Your partner deals: the crib is your team's" in en, en


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/ecart 5C 5K VP DT 2C mon partenaire donne", "le crib est à votre équipe"),
        ("en", "/discard 5H 5D JS QC 2H my partner deals", "the crib is your team's"),
    ],
)
async def test_the_partners_deal_in_chat(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    [reply] = texts(await bot_driver.send(typed, user_id=931, language_code=lang))
    reply = reply.replace("\u00a0", " ")
    assert said in reply, reply
    assert "receveur" not in reply and "pone" not in reply, reply


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Six cartes : la donne à deux joueurs"),
        ("en", "Six cards: the two-player deal"),
    ],
)
def test_a_partner_with_six_cards_says_what_is_analysed(lang: str, said: str) -> None:
    """« /ecart 5C 5K VP DT 2C 3P mon partenaire donne »: six cards are the two-player deal
    (partners get five each); it said « Votre partenaire donne » with an opponent's play and
    no word of it."""
    challenge = Challenge(tuple(parse_cards("5H 5D JS QC 2H 3S")), dealer=True)
    text = lookup_text(challenge, I18n.load().translator(lang), partner=True)
    assert said in text.replace("\u00a0", " "), text
