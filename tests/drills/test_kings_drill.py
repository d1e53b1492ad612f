"""Kings Cribbage drills: the count graded with the Joker rule, the best-move choices, the
stored forms, and the wording of both in French and English."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.drills.kings import (
    KingsBest,
    KingsCount,
    KingsDrillError,
    deal_kings_best,
    deal_kings_count,
    grade_kings_count,
)
from bot.drills.kings_play import (
    BOT,
    KingsMatch,
    Level,
    PlayerMove,
    bot_plays,
    last_player_move,
    new_match,
    open_match,
    player_move,
)
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid, Placement, score_move
from bot.engine.kings_moves import legal_moves
from bot.i18n import I18n
from bot.views import kings as view
from bot.views import kings_play as play_view
from tests.engine.kings_helpers import across, down, grid, tile, tiles

I18N = I18n.load()
COUNT = KingsCount(grid(["4 3 5"], 15), tuple(across(0, 3, "6")))  # run of 4 and 4+5+6: 6


@pytest.mark.parametrize(
    ("said", "player", "bot", "exact"),
    [(6, 6, 0, True), (4, 4, 2, False), (0, 0, 6, False), (9, 6, 0, False)],
)
def test_count_graded_with_the_joker_rule(said: int, player: int, bot: int, exact: bool) -> None:
    grade = grade_kings_count(COUNT, said)
    assert (grade.points, grade.player_points, grade.bot_points, grade.exact) == (
        6,
        player,
        bot,
        exact,
    )
    assert grade.missed == max(0, 6 - said) and grade.excess == max(0, said - 6)
    assert grade.to_result()["correct"] is exact


def test_dealt_counts_are_legal_moves_and_survive_storage() -> None:
    rng = random.Random(5)
    for _ in range(3):
        count = deal_kings_count(rng)
        back = KingsCount.from_dict(count.to_dict())
        assert back == count
        assert score_move(count.grid, count.move).total == count.score().total > 0


def test_a_stored_count_that_is_not_a_legal_move_is_refused() -> None:
    data = COUNT.to_dict()
    data["move"] = [[5, 5, 6, "light"]]  # not touching
    with pytest.raises(KingsDrillError):
        KingsCount.from_dict(data)
    with pytest.raises(KingsDrillError):
        KingsCount.from_dict({"size": 15, "grid": [[0, 0, 99, "light"]], "move": []})


def test_best_move_question_holds_the_best_move_and_lower_ones() -> None:
    rng = random.Random(2)
    best = deal_kings_best(rng)
    assert 3 <= len(best.choices) <= 4
    totals = [s.total for s in best.scores()]
    top = max(m.points for m in legal_moves(best.grid, best.rack))
    assert max(totals) == top
    assert totals.count(top) == 1 and totals[best.best()] == top
    assert KingsBest.from_dict(best.to_dict()) == best


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_count_wording(lang: str) -> None:
    tr = I18N.translator(lang)
    question = "\n".join(view.count_question_lines(COUNT, tr))
    assert "D1 6" in question
    verdict = "\n".join(view.count_verdict_lines(COUNT, grade_kings_count(COUNT, 4), tr))
    assert "Joker" in verdict
    assert ("quinze 2" if lang == "fr" else "fifteen 2") in verdict
    assert ("suite de 4" if lang == "fr" else "run of 4") in verdict


NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "said", "drill", "game"),
    [
        (
            "fr",
            5,
            f"Joker! Vous avez compté 5, le coup vaut 6 points{NBSP}: je prends le point oublié.",
            f"Joker! Vous avez compté 5{NBSP}: je prends le point oublié.",
        ),
        (
            "fr",
            4,
            f"Joker! Vous avez compté 4, le coup vaut 6 points{NBSP}: je prends les 2 points"
            " oubliés.",
            f"Joker! Vous avez compté 4{NBSP}: je prends les 2 points oubliés.",
        ),
        (
            "en",
            5,
            "Joker! You counted 5, the move scores 6 points: I take the point you missed.",
            "Joker! You counted 5: I take the point you missed.",
        ),
    ],
)
def test_one_point_missed_is_not_les_1(lang: str, said: int, drill: str, game: str) -> None:
    """A Kings count one short said « je prends les 1 que vous avez oubliés »."""
    tr = I18N.translator(lang)
    verdict = view.count_verdict_lines(COUNT, grade_kings_count(COUNT, said), tr)
    assert verdict[0] == drill
    move = PlayerMove(COUNT.score(), said, 6 - said)
    assert game in play_view.player_move_lines(move, tr)


def test_grid_text_marks_dark_and_new_tiles() -> None:
    tr = I18N.translator("en")
    g = grid(["5 Kd"], 15)
    lines = view.grid_lines(g, tr, down(1, 1, "5"))
    assert lines[0].split() == ["A", "B", "C"]
    assert lines[1].split() == ["1", "5", "K*", "."]
    assert lines[2].split() == ["2", ".", "5", "+", "."]
    empty = view.grid_lines(Grid(), tr)
    assert empty[0].split() == ["G", "H", "I"]


def test_the_open_match_is_a_stored_match_neither_over_nor_unreadable() -> None:
    match = new_match(random.Random(3), Level.NORMAL)
    assert open_match(match.to_dict()) == match
    assert open_match(None) is None  # the question was answered or cancelled
    assert open_match({"game": "torn"}) is None
    assert open_match(replace(match, game=replace(match.game, over=True)).to_dict()) is None


def test_the_bots_move_that_ends_the_game_is_counted_in_full() -> None:
    """The bag is empty and the bot lays its last tile: the game is over, so no turn is left
    to call « Joker » on a count that forgot a line; the bot says its whole count (at easy,
    it forgets one of two lines half the time)."""
    board = Grid({(7, 7): tile("5"), (8, 8): tile("5")}, 15)
    game = KingsGame(board, (), (tuple(tiles("K")), tuple(tiles("10"))), turn=BOT)
    both_lines = 0
    for seed in range(40):
        after, score = bot_plays(KingsMatch(game, Level.EASY), random.Random(seed))
        assert after.game.over and score is not None and after.last is not None
        assert (after.last.claimed, after.last.forgot) == (score.total, -1), seed
        assert after.game.scores[BOT] == score.total
        both_lines += len(score.lines) == 2  # a count that could have forgotten one
    assert both_lines > 10


def test_the_players_last_move_is_kept_as_counted_through_storage() -> None:
    """The stored step kept no trace of the player's move: the Mini App reloaded could not say
    « Votre coup : … » again. The move and a short count come back from storage, counted as
    they were, once the bot has answered; a pass forgets them."""
    game = KingsGame(
        grid(["5 ."], 15),
        tuple(tiles("7 7 7 7 7 7")),
        (tuple(tiles("K 2 3 4 6")), tuple(tiles("10 J 8 9 A"))),
    )
    match = KingsMatch(game, Level.EXPERT)
    played, said = player_move(match, [Placement(0, 1, tile("K"))], 1)  # worth 2, said 1
    answered, _ = bot_plays(played, random.Random(0))
    stored = KingsMatch.from_dict(answered.to_dict())
    again = last_player_move(stored)
    assert again is not None
    assert (
        (again.score.total, again.claimed, again.taken)
        == (2, 1, 1)
        == (said.score.total, said.claimed, said.taken)
    )
    assert last_player_move(KingsMatch.from_dict({**answered.to_dict(), "mine": None})) is None
