"""A rack is shown as a player reads it, by rank (« 5* 6 6 8 D* »), not as drawn (« 6 D* 8 5* 6 »),
in every line of the chat that shows it: the step's « Vos jetons », the best-move question,
the tiles left at the end, the 6s and 9s a refusal counts. The rack stays stored as drawn."""

from __future__ import annotations

from bot.drills.kings import KingsBest
from bot.drills.kings_play import KingsMatch, Level
from bot.drills.kings_rack import rack_order
from bot.engine.kings_game import KingsGame
from bot.engine.kings_grid import Grid
from bot.i18n import I18n, Translator
from bot.views import kings as view
from bot.views import kings_play as play_view
from bot.views import kings_refusals as refusals
from tests.engine.kings_helpers import grid, tiles

DRAWN = "6 Qd 8 5d 6"
I18N = I18n.load()


def translator(lang: str) -> Translator:
    return I18N.translator(lang)


def _plain(lines: list[str]) -> str:
    return "\n".join(lines).replace("\u00a0", " ")


def test_rack_order_is_by_rank_a_light_tile_before_a_dark_one() -> None:
    assert rack_order(tiles(DRAWN)) == tuple(tiles("5d 6 6 8 Qd"))
    assert rack_order(tiles("9d K A 9 Kd")) == tuple(tiles("A 9 9d K Kd"))


def test_the_steps_rack_is_shown_by_rank_in_both_languages() -> None:
    game = KingsGame(Grid({}, 15), tuple(tiles("7 7 7")), (tuple(tiles(DRAWN)), tuple(tiles("A"))))
    match = KingsMatch(game, Level.NORMAL)
    fr = _plain(play_view.step_lines(match, translator("fr")))
    assert "Vos jetons : 5* 6 6 8 D*" in fr, fr
    en = _plain(play_view.step_lines(match, translator("en")))
    assert "Your tiles: 5* 6 6 8 Q*" in en, en
    assert match.game.racks[0] == tuple(tiles(DRAWN))  # stored as drawn


def test_the_best_move_question_shows_its_rack_by_rank() -> None:
    best = KingsBest(grid(["7 8"], 15), tuple(tiles("K 2 9d 7 K")), ())
    text = _plain(view.best_question_lines(best, translator("fr")))
    assert "Vos jetons : 2 7 9* R R" in text, text


def test_the_tiles_left_at_the_end_are_shown_by_rank() -> None:
    game = KingsGame(grid(["5 5"], 15), (), (tuple(tiles("K 2 A")), tuple(tiles("9 3d 3"))))
    text = _plain(view.end_lines(game, translator("fr")))
    assert "Vos jetons restants : A 2 R" in text, text
    assert "Mes jetons restants : 3 3* 9" in text, text


def test_a_refusal_counts_the_sixes_and_nines_by_rank() -> None:
    rack = tiles("9 K 6 2 9")
    lines = refusals.short_of_lines(tiles("6 6 6 6"), rack, translator("fr"))
    text = _plain(lines)
    assert ": 6 9 9." in text, text
