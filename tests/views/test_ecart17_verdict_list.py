"""The /ecart verdict said « Vous êtes le donneur : … » then « 1. En jetant 2♣ 3♣, … »,
« 2. … », « 3. … », « 6. En jetant … » with nothing to say what the numbered lines are: the
list is introduced, the three best and, below them, the player's."""

from __future__ import annotations

import pytest

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import Challenge, grade
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.ecart import verdict_text

SIX = Challenge(tuple(parse_cards("AC 5D 6C 7H 8H 10H")), dealer=False)
FIVE = Challenge(tuple(parse_cards("5H 6S 8D 9H QH")), dealer=False)


def lines(challenge: Challenge, laid: str, lang: str, *, folded: bool = False) -> list[str]:
    verdict = grade(
        challenge, parse_cards(laid), tables=shipped_crib_tables(), pegging=shipped_peg_tables()
    )
    text = verdict_text(verdict, I18n.load().translator(lang), folded=folded)
    return html_to_text(text).replace("\u00a0", " ").split("\n")


def introduction(said: list[str]) -> str:
    first = next(i for i, line in enumerate(said) if line.startswith("1. "))
    return said[first - 1]


@pytest.mark.parametrize("folded", [False, True])
@pytest.mark.parametrize(
    ("challenge", "laid", "lang", "intro"),
    [
        (SIX, "AC 5D", "fr", "Les 3 meilleurs écarts sur 15, puis le vôtre :"),
        (SIX, "AC 10H", "fr", "Les 3 meilleurs écarts sur 15 :"),
        (SIX, "AC 5D", "en", "The 3 best of the 15 lay-aways, then yours:"),
        (FIVE, "5H", "fr", "Les 3 meilleurs écarts sur 5, puis le vôtre :"),
        (FIVE, "8D", "en", "The 3 best of the 5 lay-aways:"),
    ],
)
def test_the_numbered_lines_are_introduced(
    challenge: Challenge, laid: str, lang: str, intro: str, folded: bool
) -> None:
    assert introduction(lines(challenge, laid, lang, folded=folded)) == intro
