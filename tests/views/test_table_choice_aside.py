"""`table_choice_typed.choice_aside_line`: the reply to an aside typed under /play's choice
of a game, as the handler wrote each before (`bot.tg.handlers.table.typed_at_choice`)."""

from __future__ import annotations

from bot.drills.table_choice_typed import ChoiceAside, ChoiceTyped
from bot.drills.table_moves import Chatter
from bot.i18n import I18n
from bot.views import table_choice as choice_view
from bot.views.table_choice_typed import choice_aside_line
from bot.views.table_replies import chatter_choice_line

FR = I18n.load().translator("fr")


def test_each_aside_and_its_line() -> None:
    wish = ChoiceTyped(None, None, ChoiceAside.WISH)
    assert choice_aside_line(wish, FR) == choice_view.wish_choice_line(FR)
    hello = ChoiceTyped(None, None, ChoiceAside.CHATTER, Chatter.GREETING)
    assert choice_aside_line(hello, FR) == chatter_choice_line(Chatter.GREETING, FR)
    about = choice_aside_line(ChoiceTyped(None, None, ChoiceAside.ABOUT), FR)
    assert about == choice_view.choice_asked_line(FR, level=False)
    assert about is not None and about.startswith("Une partie de 121"), about
    levels = choice_aside_line(ChoiceTyped(61, None, ChoiceAside.ABOUT), FR)
    assert levels == choice_view.choice_asked_line(FR, level=True) != about
    cards = choice_aside_line(ChoiceTyped(None, None, ChoiceAside.CARDS), FR)
    assert cards == choice_view.no_cards_yet_line(FR)


def test_no_line_where_the_choice_is_shown_or_made() -> None:
    assert choice_aside_line(ChoiceTyped(61, None, ChoiceAside.HOW_MANY), FR) is None
    assert choice_aside_line(ChoiceTyped(61, None), FR) is None
