"""The whole reply to a counted hand (`show.count_verdict_text`): the verdict, then what it
pegs each side, then the race game when the hand pegs one."""

from __future__ import annotations

import random

import pytest

from bot.drills.answers import Answer
from bot.drills.deals import deal_hand
from bot.drills.game import Pegs, count_hand
from bot.i18n import I18n, Translator
from bot.storage import Game
from bot.views import show

GAME = Game(1, 7, 7, 121, "skunk", 40, 52, "active", 9, "2026-11-20T10:00:00", None)


@pytest.fixture(params=["fr", "en"])
def tr(request: pytest.FixtureRequest) -> Translator:
    return I18n.load().translator(request.param)


@pytest.mark.parametrize("off_by", [-2, 0, 3])
@pytest.mark.parametrize("game", [None, GAME])
def test_the_verdict_then_the_pegs_then_the_game(
    tr: Translator, off_by: int, game: Game | None
) -> None:
    deal = deal_hand(random.Random(off_by + 10))
    score = deal.score()
    answer = Answer(max(0, score.total + off_by))
    counted = count_hand(deal, answer, in_game=game is not None)
    text = show.count_verdict_text(counted, answer, game, tr, private=False, name="Rita")
    verdict = show.verdict(counted.grade, score, answer, tr, private=False, name="Rita")
    game_lines = [] if game is None else show.game_lines(game, tr)
    assert text.split("\n") == [*verdict, show.pegs_line(counted.pegs, tr), *game_lines]
    assert counted.pegs == Pegs(counted.grade.player_points, counted.grade.bot_points)
