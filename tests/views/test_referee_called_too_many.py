"""/score 2C 3C 4C 5C 6P = quinze 4, suite 5, flush 4 (a crib): « Réclamé en trop : flush (4
points). » stood beside « Compte annoncé » and « Oublié »; the line now reads « Annoncé en trop :
flush (4 points). », "Called too many: …" in English, in the chat and in muggins score."""

from __future__ import annotations

import argparse

import pytest

from bot.commands import score
from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.referee import referee_html

CARDS = parse_cards("2H 3H 4H 5H 6S")
SAID = {
    "fr": "Annoncé en trop\u00a0: flush (4 points).",
    "en": "Called too many: flush (4 points).",
}
CALLS = {"fr": "quinze 4, suite 5, flush 4", "en": "fifteen 4, run 5, flush 4"}


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_crib_flush_is_called_too_many(lang: str) -> None:
    tr = I18n.load().translator(lang)
    deal = Deal(DrillKind.CRIB, tuple(CARDS[:4]), CARDS[4], True)
    html = referee_html(deal, judge(deal.score(), CALLS[lang]), tr)
    assert html.endswith(SAID[lang]), html
    assert "Réclamé" not in html and "Claimed" not in html, html


def test_muggins_score_says_called_too_many(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="muggins")
    score.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["score", "--lang", "fr", "--crib", "2C", "3C", "4C", "5C", "6P"])
    args.claim = CALLS["fr"]
    assert args.func(args) == 0
    assert capsys.readouterr().out.rstrip("\n").endswith(SAID["fr"])
