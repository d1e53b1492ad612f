"""/score cribe 5C 5K 5T VP 5P: « cribe », the crib as Québec players also write it (and
"kitty", its name in parts of Canada), was read as a card: « Carte inconnue « cribe » ». « chien »
(its name in France, known in Québec too) after the cards was « « chien » après elles n'est ni
une carte ni un compte »."""

from __future__ import annotations

import pytest

from bot.views.score_args import ScoreAsk, read_score_args


@pytest.mark.parametrize("word", ["cribe", "Cribe", "kitty", "chien"])
def test_the_crib_s_other_names_say_a_crib_before_or_after_the_cards(word: str) -> None:
    cards = ["5C", "5K", "5T", "VP", "5P"]
    assert read_score_args([word, *cards]) == ScoreAsk(True, " ".join(cards), None)
    assert read_score_args([*cards, "au", word]) == ScoreAsk(True, " ".join(cards), None)
