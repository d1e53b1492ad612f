"""`bot.drills.ecart_typed.both_rank`: the words that name both cards of a rank, and
`reads_lay_away`, which takes them (in a group) for the discard challenge's lay-away."""

from __future__ import annotations

import pytest

from bot.drills.ecart_args import reads_cards
from bot.drills.ecart_talk import (
    asks_at_lay_away,
    passes_lay_away,
    role_answer,
    who_deals_asked,
    who_deals_cards,
)
from bot.drills.ecart_typed import both_rank, reads_lay_away, says_the_pair
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import JACK


@pytest.mark.parametrize(
    ("text", "lang", "rank"),
    [
        ("les deux 9", "fr", 9),
        ("Mes deux neufs.", "fr", 9),
        ("les 2 neuf", "fr", 9),
        ("les 9", "fr", 9),
        ("les neufs", "fr", 9),
        ("mes valets", "fr", JACK),
        ("both 9s", "en", 9),
        ("the two nines", "en", 9),
        ("nines", "en", 9),
        ("my jacks", "en", JACK),
    ],
)
def test_both_of_a_rank(text: str, lang: str, rank: int) -> None:
    assert both_rank(text, lang) == rank


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("deux 9", "fr"),  # a two and a nine, unless the reader found no such cards (`bare`)
        ("les deux", "fr"),
        ("les 2", "fr"),
        ("le 9", "fr"),
        ("9", "fr"),
        ("9s", "en"),  # the nine of spades
        ("5C 9P", "fr"),
        ("bonjour", "fr"),
        ("deux rois!", "fr"),
    ],
)
def test_other_words_name_no_pair(text: str, lang: str) -> None:
    assert both_rank(text, lang) is None


def test_deux_9_is_both_nines_when_bare() -> None:
    assert both_rank("deux 9", "fr", bare=True) == 9


@pytest.mark.parametrize("text", ["les deux 9", "les neufs", "both 9s", "the two nines"])
def test_the_lay_away_reads_both_of_a_rank_where_cards_alone_do_not(text: str) -> None:
    assert reads_lay_away(text) and not reads_cards(text)


@pytest.mark.parametrize(("text", "reads"), [("5C 9P", True), ("bonjour", False), ("merci", False)])
def test_the_lay_away_reads_cards_as_before(text: str, reads: bool) -> None:
    assert reads_lay_away(text) is reads is reads_cards(text)


@pytest.mark.parametrize(
    ("text", "asks"),
    [
        ("c quoi le mieux?", True),
        ("quoi faire", True),
        ("un indice svp", True),
        ("which is best?", True),
        ("hint", True),
        ("le 5 pis le valet?", False),  # cards, asked
        ("le 5 pis le valett?", False),  # cards mistyped: the reader says which
        ("5C VX?", False),
        ("bonjour", False),
        ("", False),
    ],
)
def test_a_question_at_a_lay_away(text: str, asks: bool) -> None:
    assert asks_at_lay_away(text) is asks


@pytest.mark.parametrize(
    ("text", "passes"),
    [
        ("je passe", True),
        ("Je passe!", True),
        ("skip", True),
        ("pass", True),
        ("le 5", False),
        ("passe le 5", False),
        ("merci", False),
    ],
)
def test_a_pass_at_a_lay_away(text: str, passes: bool) -> None:
    assert passes_lay_away(text) is passes


ASKED = {"chat": -5, "cards": "5H,5D,JS,QC,2H,3S", "message": 12}


def test_who_deals_asked_in_this_chat_only() -> None:
    assert who_deals_asked(ASKED, -5) == ASKED
    assert who_deals_asked(ASKED, 7) is None
    assert who_deals_asked(None, -5) is None
    assert who_deals_asked("5H,5D", -5) is None


def test_who_deals_cards() -> None:
    assert who_deals_cards(ASKED, -5) == tuple(parse_cards("5H 5D JS QC 2H 3S"))
    assert who_deals_cards(ASKED, 7) is None
    assert who_deals_cards({**ASKED, "cards": "5H,XX"}, -5) is None
    assert who_deals_cards({"chat": -5}, -5) is None  # no cards kept


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("la paire", True),
        ("je jette ma paire svp", True),
        ("the pair", True),
        ("paire", True),
        ("la paire de 9", False),
        ("les deux paires", False),
        ("bonjour", False),
    ],
)
def test_the_pair_said_without_its_rank(text: str, says: bool) -> None:
    assert says_the_pair(text) is says


@pytest.mark.parametrize(
    ("text", "dealer"),
    [
        ("donneur", True),
        ("je donne pas", False),
        ("moi", True),
        ("C'est moi!", True),
        ("pas moi", False),
        ("lui", False),
        ("me", True),
        ("not me", False),
        ("the other one", False),
        ("5C 5K VP DT 2C 3P donneur", None),  # cards: a lookup, not an answer
        ("je sais pas", None),
        ("bonjour", None),
    ],
)
def test_the_answer_to_who_deals(text: str, dealer: bool | None) -> None:
    assert role_answer(text) is dealer
