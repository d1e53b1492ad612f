"""The discard challenge's English said « Press a button below, or type "dealer" or "pone". »
with straight quotes, where every other English message quotes with “ ”."""

from __future__ import annotations

import ast
import inspect
from types import ModuleType

import pytest

from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import ecart, ecart_lookup, ecart_typed


@pytest.mark.parametrize("module", [ecart, ecart_lookup, ecart_typed])
def test_no_english_message_has_straight_double_quotes(module: ModuleType) -> None:
    tree = ast.parse(inspect.getsource(module))
    quoted = [
        arg.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in {"_", "ngettext", "pgettext", "npgettext"}
        for arg in node.args
        if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and '"' in arg.value
    ]
    assert quoted == []


def test_who_deals_says_dealer_or_pone_in_curly_quotes() -> None:
    text = ecart_lookup.role_question(parse_cards("5H 5D JS QC 2H"), I18n.load().translator("en"))
    assert text.endswith("Press a button below, or type “dealer” or “pone”."), text
