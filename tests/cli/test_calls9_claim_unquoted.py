"""`muggins score 5C 5K 5T VP 5P --claim quinze 2 quinze 4` (the call not in quotes): the words
after --claim's first one were « arguments inconnus », then read as cards (« Carte inconnue
« quinze » »). After the five cards they go on with the call; « = » among them, or cards
still missing, and they are the cards' words, as /score reads them."""

from __future__ import annotations

import pytest

from bot import cli


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (["--claim", "quinze", "16,", "quatre", "cinq", "28,", "valet", "29"], "Exact\u00a0: rien"),
        (["--claim", "29", "pts"], "Compte annoncé\u00a0: 29 points."),
        (["--claim", "12", "ou", "14", "ou", "16"], "12, 14 ou 16? Écrivez après --claim"),
    ],
)
def test_the_call_goes_on_after_claim(
    argv: list[str], said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    cards = ["score", "5C", "5K", "5T", "VP", "5P"]
    assert cli.main([*cards, *argv, "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert said in out, out
    assert "Carte inconnue" not in out and "ni une carte" not in out


def test_a_card_after_claim_is_still_a_card(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["score", "5C", "5K", "5T", "VP", "--claim", "28", "5P", "--lang", "fr"]
    assert cli.main(argv) == 0
    assert "Muggins pour 1 point!" in capsys.readouterr().out
