"""The call read back to the player (`show_read_back.answer_as_read`) gave each combination its own
points after the fifteens' running count and no total: « quinze 2, quinze 4, double suite 12 »
(12 said as the running total) came back « …tel que je l'ai lu : quinze 2, quinze 4, double
suite 8. », an 8 the player never said, read as a running total of 8 as easily as 8 points,
and unlike the bot's own call of the hand (« quinze 2 et une double suite 8, ça fait 10 »).
A call of two items or more now ends with what it makes, as the bot calls a count."""

from __future__ import annotations

import pytest

from bot.drills.answers import parse_answer
from bot.drills.grading import grade
from bot.engine.card_parsing import parse_cards
from bot.engine.show import score_hand
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views import show
from bot.views.show_read_back import answer_as_read

DOUBLE_RUN_AND_A_FIFTEEN = "3H 4H 4S 5C KD"
"""Fifteen 2 and a double run (10)."""


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        (
            "fr",
            "quinze 2, quinze 4, double suite 12",
            "Votre compte, tel que je l'ai lu\u00a0: quinze 2, quinze 4, double suite 8, "
            "ça fait 12.",
        ),
        (
            "fr",
            "quinze 2, quinze 4, double suite 8",
            "Votre compte, tel que je l'ai lu\u00a0: quinze 2, quinze 4, double suite 8, "
            "ça fait 12.",
        ),
        (
            "en",
            "fifteen 2, fifteen 4 and a double run for 12",
            "Your call as I read it: fifteen 2, fifteen 4, double run 8 makes 12.",
        ),
    ],
)
def test_the_read_back_ends_with_what_it_makes(lang: str, said: str, read: str) -> None:
    cards = parse_cards(DOUBLE_RUN_AND_A_FIFTEEN)
    score = score_hand(cards[:4], cards[4])
    answer = parse_answer(said)
    tr = I18n.load().translator(lang)
    lines = show.verdict(grade(answer, score), score, answer, tr, private=True, name="Rita")
    text = html_to_text("\n".join(lines))
    assert read in text.split("\n"), text
    # the bot's own call of the hand says its double run the same way, total last
    called = (
        "quinze 2 et une double suite 8, ça fait 10"
        if lang == "fr"
        else ("fifteen 2 and a double run for 8 makes 10")
    )
    assert called in text


@pytest.mark.parametrize(("lang", "said"), [("fr", "double suite 8"), ("en", "two pairs 4")])
def test_one_item_says_its_points_once(lang: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    line = answer_as_read(parse_answer(said), tr)
    assert "fait" not in line and "makes" not in line, line
