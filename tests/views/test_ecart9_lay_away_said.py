"""« je jette le 5 pis le valet », « j'écarte le 5 et le valet », « le 5 pis le valet svp », "I
lay away the 5 and the jack" at an /ecart deal said « Carte inconnue « jette » : la valeur doit
être A, 2 à 10, V, D ou R. » (« … « svp » … », "Unknown card "I"…"): the verb said before the
cards and the courtesy after them are skipped, the cards laid away (in a group too)."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import reads_lay_away
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

DEAL = Challenge(tuple(parse_cards("5H 9S JD KD 2C 3C")), dealer=True)
NINES = Challenge(tuple(parse_cards("9H 9S JD KD 2C 3C")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "je jette le 5 pis le valet"),
        ("fr", "j'écarte le 5 et le valet"),
        ("fr", "J\u2019écarte 5♥ V♦"),
        ("fr", "Je mets le 5 et le valet au crib"),
        ("fr", "le 5 pis le valet svp"),
        ("fr", "le 5 pis le valet, s'il vous plaît"),
        ("fr", "jette le 5 pis le valet, merci!"),
        ("en", "I lay away the 5 and the jack"),
        ("en", "I'll throw 5H JD in the crib please"),
        ("en", "discard the 5 and the jack, thanks"),
    ],
)
def test_the_verb_and_the_courtesy_are_skipped(lang: str, typed: str) -> None:
    assert read_discard(typed, DEAL, I18n.load().translator(lang)) == tuple(parse_cards("5H JD"))
    assert reads_lay_away(typed)


def test_with_both_of_a_rank() -> None:
    read = read_discard("je jette les deux 9 svp", NINES, I18n.load().translator("fr"))
    assert read == tuple(parse_cards("9H 9S"))


@pytest.mark.parametrize("typed", ["je jette", "merci", "svp", "bonjour tout le monde"])
def test_words_without_cards_are_no_lay_away(typed: str) -> None:
    assert isinstance(read_discard(typed, DEAL, I18n.load().translator("fr")), str)
    assert not reads_lay_away(typed)
