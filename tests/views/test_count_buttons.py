"""The counting drill's buttons (`bot.views.count_buttons`), as (label, value) rows: the
group keypad, the row that deals a hand and a crib, and the one under a verdict; and the
verdict of a dealt count (`show.deal_verdict_text`), moved out of the handler."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.game import count_hand
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import count_buttons, show

I18N = I18n.load()
TRAP = "Un flush au crib exige aussi la couleur de la carte de départ"


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_keypad_holds_every_count_six_a_row(lang: str) -> None:
    rows = count_buttons.keypad_rows(I18N.translator(lang))
    assert [len(row) for row in rows] == [6, 6, 6, 6, 6]
    assert [n for row in rows for _, n in row] == list(range(30))
    assert rows[4][5] == ("29", 29)


def test_the_deal_row_in_french() -> None:
    tr = I18N.translator("fr")
    assert count_buttons.deal_row(tr) == [
        ("Compter une main", DrillKind.HAND),
        ("Compter un crib", DrillKind.CRIB),
    ]


@pytest.mark.parametrize(
    ("kind", "labels"),
    [
        (DrillKind.HAND.value, ["Next hand", "Count a crib"]),
        (DrillKind.CRIB.value, ["Count a hand", "Next crib"]),
    ],
)
def test_next_is_said_on_the_kind_just_counted(kind: str, labels: list[str]) -> None:
    row = count_buttons.next_row(I18N.translator("en"), kind)
    assert [label for label, _ in row] == labels
    assert [k for _, k in row] == [DrillKind.HAND, DrillKind.CRIB]


def test_a_crib_of_four_of_a_suit_is_explained() -> None:
    tr = I18N.translator("fr")
    cards = parse_cards("2C 4C 6C 8C RP", lang="fr")
    deal = Deal(DrillKind.CRIB, tuple(cards[:4]), cards[4], True)
    answer = parse_answer("quinze 2, quinze 4, flush 8")
    counted = count_hand(deal, answer, in_game=False)
    text = show.deal_verdict_text(deal, counted, answer, None, tr, private=True, name="Rita")
    assert TRAP in text, text
    hand = Deal(DrillKind.HAND, tuple(cards[:4]), cards[4], True)
    counted = count_hand(hand, answer, in_game=False)
    text = show.deal_verdict_text(hand, counted, answer, None, tr, private=True, name="Rita")
    assert TRAP not in text, text
