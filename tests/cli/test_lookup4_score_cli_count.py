"""`muggins score` given a count and not the five cards.

`muggins score = 29` said « Il faut 5 cartes, pas 0 » (the chat's /score = 29 shows how to type
a hand): it says the cards are missing before the count, and how to type them. `muggins score
5C 5K 5T VP 29` (the starter left out) said « Carte inconnue « 29 » »: the 29 is read as the
count called, and the missing card is named."""

from __future__ import annotations

import pytest
from test_score_cli import muggins

NB = "\u00a0"


@pytest.mark.parametrize(
    ("argv", "first", "last"),
    [
        (
            ["--lang", "fr", "=", "29"],
            f"Il manque les cartes avant le compte «{NB}29{NB}».",
            f"Par exemple{NB}: muggins score 5C 5K 5T VP 5P = 29 (quatre cartes, la carte de "
            "départ, puis le compte).",
        ),
        (
            ["--lang", "fr", "crib=29"],
            f"Il manque les cartes avant le compte «{NB}29{NB}».",
            f"Par exemple{NB}: muggins score 5C 5K 5T VP 5P = 29 (quatre cartes, la carte de "
            "départ, puis le compte).",
        ),
        (
            ["--lang", "en", "=", "12"],
            "No cards before the count “12”.",
            "For example: muggins score 5H 5D 5C JS 5S = 12 (four cards, the starter, then the "
            "count).",
        ),
    ],
)
def test_a_count_without_cards_shows_how_to_type_them(
    capsys: pytest.CaptureFixture[str], argv: list[str], first: str, last: str
) -> None:
    assert muggins(["score", *argv]) == 2
    out, err = capsys.readouterr()
    lines = err.splitlines()
    assert (out, lines[0], lines[-1]) == ("", first, last)
    assert any("V (valet)" in line or "J, Q, K" in line for line in lines), err


def test_crib_alone_asks_for_the_cards(capsys: pytest.CaptureFixture[str]) -> None:
    """`muggins score crib` said « It takes 5 cards, not 0 »: what to type, as with nothing."""
    assert muggins(["score", "--lang", "en", "crib"]) == 2
    assert capsys.readouterr().err == (
        "Give the four cards, then the starter (the fifth card); for example: "
        "muggins score 5H 5D 5C JS 5S\n"
    )


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (
            ["--lang", "fr", "5C", "5K", "5T", "VP", "29"],
            f"Je lis «{NB}29{NB}» comme le compte annoncé, mais il faut 5 cartes avant lui, pas "
            f"4{NB}: les quatre cartes, puis la carte de départ. Par exemple{NB}: muggins score "
            "5C 5K 5T VP 5P = 29 (quatre cartes, la carte de départ, puis le compte).",
        ),
        (
            ["--lang", "fr", "5C", "5K", "5T", "VP", "pour", "28"],
            f"Je lis «{NB}28{NB}» comme le compte annoncé, mais il faut 5 cartes avant lui, pas "
            f"4{NB}: les quatre cartes, puis la carte de départ. Par exemple{NB}: muggins score "
            "5C 5K 5T VP 5P = 28 (quatre cartes, la carte de départ, puis le compte).",
        ),
        (
            ["--lang", "en", "5H", "5D", "5C", "JS", "29"],
            "I read “29” as the count called, but it takes 5 cards before it, not 4: the four "
            "cards, then the starter. For example: muggins score 5H 5D 5C JS 5S = 29 (four "
            "cards, the starter, then the count).",
        ),
    ],
)
def test_a_count_after_four_cards_is_read_as_the_count(
    capsys: pytest.CaptureFixture[str], argv: list[str], said: str
) -> None:
    assert muggins(["score", *argv]) == 2
    assert capsys.readouterr() == ("", said + "\n")
