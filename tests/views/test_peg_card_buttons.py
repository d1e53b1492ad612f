"""/peg play's card buttons (`peg_replies.card_rows`) and a card typed instead of pressed
(`peg_play.typed_card`), read as the chat's handler uses them."""

from __future__ import annotations

import pytest

from bot.drills.peg_best import PlayPosition
from bot.engine.cards import parse_card, parse_cards
from bot.i18n import I18n
from bot.views.peg_play import typed_card
from bot.views.peg_replies import card_rows

I18N = I18n.load()


def _position(hand: str, pile: str) -> PlayPosition:
    cards = parse_cards(pile) if pile else []
    return PlayPosition(
        tuple(parse_cards(hand)),
        tuple(cards),
        tuple(i % 2 == 1 for i in range(len(cards))),
        (),
        parse_card("2S"),
        2,
        False,
    )


def test_the_legal_cards_in_one_row_labelled_in_the_player_s_notation() -> None:
    position = _position("AC 3D 4H 5S", "")
    rows = card_rows(position, I18N.translator("fr"))
    assert [[card for _, card in row] for row in rows] == [list(parse_cards("AC 3D 4H 5S"))]
    assert [label for label, _ in rows[0]] == ["A♣", "3♦", "4♥", "5♠"]


def test_cards_past_31_get_no_button() -> None:
    position = _position("KC 3D", "10H 10S 5D")  # the count is 25: the king would pass 31
    assert card_rows(position, I18N.translator("en")) == [[("3♦", parse_card("3D"))]]


@pytest.mark.parametrize(("lang", "label"), [("en", "Go"), ("fr", "Go")])
def test_at_a_go_one_button_that_lays_nothing(lang: str, label: str) -> None:
    position = _position("KC QD", "10H 10S JD")  # 30: neither fits
    assert position.is_go
    assert card_rows(position, I18N.translator(lang)) == [[(label, None)]]


@pytest.mark.parametrize(
    ("lang", "text", "card"),
    [
        ("fr", "7T", "7C"),
        ("fr", "7 de trèfle", "7C"),
        ("en", "7C", "7C"),
        ("en", "seven of clubs", "7C"),
        ("fr", "5", None),  # a rank alone may be a count
        ("fr", "quinze 2", None),
        ("en", "7C 8D", None),  # two cards: not one to lay
    ],
)
def test_a_card_typed_with_its_suit(lang: str, text: str, card: str | None) -> None:
    expected = None if card is None else parse_card(card)
    assert typed_card(text, I18N.translator(lang)) == expected
