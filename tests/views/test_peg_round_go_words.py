"""/jeu tour's answer: a go or last-card point is said as pegged, and what for. « Vous : go
(1 point) » read as the player saying go, as « Adversaire : go » does in the question just
above it."""

from __future__ import annotations

import pytest

from bot.drills.peg_round import PegRoundQuestion
from bot.engine.card_parsing import parse_cards
from bot.i18n import I18n
from bot.views import peg_round as round_view

I18N = I18n.load()
MINE, THEIRS = tuple(parse_cards("10C JC QC KC")), tuple(parse_cards("AS 2S 3S 4S"))
# You 10♣, opponent A♠, you V♣, opponent 2♠ (23), you say go, the opponent lays 3♠ and 4♠
# (30) and pegs the go; then you lay D♣ and R♣ alone, and peg the last card.
ORDER = (
    *((0, MINE[0]), (1, THEIRS[0]), (0, MINE[1]), (1, THEIRS[1])),
    *((1, THEIRS[2]), (1, THEIRS[3]), (0, MINE[2]), (0, MINE[3])),
)


@pytest.mark.parametrize(
    ("lang", "go", "last", "said_go"),
    [
        ("en", "• Opponent: 1 point for the go", "• You: 1 point for the last card", "• You: go"),
        (
            "fr",
            "• Adversaire\u00a0: 1 point pour le go",
            "• Vous\u00a0: 1 point pour la dernière carte",
            "• Vous\u00a0: go",
        ),
    ],
)
def test_the_go_pegged_is_not_read_as_go_said(lang: str, go: str, last: str, said_go: str) -> None:
    tr = I18N.translator(lang)
    q = PegRoundQuestion((MINE, THEIRS), 1, ORDER, 0)
    assert said_go in round_view.round_question_lines(q, tr)  # the question: who said go
    breakdown = round_view.round_breakdown(q, tr)
    assert go in breakdown and last in breakdown, breakdown
    assert not any(line.endswith(("go (1 point)", "go (1\u00a0point)")) for line in breakdown)


def test_a_point_the_fadoq_rule_bars_is_said_not_pegged() -> None:
    tr = I18N.translator("fr")
    q = PegRoundQuestion((MINE, THEIRS), 1, ORDER, 0, fadoq=True, board=(116, 116))
    breakdown = round_view.round_breakdown(q, tr)
    assert "• Adversaire\u00a0: pas de point pour le go, selon la règle FADOQ" in breakdown
    assert "• Vous\u00a0: pas de point pour la dernière carte, selon la règle FADOQ" in breakdown
