"""« la paire de 9 » (« ma paire de neufs », "the pair of nines", "pair of 9s") at an /ecart deal
holding two nines said « Carte inconnue « paire » : la valeur doit être A, 2 à 10, V, D ou R. »
(and nothing in a group): a pair named by its rank is those two cards, as « les deux 9 »."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import reads_lay_away
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

NINES = Challenge(tuple(parse_cards("9H 9S JD KD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "la paire de 9"),
        ("fr", "ma paire de neufs"),
        ("fr", "paire de 9"),
        ("fr", "je jette la paire de 9"),
        ("en", "the pair of nines"),
        ("en", "pair of 9s"),
        ("en", "my pair of nines"),
    ],
)
def test_a_pair_named_by_its_rank(lang: str, typed: str) -> None:
    assert read_discard(typed, NINES, I18n.load().translator(lang)) == tuple(parse_cards("9H 9S"))
    assert reads_lay_away(typed)


def test_a_pair_the_deal_does_not_hold() -> None:
    read = read_discard("la paire de rois", NINES, I18n.load().translator("fr"))
    assert read == "Vous n'avez qu'un roi dans cette donne\u00a0: R♦."


def test_a_queen_is_still_a_queen() -> None:
    deal = Challenge(tuple(parse_cards("9H QS JD KD 2C 3C")), dealer=True)
    tr = I18n.load().translator("fr")
    assert read_discard("la dame pis le roi", deal, tr) == tuple(parse_cards("QS KD"))
    assert read_discard("la dame", deal, tr) == "Il faut 2 cartes, pas 1."
