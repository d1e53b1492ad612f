"""A run in the play said its length and no points (calls13): « Lise : A♣ (11), une suite de
3 » while a pair said « une paire, ça fait 2 »: a run alone says what it makes too."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import parse_cards
from bot.engine.pegging import score_play
from bot.i18n import I18n, render


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "une suite de 3, ça fait 3"), ("en", "a run of 3 makes 3")]
)
def test_a_run_in_the_play_says_its_points(lang: str, said: str) -> None:
    score = score_play(parse_cards("9C 10D JH"))
    assert render.play_call_text(score, I18n.load().translator(lang)) == said
