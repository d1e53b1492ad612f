"""« pourquoi? » after « /ecart 5C 5K VP DT 2C mon partenaire donne » said « Votre partenaire
donne : le crib est à votre équipe … » then « En jetant 2♥, votre main garde … et votre crib
en ajoute 4,59 »: the crib is the team's, said so in the sentence too, as the lookup says
« Main 12,64 + le crib de votre équipe 4,59 »."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_lookup import lookup_why_text

FIVE = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "team", "mine"),
    [
        ("fr", "et le crib de votre équipe en ajoute 4,59 : 17,23 en tout.", "votre crib"),
        ("en", "and your team's crib adds 4.59: 17.23 in all.", "your crib"),
    ],
)
def test_the_partners_crib_is_the_teams(lang: str, team: str, mine: str) -> None:
    text = lookup_why_text(FIVE, None, I18n.load().translator(lang), partner=True)
    text = text.replace("\u00a0", " ")
    assert team in text, text
    assert mine not in text, text


def test_her_own_crib_is_still_hers() -> None:
    text = lookup_why_text(FIVE, None, I18n.load().translator("fr")).replace("\u00a0", " ")
    assert "et votre crib en ajoute 4,59 : 17,23 en tout." in text, text
