"""/score JD JH 5C 5S KD = with nothing after « = »: the referee replied « Donnez un nombre de
0 à 29… Rien n'est marqué sur un compte illisible. », as if a count had been called and could
not be read. It now asks for the call, in the chat and in muggins score (and its --json)."""

from __future__ import annotations

import argparse
import json

import pytest

from bot.commands import score
from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.referee import referee_html, referee_lines

CARDS = parse_cards("JD JH 5C 5S KD")
ASKED = {
    "fr": "Quel compte annoncez-vous? Écrivez-le après le «\u00a0=\u00a0»",
    "en": "What count do you call? Write it after the “=”",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("call", ["", "  "])
def test_nothing_after_the_equals_sign_asks_for_the_call(lang: str, call: str) -> None:
    tr = I18n.load().translator(lang)
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    judgement = judge(deal.score(), call)
    lines = referee_lines(judgement, tr, crib=False, dealt=CARDS)
    assert lines[-1].startswith(ASKED[lang]), lines
    assert tr._("Nothing is pegged on a call that cannot be read.") not in lines, lines
    assert not any(line.startswith(("Donnez", "Give a number")) for line in lines), lines
    assert ASKED[lang] in referee_html(deal, judgement, tr)


def test_muggins_score_asks_for_the_call(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser(prog="muggins")
    score.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["score", "--lang", "fr", "JD", "JH", "5C", "5S", "KD", "="])
    assert args.func(args) == 0
    out = capsys.readouterr().out
    assert ASKED["fr"] in out and "illisible" not in out, out
    args = parser.parse_args(["score", "--lang", "en", "--json", "JD", "JH", "5C", "5S", "KD", "="])
    assert args.func(args) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["error"].startswith(ASKED["en"]), data
