"""The show called aloud said « une double suite 8 », « une double double suite 16 »: players
call it as the count is called in the rules (« et 8 pour la double série est 16 », "and eight
for the double run is sixteen", GLOSSARY §3): « 8 pour la double suite »."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.engine.cards import parse_card, parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n, render

NB = str.maketrans({"\u00a0": " ", "\u202f": " "})


@pytest.mark.parametrize(
    ("hand", "starter", "fr", "en"),
    [
        (
            "8S 7C 7H 6D",
            "2C",
            "quinze 2, quinze 4, quinze 6, quinze 8 et 8 pour la double suite, ça fait 16",
            "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and 8 for the double run makes 16",
        ),
        (
            "3S 3C 4H 4D",
            "5C",
            "quinze 2, quinze 4 et 16 pour la double double suite, ça fait 20",
            "fifteen 2, fifteen 4 and 16 for the double double run makes 20",
        ),
        (
            "3S 3C 3H 4D",
            "5C",
            "quinze 2, quinze 4, quinze 6 et 15 pour la triple suite, ça fait 21",
            "fifteen 2, fifteen 4, fifteen 6 and 15 for the triple run makes 21",
        ),
    ],
)
def test_a_run_with_duplicates_is_called_points_for_the_run(
    hand: str, starter: str, fr: str, en: str
) -> None:
    score = score_hand(parse_cards(hand), parse_card(starter))
    i18n = I18n.load()
    for lang, called in (("fr", fr), ("en", en)):
        text = render.called_count_text(score, i18n.translator(lang)).translate(NB)
        assert text == called
        assert parse_answer(text).total == score.total  # the bot's call reads back as said
