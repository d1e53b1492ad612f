"""/score's words read: a crib or a hand, the cards as typed, the count called after « = »."""

from __future__ import annotations

import pytest

from bot.views.score_args import ScoreAsk, read_score_args


@pytest.mark.parametrize(
    ("args", "asked"),
    [
        ([], None),
        (["crib"], None),
        (["Crib"], None),
        # a count called on no cards: « Il faut 5 cartes, pas 0. », not the notation
        (["=", "29"], None),
        (["=29"], None),
        (["crib", "=", "29"], None),
        (["main", "=", "29"], None),
        # a count alone: « Couleur inconnue dans « 29 » »
        (["29"], None),
        (["crib", "24"], None),
        (["ça", "fait", "29"], None),
        (["5"], ScoreAsk(False, "5", None)),
        (["valet"], ScoreAsk(False, "valet", None)),
        (["5C", "29"], ScoreAsk(False, "5C 29", None)),
        (["5h", "5c", "5s", "jd", "5d"], ScoreAsk(False, "5h 5c 5s jd 5d", None)),
        (["cribbage", "5h", "5c", "5s", "jd", "5d"], ScoreAsk(True, "5h 5c 5s jd 5d", None)),
        (["5h", "5c", "5s", "jd", "5d", "=", "29"], ScoreAsk(False, "5h 5c 5s jd 5d ", " 29")),
        (["5h", "5c", "5s", "jd", "5d=28"], ScoreAsk(False, "5h 5c 5s jd 5d", "28")),
        (["5h", "5c", "5s", "jd", "5d", "="], ScoreAsk(False, "5h 5c 5s jd 5d ", "")),
        # « main » / "hand" before the cards: « Carte inconnue « main » »
        (["hand", "5h"], ScoreAsk(False, "5h", None)),
        (["Main:", "5C", "5K", "5T", "VP", "5P"], ScoreAsk(False, "5C 5K 5T VP 5P", None)),
        (["5h", "hand", "5s"], ScoreAsk(False, "5h hand 5s", None)),
        # « crib » after the cards: the message blamed the first card's suit
        (["5h", "5c", "5s", "jd", "5d", "crib"], ScoreAsk(True, "5h 5c 5s jd 5d", None)),
        (
            ["5h", "5c", "5s", "jd", "5d", "Crib", "=", "29"],
            ScoreAsk(True, "5h 5c 5s jd 5d ", " 29"),
        ),
        # « crib=28 »: « Carte inconnue « crib » »
        (["5h", "5c", "5s", "jd", "5d", "crib=28"], ScoreAsk(True, "5h 5c 5s jd 5d ", "28")),
        (["5h", "5c", "5s", "jd", "5d", "au", "crib=28"], ScoreAsk(True, "5h 5c 5s jd 5d ", "28")),
        (["5h", "crib", "5s", "jd", "5d"], ScoreAsk(False, "5h crib 5s jd 5d", None)),
        # « au crib », as the help's own example says it: « Couleur inconnue dans « au » »
        (["5C", "5K", "5T", "VP", "5P,", "au", "crib"], ScoreAsk(True, "5C 5K 5T VP 5P,", None)),
        (
            ["5h", "5c", "5s", "jd", "5d", "in", "the", "crib", "=", "29"],
            ScoreAsk(True, "5h 5c 5s jd 5d ", " 29"),
        ),
        (
            ["5h", "5c", "5s", "jd", "5d", "dans", "le", "Crib"],
            ScoreAsk(True, "5h 5c 5s jd 5d", None),
        ),
        (["5h", "5c", "5s", "jd", "au"], ScoreAsk(False, "5h 5c 5s jd au", None)),
        # « crib » with a colon or in brackets: « Carte inconnue « crib » »
        (["crib:", "5h", "5c", "5s", "jd", "5d"], ScoreAsk(True, "5h 5c 5s jd 5d", None)),
        (["Crib.", "5h", "5c", "5s", "jd", "5d"], ScoreAsk(True, "5h 5c 5s jd 5d", None)),
        (["5h", "5c", "5s", "jd", "5d", "(crib)"], ScoreAsk(True, "5h 5c 5s jd 5d", None)),
        (
            ["5h", "5c", "5s", "jd", "5d", "(au", "crib)", "=", "29"],
            ScoreAsk(True, "5h 5c 5s jd 5d ", " 29"),
        ),
    ],
)
def test_read_score_args(args: list[str], asked: ScoreAsk | None) -> None:
    assert read_score_args(args) == asked


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("5C 5K 5T VP coupe 5P", "5C 5K 5T VP 5P"),
        ("5C 5K 5T VP, carte de départ : 5P", "5C 5K 5T VP, 5P"),
        ("5C 5K 5T VP et la coupe: 5 de pique", "5C 5K 5T VP 5 de pique"),
        ("5H 5D 5C JS cut card 5S", "5H 5D 5C JS 5S"),
        ("5H 5D 5C JS starter 5S", "5H 5D 5C JS 5S"),
        # named anywhere but before the last card, the word stays (and is said to be no card)
        ("coupe 5P 5C 5K 5T VP", "coupe 5P 5C 5K 5T VP"),
        ("5C 5K coupe 5P 5T VP", "5C 5K coupe 5P 5T VP"),
        ("5C 5K 5T VP 5P coupe", "5C 5K 5T VP 5P coupe"),
    ],
)
def test_the_starter_named_before_the_last_card(typed: str, cards: str) -> None:
    """« /score 5C 5K 5T VP coupe 5P » answered « Carte inconnue « coupe » »."""
    asked = read_score_args(typed.split())
    assert asked is not None and asked.cards == cards


@pytest.mark.parametrize(
    ("typed", "cards"),
    [
        ("5C 5K 5T VP | 5P", "5C 5K 5T VP 5P"),
        ("5H 5D 5C JS|5S", "5H 5D 5C JS 5S"),
        ("5H 5D 5C JS |5S 28", "5H 5D 5C JS 5S 28"),
        ("5♥ 5♦ 5♣ V♠ | 5♠", "5♥ 5♦ 5♣ V♠ 5♠"),
        ("as de pique, dix de cœur | 5 de pique", "as de pique, dix de cœur 5 de pique"),
        ("5H 5D 5C JS | five of spades 28", "5H 5D 5C JS five of spades 28"),
        # anywhere but before the last card, the bar stays (and is said to be no card)
        ("5H | 5D 5C JS 5S", "5H | 5D 5C JS 5S"),
        ("| 5H 5D 5C JS 5S", "| 5H 5D 5C JS 5S"),
        ("5H 5D 5C JS 5S |", "5H 5D 5C JS 5S |"),
        ("5H 5D | 5C JS | 5S", "5H 5D | 5C JS | 5S"),
    ],
)
def test_the_bar_before_the_starter(typed: str, cards: str) -> None:
    """« 5C 5K 5T VP | 5P », as the bot writes a hand and its starter in its inline titles,
    answered « Carte inconnue « | » »."""
    asked = read_score_args(typed.split())
    assert asked is not None and asked.cards == cards
