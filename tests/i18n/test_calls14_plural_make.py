""" "fifteen 2, fifteen 4 and two pairs makes 8": a singular verb after a plural part, in the
bot's own count and in the player's call read back ("…, two runs of three 6 makes 8"). The
verb agrees with the part it follows: "two pairs make 8", "two runs of three 6 make 8", and
"a pair makes 6", "a pair royal makes 8" (one combination); French says « ça fait »."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.engine.card_parsing import parse_card, parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render
from bot.views.show_read_back import answer_as_read

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "hand", "starter", "said"),
    [
        ("en", "2C 2D 9S 9H", "6C", "fifteen 2, fifteen 4 and two pairs make 8"),
        (
            "en",
            "6H 6D 9C 9S",
            "AS",
            "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and two pairs make 12",
        ),
        ("en", "KH KS 2D 4C", "AH", "fifteen 2, fifteen 4 and a pair makes 6"),
        ("fr", "2C 2D 9S 9H", "6C", "quinze 2, quinze 4 et deux paires, ça fait 8"),
    ],
)
def test_the_count_agrees_with_its_last_part(lang: str, hand: str, starter: str, said: str) -> None:
    score = score_hand(parse_cards(hand), parse_card(starter))
    assert render.called_count_text(score, I18N.translator(lang)) == said


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        ("en", "fifteen 2, fifteen 4, two pairs 8", "fifteen 2, fifteen 4, two pairs 4 make 8."),
        ("en", "fifteen 2, two runs of three 8", "fifteen 2, two runs of three 6 make 8."),
        ("en", "fifteen 2, three of a kind 8", "fifteen 2, a pair royal makes 8."),
        ("en", "fifteen 2, fifteen 4 and a pair 6", "fifteen 2, fifteen 4, a pair makes 6."),
        ("fr", "quinze 2 quinze 4 deux paires 8", "quinze 2, quinze 4, deux paires 4, ça fait 8."),
    ],
)
def test_the_call_read_back_agrees_with_its_last_part(lang: str, call: str, said: str) -> None:
    text = answer_as_read(parse_answer(call), I18N.translator(lang))
    assert text.endswith(said), text


def test_one_point_without_a_name_said_last_makes() -> None:
    # the last part said is « 1 point without a name », singular, after "two pairs 4"
    text = answer_as_read(parse_answer("fifteen 4, two pairs 4 and 1, 9"), I18N.translator("en"))
    assert text.endswith("two pairs 4, 1 point without a name makes 9."), text
