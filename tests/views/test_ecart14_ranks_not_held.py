"""« R 5 » (a king and a five, as club members write them) typed at an /ecart deal holding
neither was refused « Vous n'avez pas de « R » parmi vos cartes. », the five left unsaid
(typed again without the king, it was refused in turn): both ranks the deal lacks are named,
with the deal's cards. One rank missing keeps its own refusal; held ranks are read."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.drills.ecart_typed import ranks_not_held
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart_typed import read_discard

NEITHER = "3C 4D 7C 9H 10D JH"


def deal(cards: str) -> Challenge:
    return Challenge(tuple(parse_cards(cards)), dealer=True)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "R 5",
            "Vous n'avez ni roi ni 5 dans cette donne. Vos cartes\u00a0: 3♣ 4♦ 7♣ 9♥ 10♦ V♥.",
        ),
        (
            "fr",
            "le roi pis le 5",
            "Vous n'avez ni roi ni 5 dans cette donne. Vos cartes\u00a0: 3♣ 4♦ 7♣ 9♥ 10♦ V♥.",
        ),
        (
            "fr",
            "5, D",
            "Vous n'avez ni 5 ni dame dans cette donne. Vos cartes\u00a0: 3♣ 4♦ 7♣ 9♥ 10♦ V♥.",
        ),
        ("en", "K 5", "You have no king and no 5 in this deal. Your cards: 3♣ 4♦ 7♣ 9♥ 10♦ J♥."),
        (
            "en",
            "ace, queen",
            "You have no ace and no queen in this deal. Your cards: 3♣ 4♦ 7♣ 9♥ 10♦ J♥.",
        ),
    ],
)
def test_both_ranks_the_deal_lacks_are_named(lang: str, typed: str, said: str) -> None:
    assert read_discard(typed, deal(NEITHER), I18n.load().translator(lang)) == said


def test_one_rank_missing_keeps_its_refusal() -> None:
    tr = I18n.load().translator("fr")
    said = read_discard("R 5", deal("3C 4D 7C 9H 10D 5H"), tr)
    assert said == "Vous n'avez pas de «\u00a0R\u00a0» parmi vos cartes."


@pytest.mark.parametrize("typed", ["R 5", "5 R", "roi 5", "R, 5"])
def test_a_king_and_a_five_held_are_read(typed: str) -> None:
    read = read_discard(typed, deal("KD 5H 9S JD 2C 3C"), I18n.load().translator("fr"))
    assert read == tuple(parse_cards("KD 5H"))


@pytest.mark.parametrize(
    ("typed", "lang", "ranks"),
    [
        ("R 5", "fr", (13, 5)),
        ("5 R 5", "fr", (5, 13)),
        ("le roi pis le 9", "fr", (13,)),  # the nine is held
        ("K 5♠", "en", (13,)),  # a whole card is not a rank alone
        ("3 4", "en", ()),
    ],
)
def test_ranks_not_held(typed: str, lang: str, ranks: tuple[int, ...]) -> None:
    assert ranks_not_held(typed, tuple(parse_cards(NEITHER)), lang) == ranks
