"""English card-input errors used straight quotes (`You have no "4" among your cards.`) where
every other English message uses “ ”."""

from __future__ import annotations

import ast
import inspect

from bot.engine.card_parsing import CardError, CardErrorReason
from bot.engine.cards import Card, Suit
from bot.i18n import I18n, card_input

R = CardErrorReason


def test_rank_not_held_is_quoted_with_curly_quotes(i18n: I18n) -> None:
    said = card_input.card_error(CardError(R.RANK_NOT_HELD, "4"), i18n.translator("en"))
    assert said == "You have no “4” among your cards."


def test_rank_held_twice_is_quoted_with_curly_quotes(i18n: I18n) -> None:
    held = (Card(5, Suit.CLUBS), Card(5, Suit.DIAMONDS))
    err = CardError(R.RANK_HELD_TWICE, "5", held=held)
    said = card_input.card_error(err, i18n.translator("en"))
    assert said == "You have more than one “5”: add the suit (5♣ or 5♦)."


def test_no_english_message_of_card_input_has_straight_double_quotes() -> None:
    tree = ast.parse(inspect.getsource(card_input))
    msgids = [
        node.args[0].value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"_", "ngettext"}
        and node.args
        and isinstance(node.args[0], ast.Constant)
        and isinstance(node.args[0].value, str)
    ]
    assert len(msgids) > 20
    assert [m for m in msgids if '"' in m] == []
