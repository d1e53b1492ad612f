"""A tournament's buttons as (label, callback data): the presentation's « ✅ Je participe »
(`join_buttons`) and a private offer's (`offer_buttons`). Built in tournament_play's handler
before."""

from __future__ import annotations

from dataclasses import replace

from bot.drills.tournament import Kind
from bot.i18n import I18n
from bot.views.tournament import join_buttons, offer_buttons
from tests.tournaments import open_tournament

I18N = I18n.load()
FR, EN = I18N.translator("fr"), I18N.translator("en")
OPEN = open_tournament()


def test_the_presentation_has_its_join_button_while_open() -> None:
    assert join_buttons(OPEN, FR) == [[("✅ Je participe", "tj:t1")]]
    assert join_buttons(replace(OPEN, kind=Kind.ROUND_ROBIN), EN) == [[("✅ I take part", "tj:t1")]]


def test_no_join_button_in_doubles_nor_once_over() -> None:
    assert join_buttons(replace(OPEN, kind=Kind.DOUBLES), FR) == []
    assert join_buttons(replace(OPEN, closed_at="2026-12-01T00:00:00Z"), FR) == []
    assert join_buttons(replace(OPEN, cancelled_at="2026-12-01T00:00:00Z"), EN) == []


def test_the_offer_plays_the_tournament_game_or_an_ordinary_one() -> None:
    rows = offer_buttons(OPEN, 2, EN, resume=False)
    assert rows == [[("▶️ Tournament game 2", "tp:t1")], [("Another game", "tp:other")]]
    (play,), (other,) = offer_buttons(OPEN, 2, FR, resume=True)
    assert play[1] == "tp:t1" and "2" in play[0] and other[1] == "tp:other"
    assert play[0] != offer_buttons(OPEN, 2, FR, resume=False)[0][0][0]  # « Reprendre… »
