"""The discard challenge's buttons as rows of (label, data): `bot.views.ecart_buttons`."""

from __future__ import annotations

import pytest

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import EXPERT, UNIFORM, Challenge, grade
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n, Translator
from bot.views import ecart_buttons as buttons

SIX_CARDS = Challenge(tuple(parse_cards("5H 5D JS QC 2H 3S")), dealer=True)
FIVE_CARDS = Challenge(tuple(parse_cards("5H 5D JS QC 2H")), dealer=False)


@pytest.fixture(scope="module")
def fr() -> Translator:
    return I18n.load().translator("fr")


def test_the_data_of_each_button() -> None:
    assert buttons.card_data(41, 5) == "e:41:5"
    assert buttons.confirm_data(41) == "e:41:ok"
    assert buttons.uniform_data(41) == "e:41:u"
    assert buttons.new_data(5) == "e:new:5"
    cards = parse_cards("5H 5D JS QC 2H 10S")
    assert buttons.role_data(True, cards) == "e:r:d:5H,5D,JS,QC,2H,10S"
    assert buttons.role_data(False, cards) == "e:r:p:5H,5D,JS,QC,2H,10S"
    # with the longest owner mark a group adds, still within Telegram's 64 bytes
    assert len((buttons.role_data(False, cards) + ":" + "9" * 16).encode()) <= 64


def test_the_cards_three_a_row_and_no_confirm_until_the_lay_away_is_whole(
    fr: Translator,
) -> None:
    rows = buttons.selection_buttons(7, SIX_CARDS, [0], fr)
    assert [[data for _, data in row] for row in rows] == [
        ["e:7:0", "e:7:1", "e:7:2"],
        ["e:7:3", "e:7:4", "e:7:5"],
    ]
    assert rows[0][0][0] == "✓ 5♥" and rows[0][1][0] == "5♦"
    assert rows[1][0][0] == "D♣"  # the queen in the reader's letters


def test_confirm_once_the_lay_away_is_whole(fr: Translator) -> None:
    rows = buttons.selection_buttons(7, SIX_CARDS, [2, 3], fr)
    assert rows[-1] == [("✅ Écarter V♠ D♣", "e:7:ok")]
    five = buttons.selection_buttons(8, FIVE_CARDS, [4], fr)
    assert [data for _, data in five[0]] == ["e:8:0", "e:8:1", "e:8:2"]
    assert five[-1] == [("✅ Écarter 2♥", "e:8:ok")]


def test_after_a_verdict_the_uniform_crib_only_after_an_expert_one(fr: Translator) -> None:
    discard = parse_cards("JS QC")
    expert = grade(SIX_CARDS, discard, model=EXPERT, tables=shipped_crib_tables())
    uniform = grade(SIX_CARDS, discard, model=UNIFORM)
    assert buttons.after_buttons(9, expert, fr) == [
        [("Même donne, crib au hasard", "e:9:u")],
        [("Nouvel écart", "e:new:6"), ("Donne de cinq cartes", "e:new:5")],
    ]
    assert buttons.after_buttons(9, uniform, fr) == [
        [("Nouvel écart", "e:new:6"), ("Donne de cinq cartes", "e:new:5")],
    ]


def test_who_deals_dealer_first(fr: Translator) -> None:
    cards = parse_cards("5H 5D JS QC 2H 3S")
    (row,) = buttons.role_buttons(cards, fr)
    assert [data for _, data in row] == ["e:r:d:5H,5D,JS,QC,2H,3S", "e:r:p:5H,5D,JS,QC,2H,3S"]
    assert "donne" in row[0][0].casefold()
