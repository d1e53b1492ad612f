"""The verdict's « Votre main 4♠ 8♣ V♠ D♣ donne 5 points au mieux (carte de départ A♠ 5♠) »
named two starters after a singular « carte de départ », read as one starter of two cards:
two or more are « cartes de départ A♠ 5♠ » ("starters"); one stays « carte de départ »."""

from __future__ import annotations

from bot.drills.ecart import UNIFORM, Challenge, grade
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.ecart import verdict_lines

DEAL = Challenge(tuple(parse_cards("2C 3H 4S 8C JS QC")), dealer=True)


def hand_line(lang: str, laid: str) -> str:
    verdict = grade(DEAL, parse_cards(laid), model=UNIFORM)
    lines = verdict_lines(verdict, I18n.load().translator(lang))
    return next(line for line in lines if "4♠" in line and ("mieux" in line or "best" in line))


def test_two_best_starters_in_french() -> None:
    line = hand_line("fr", "2C 3H").replace("\u00a0", " ")
    assert "donne 5 points au mieux (cartes de départ A♠ 5♠)" in line, line


def test_two_best_starters_in_english() -> None:
    line = hand_line("en", "2C 3H")
    assert "shows 5 points at best (starters A♠ 5♠)" in line, line
