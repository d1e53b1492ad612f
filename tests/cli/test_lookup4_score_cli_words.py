"""`muggins score 5C 5K 5T VP 5P merci` said « Carte inconnue « merci » »: the five cards are
there, and the words after them are said to be neither a card nor a count."""

from __future__ import annotations

import pytest
from test_score_cli import muggins

NB = "\u00a0"


def test_words_after_the_five_cards_on_the_command_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert muggins(["score", "--lang", "fr", "5C", "5K", "5T", "VP", "5P", "merci"]) == 2
    assert capsys.readouterr() == (
        "",
        f"Les 5 cartes y sont, mais «{NB}merci{NB}» après elles n'est ni une carte ni un "
        f"compte. Par exemple{NB}: muggins score 5C 5K 5T VP 5P = 29 (quatre cartes, la carte "
        "de départ, puis le compte).\n",
    )
