"""A member who resigned at a table of three was named after her seat's new name in lines
written before she resigned: the next deal's message, edited, opened on « Le robot (pour
Ann) a oublié 2 points (main : 2 annoncé…) » for Ann's own short count. Those lines keep the
names as they were when they were first written; what the bot counts after is its own."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, deal_next, lay_away_cards, lay_card, new_table, resign
from bot.drills.table_show import count
from bot.drills.table_state import Calls, Seat, Step, Table
from bot.drills.table_turn import Mark, due, mark_of, show_cards
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.storage.repo_members import MemberGame
from bot.tg.local_checks import html_to_text
from bot.views.members_news import compose, no_intro
from tests.member_games import member_game

NAMES = ("Ann", "Ben", "Cy")


def _step(table: Table, rng: random.Random) -> Step | None:
    """One person's step, the first due (None: the game is over)."""
    waiting = advance(table, rng)
    if waiting is None:
        return None
    if waiting.step is Step.LAY_AWAY:
        for w in due(table):
            hand = table.deal.hands[w.seat]
            lay_away_cards(table, w.seat, hand[: len(hand) - 4])
    elif waiting.step is Step.PLAY:
        lay_card(table, waiting.seat, waiting.legal[0])
    elif waiting.step is Step.DEAL:
        deal_next(table, waiting.seat)
    elif waiting.step is Step.COUNT and table.deal.starter is not None:
        cards = show_cards(table.deal, waiting.seat, waiting.what or "hand")
        crib = waiting.what == "crib"
        count(table, waiting.seat, hand_points(cards, table.deal.starter, crib=crib))
    return waiting.step


def _short_then_resigned() -> tuple[Table, int, Mark]:
    """A table of three at its first count, worth 2 or more, said 0; that member resigns."""
    for seed in range(200):
        rng = random.Random(seed)
        rules = Rules(players=3, muggins=False)
        table = new_table(rng, f"m{seed}", rules, [Seat(i + 1) for i in range(3)])
        table.calls = Calls.OPEN
        waiting = advance(table, rng)
        while waiting is not None and waiting.step is not Step.COUNT:
            _step(table, rng)
            waiting = advance(table, rng)
        assert waiting is not None and table.deal.starter is not None
        if waiting.step is not Step.COUNT or waiting.what != "hand":
            continue
        cards = show_cards(table.deal, waiting.seat, "hand")
        if hand_points(cards, table.deal.starter, crib=False) < 2:
            continue
        count(table, waiting.seat, 0)
        resign(table, waiting.seat)
        mark = mark_of(table)
        while len(table.deals) == 1 and _step(table, rng) is not None:
            mark = mark_of(table) if len(table.deals) == 1 else mark
        advance(table, rng)
        return table, waiting.seat, mark
    raise AssertionError("no short count found")


def _game(table: Table) -> MemberGame:
    return member_game(NAMES, first_user=1, table=table)


@pytest.mark.parametrize(
    ("lang", "missed", "robot"),
    [
        ("fr", "{name} a oublié", "robot (pour {name}) a oublié"),
        ("en", "{name} missed", "{name}'s bot missed"),
    ],
)
def test_a_count_said_before_resigning_keeps_the_member_s_name(
    lang: str, missed: str, robot: str
) -> None:
    table, seat, before = _short_then_resigned()
    assert len(table.deals) == 2  # the next deal is dealt: its message opens on the summary
    tr = I18n.load().translator(lang)
    news = compose(_game(table), table, before, no_intro, tr)
    text = html_to_text(
        "\n".join([*(news.live or []), *(x for m in news.messages for x in m.lines)])
    )
    name = NAMES[seat]
    assert missed.format(name=name) in text, text
    assert robot.format(name=name) not in text, text
