"""`muggins ecart 5C 5K VP DT 2C donneur merci` (five cards, two players) still said « Carte
inconnue « merci » »: the count wanted is said, and that « merci » is no card nor role."""

from __future__ import annotations

import pytest

from bot.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err.replace("\u00a0", " ")


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ("5C", "5K", "VP", "DT", "2C", "donneur", "merci"),
            "Il faut 6 cartes, pas 5. À 3 ou 4 joueurs (5 cartes), ajoutez --players 3 ou "
            "--players 4. « merci » après les cartes n'est ni une carte ni « donneur » ou "
            "« receveur ».\n",
        ),
        (
            ("5C", "5K", "VP", "DT", "2C", "3P", "donneur", "merci", "--players", "3"),
            "Il faut 5 cartes, pas 6.",
        ),
    ],
)
def test_words_after_too_few_or_too_many_cards(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    code, out, err = run(capsys, "ecart", *argv, "--lang", "fr")
    assert (code, out) == (2, "") and err.startswith(said), err
    assert "inconnue" not in err and "« merci » après les cartes" in err


def test_in_english(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "discard", "5H", "5D", "JS", "QC", "2H", "dealer", "thanks")
    assert code == 2 and "It takes 6 cards, not 5." in err, err
    assert "“thanks” after the cards is neither a card nor “dealer” or “pone”." in err
