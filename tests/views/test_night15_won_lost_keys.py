"""« I won » / « I lost » under a player's private notice: which table they go under
(`NightState.unscored_table`, the decision the handler made) and what they say and carry
(`night_private.won_lost_buttons`), the loser's tens and units, the opponent's confirmation
and the organizer's « Keep »: their labels and callback data out of the handlers, tested
directly."""

from __future__ import annotations

import pytest

from bot.drills.night_state import NightState
from bot.i18n import I18n
from bot.storage.repo_night_tables import NightTable
from bot.views.night_private import tens_buttons, units_buttons, won_lost_buttons
from bot.views.night_score_posts import confirm_buttons, keep_buttons
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


def test_the_loser_points_by_buttons() -> None:
    """The tens of a game of 121 (0… to 120…), the units under the target (120 alone in the
    last tens), a game of 61's."""
    head = "nw:0123abcdef:2:2:w"
    tens = tens_buttons(head, 121)
    assert tens[0] == ("0…", f"{head}:0") and tens[-1] == ("120…", f"{head}:12") and len(tens) == 13
    assert units_buttons(f"{head}:12", 12, 121) == [("120", f"{head}:12:0")]
    assert [label for label, _ in units_buttons(f"{head}:5", 5, 61)] == [
        str(n) for n in range(50, 60)
    ]
    assert len(tens_buttons(head, 61)) == 7
    assert all(len(data.encode()) <= 64 for _, data in units_buttons(f"{head}:9", 9, 121))


@pytest.mark.parametrize(
    ("lang", "yes", "no", "keep"),
    [
        ("fr", "✅ C'est juste", "✋ Je ne suis pas d'accord", "Garder 121 à 59"),
        ("en", "✅ That is right", "✋ I do not agree", "Keep 121 to 59"),
    ],
)
def test_the_confirmation_and_the_organizers_keep(lang: str, yes: str, no: str, keep: str) -> None:
    tr = I18n.load().translator(lang)
    written = table(2, (121, 59))
    assert confirm_buttons(written, tr) == [
        (yes, "nc:0123abcdef:2:2:121:59:y"),
        (no, "nc:0123abcdef:2:2:121:59:n"),
    ]
    assert keep_buttons(written, tr) == [(keep, "nk:0123abcdef:2:2:121:59")]
