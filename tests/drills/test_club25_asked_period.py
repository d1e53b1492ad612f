"""`asked_period`: the period /top's and /top games' words ask (club25: « /classement parties
novembre » was not understood; both boards now read the same periods)."""

from __future__ import annotations

from datetime import date

from bot.drills.club import Period
from bot.drills.club_args import Asked, asked_period

DEC_1 = date(2026, 12, 1)


def test_the_periods_words_ask() -> None:
    assert asked_period([], DEC_1) == Asked(Period.WEEK, DEC_1)
    assert asked_period(["mois"], DEC_1) == Asked(Period.MONTH, DEC_1)
    assert asked_period(["depuis", "le", "début"], DEC_1) == Asked(Period.ALL, DEC_1)
    assert asked_period(["hier"], DEC_1) == Asked(Period.TODAY, date(2026, 11, 30), True)
    last_month = Asked(Period.MONTH, date(2026, 11, 30), True)
    assert asked_period(["mois", "dernier"], DEC_1) == last_month
    assert asked_period(["novembre"], DEC_1) == last_month  # the month just ended
    assert asked_period(["octobre"], DEC_1) == Asked(Period.MONTH, date(2026, 10, 31), True, True)
    assert asked_period(["décembre"], DEC_1) == Asked(Period.MONTH, DEC_1)
    assert asked_period(["march", "2025"], DEC_1) == Asked(
        Period.MONTH, date(2025, 3, 31), True, True
    )


def test_a_word_not_understood_is_pointed_to() -> None:
    assert asked_period(["cette", "semane"], DEC_1) == Asked(Period.WEEK, DEC_1, unknown_at=1)
    assert asked_period(["masquer"], DEC_1).unknown_at == 0
    assert asked_period(["masquer"], DEC_1, known=frozenset({"masquer"})).unknown_at is None


def test_a_month_not_begun_is_understood_and_said_later() -> None:
    """« /classement janvier 2027 » on December 1, 2026: the week, the month not begun."""
    asked = asked_period(["janvier", "2027"], DEC_1)
    assert asked == Asked(Period.WEEK, DEC_1, later=date(2027, 1, 1))
    assert asked_period(["décembre", "2026"], DEC_1).later is None
