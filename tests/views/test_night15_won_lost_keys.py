"""« I won » / « I lost » under a player's private notice: which table they go under
(`NightState.unscored_table`, the decision the handler made) and what they say and carry
(`night_private.won_lost_buttons`), both out of the handler, tested directly."""

from __future__ import annotations

import pytest

from bot.drills.night_state import NightState
from bot.i18n import I18n
from bot.storage.repo_night_tables import NightTable
from bot.views.night_private import won_lost_buttons
from tests.drills.night_records import Night, Player

ANN, BEN = 62, 63


def table(round_: int, score: tuple[int, int] | None = None, confirmed: bool = False) -> NightTable:
    return NightTable(
        night_id="0123abcdef",
        round=round_,
        table=2,
        a=("p1",),
        b=("p2",),
        score=score,
        confirmed=confirmed,
        disputed=False,
        entered_by=None if score is None else BEN,
        corrected_by=None,
        message_id=None,
        turned=False,
    )


def state(*tables: NightTable) -> NightState[Night, Player, NightTable]:
    players = [Player("p1", 1, "Ann", ANN), Player("p2", 2, "Ben", BEN)]
    return NightState(Night(), players, list(tables))


def test_the_table_waiting_for_its_score() -> None:
    waiting = table(2)
    assert state(table(1, (121, 90), True), waiting).unscored_table(ANN) is waiting
    assert state(table(2, (121, 90))).unscored_table(ANN) is None  # written: Ben confirms
    assert state(table(1, (121, 90), True)).unscored_table(ANN) is None  # all confirmed
    assert state(waiting).unscored_table(99) is None  # not a player of the night


@pytest.mark.parametrize(
    ("lang", "won", "lost"), [("fr", "🏆 J'ai gagné", "J'ai perdu"), ("en", "🏆 I won", "I lost")]
)
def test_the_buttons(lang: str, won: str, lost: str) -> None:
    keys = won_lost_buttons(table(2), I18n.load().translator(lang))
    assert keys == [(won, "nw:0123abcdef:2:2:w"), (lost, "nw:0123abcdef:2:2:l")]
