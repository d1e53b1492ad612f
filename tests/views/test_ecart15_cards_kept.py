"""« je garde 5 5 10 V » at an /ecart deal of 5♥ 5♦ 10♠ V♣ 2♠ 9♥ said « Carte inconnue
« garde » : la valeur doit être A, 2 à 10, V, D ou R. » ("I keep 5 5 10 J": « Unknown card
"I" »): a player says the four cards she keeps as often as the two she lays away; the two
others are laid away, and a card kept that is not dealt is said as for a lay-away."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import kept_said
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

DEAL = Challenge(tuple(parse_cards("5H 5D 10S JC 2S 9H")), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "je garde 5 5 10 V"),
        ("fr", "Je garde le 5♥, le 5♦, le 10 pis le valet"),
        ("fr", "garde 5♥ 5♦ 10♠ V♣ svp"),
        ("fr", "je vais garder 5 5 10 V"),
        ("en", "I keep 5 5 10 J"),
        ("en", "I'll keep the 5H, the 5D, the 10 and the jack"),
        ("en", "keep 5H 5D 10S JC please"),
    ],
)
def test_the_others_are_laid_away(lang: str, typed: str) -> None:
    tr = I18n.load().translator(lang)
    assert read_discard(typed, DEAL, tr) == tuple(parse_cards("2S 9H"))


def test_a_card_kept_not_dealt_is_said() -> None:
    said = read_discard("je garde 5 5 10 R", DEAL, I18n.load().translator("fr"))
    assert said == "Vous n'avez aucun roi dans cette donne."


def test_kept_said_reads_the_verb_only() -> None:
    assert kept_said("je garde 5 5 10 V") == "5 5 10 V"
    assert kept_said("je jette 2 9") is None
    assert kept_said("garde") is None
