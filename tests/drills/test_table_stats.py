"""/stats' points per deal in whole games against the bot (`table_stats`): a deal left before
its show (a game abandoned in the play, or one under way) counted as a deal of 0 points in the
hand and the crib, so « main 3,5 » after one hand of 7 and one deal abandoned in the play.
Now the hand's and the crib's averages are over the deals they were counted in."""

from __future__ import annotations

import random

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_show import accept, count
from bot.drills.table_state import PLAYER_SEAT, Seat, Step, Table
from bot.drills.table_stats import table_stats
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.views.table import stats_lines


def _into_the_third_deal_s_play(seed: int) -> Table:
    """A game the player deals first, whose first two deals are counted to the end, left in
    the third deal's play (the player's crib, not counted)."""
    rng = random.Random(seed)
    seats = [Seat(7), Seat(None, Level.EXPERT)]
    table = new_table(rng, f"s{seed}", Rules(), seats, first_dealer=PLAYER_SEAT)
    while (waiting := advance(table, rng)) is not None:
        deal = table.deal
        if waiting.step is Step.PLAY and len(table.deals) == 3:
            return table
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, PLAYER_SEAT, deal.hands[PLAYER_SEAT][:2])
        elif waiting.step is Step.PLAY:
            lay_card(table, PLAYER_SEAT, waiting.legal[0])
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(PLAYER_SEAT)
            count(table, PLAYER_SEAT, hand_points(held, deal.starter, crib=waiting.what == "crib"))
        else:
            accept(table, PLAYER_SEAT)
    raise AssertionError("the game ended in its first two deals")


def test_a_deal_left_before_its_show_does_not_lower_the_hand_and_crib_averages() -> None:
    table = _into_the_third_deal_s_play(5)
    shown = [s for deal in table.deals for s in deal.shows if s.by == PLAYER_SEAT]
    hands = [s.pegged for s in shown if s.what == "hand"]
    cribs = [s.pegged for s in shown if s.what == "crib"]
    assert len(hands) == 2 and len(cribs) == 1 and sum(hands) > 0 and cribs[0] > 0
    play = sum(p["points"] for deal in table.deals for p in deal.plays if p["by"] == PLAYER_SEAT)
    lines = stats_lines(table_stats([table]), I18n.load().translator("en"))
    assert (  # the play's points over the three deals cut
        f"Your points per deal: play {play / 3:.1f}; hand {sum(hands) / 2:.1f}; "
        f"crib {cribs[0]:.1f} (when it was yours)."
    ) in lines
