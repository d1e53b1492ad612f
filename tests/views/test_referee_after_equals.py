"""/score CARDS = CALL refused a call as a drill's question does: « = quinze » gave « Envoyez
15, ou annoncez-le comme quinze 2. », « = 13 pis 2 » « Envoyez un seul nombre… », « = double »
"Send your whole count again…", though no question is open at /score. Each refusal that asks
for the count again now says to write it after « = », in the chat, `muggins score` (and its
--json) and the inline summary."""

from __future__ import annotations

import argparse
import json

import pytest

from bot.commands import score
from bot.drills.deals import Deal, DrillKind
from bot.drills.referee import judge
from bot.engine.card_parsing import parse_cards
from bot.engine.show import Score
from bot.i18n import I18n
from bot.views.pictures import count_article
from bot.views.referee import referee_html, referee_lines

I18N = I18n.load()
CARDS = parse_cards("5H 5D 5C JS 5S")
AFTER = {"fr": "après le «\u00a0=\u00a0»", "en": "after the “="}
CALLS = {
    "fr": [
        "quinze",
        "13 pis 2",
        "19 pis 2",
        "20 pis 20",
        "12 ou 14",
        "15-2 15",
        "double",
        "muggins",
        "comment on compte",
        "quinze 2, paiire 4",
        "his nibs",
        "V et VC",
    ],
    "en": [
        "fifteen",
        "13 and 2",
        "12 or 14",
        "double",
        "muggins",
        "how do I count",
        "fifteen 2, pear 4",
        "J and 5H",
    ],
}
CASES = [(lang, call) for lang, calls in CALLS.items() for call in calls]


@pytest.mark.parametrize(("lang", "call"), CASES)
def test_a_refused_call_is_written_again_after_the_equals_sign(lang: str, call: str) -> None:
    tr = I18N.translator(lang)
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    judgement = judge(deal.score(), call)
    assert judgement.error is not None, call
    lines = referee_lines(judgement, tr, crib=False, dealt=CARDS)
    said = lines[2]
    assert AFTER[lang] in said, lines
    for drill in ("Envoyez", "Renvoyez", "envoyez", "Send", "send"):
        assert drill not in said, lines
    assert AFTER[lang] in referee_html(deal, judgement, tr)
    article = count_article(CARDS, call, crib=False, tr=tr)
    assert AFTER[lang] in article.text, article


def test_a_lone_fifteen_at_score_in_french() -> None:
    tr = I18N.translator("fr")
    lines = referee_lines(judge(score_of(), "quinze"), tr, crib=False, dealt=CARDS)
    assert lines[2] == (
        "«\u00a0Quinze\u00a0» tout seul\u00a0: est-ce 15 points, ou un quinze (2 points)? "
        "Écrivez après le «\u00a0=\u00a0»\u00a0: 15, ou quinze 2."
    ), lines


def score_of() -> Score:
    deal = Deal(DrillKind.HAND, tuple(CARDS[:4]), CARDS[4], True)
    return deal.score()


@pytest.mark.parametrize("extra", [[], ["--json"]])
def test_muggins_score_says_to_write_it_after_the_equals_sign(
    capsys: pytest.CaptureFixture[str], extra: list[str]
) -> None:
    parser = argparse.ArgumentParser(prog="muggins")
    score.add_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(["score", "--lang", "en", *extra, "5H", "5D", "5C", "JS", "5S"])
    args.claim = "13 and 2"
    assert args.func(args) == 0
    out = capsys.readouterr().out
    said = json.loads(out)["error"] if extra else out
    assert "Write one number after --claim" in said, out  # --claim typed, no « = » (calls8)
    assert "Send" not in said, out
