"""/score JD JH 5C 5S KD = J and Jh: cards typed after « = » where the count is called. The
referee read the call without the cards dealt and said « I don't know the word “Jh” » (« K »
for « = K and Jh »); it now says those are cards, as /main does, in the chat and on the command
line."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views.referee import referee_html, referee_lines

CARDS = parse_cards("JD JH 5C 5S KD")


@pytest.mark.parametrize(
    ("lang", "call", "said"),
    [
        ("en", "J and Jh", "Those are cards: write after the “=” the points they make"),
        ("en", "K and Jh", "Those are cards: write after the “=” the points they make"),
        ("fr", "V et VC", "Ce sont des cartes\u00a0: écrivez après le «\u00a0=\u00a0» les points"),
        ("fr", "R et VC", "Ce sont des cartes\u00a0: écrivez après le «\u00a0=\u00a0» les points"),
    ],
)
def test_cards_called_as_a_count_are_named_cards(lang: str, call: str, said: str) -> None:
    tr = I18n.load().translator(lang)
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    judgement = judge(deal.score(), call)
    lines = referee_lines(judgement, tr, crib=False, dealt=CARDS)
    assert any(line.startswith(said) for line in lines), lines
    html = referee_html(deal, judgement, tr)
    assert said in html and "word" not in html and "mot" not in html, html


def test_muggins_score_names_cards_called_as_a_count(capsys: pytest.CaptureFixture[str]) -> None:
    import argparse

    from bot.commands import score

    parser = argparse.ArgumentParser(prog="muggins")
    score.add_parser(parser.add_subparsers(dest="command"))
    for extra in ([], ["--json"]):
        args = parser.parse_args(["score", "--lang", "en", *extra, "JD", "JH", "5C", "5S", "KD"])
        args.claim = "J and Jh"
        assert args.func(args) == 0
        out = capsys.readouterr().out
        assert "Those are cards: write after --claim the points they make" in out, out
        assert "I don't know the word" not in out, out
