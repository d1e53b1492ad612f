"""« /classement novembre », "/top October": the month named, the last one begun (club24)."""

from __future__ import annotations

from datetime import date

from bot.drills.club import Period
from bot.drills.club_args import PERIOD_ARGS, named_month, period_at


def test_a_month_named_is_the_last_one_begun() -> None:
    first_of_december = date(2026, 12, 1)
    assert named_month(["novembre"], first_of_december) == date(2026, 11, 1)
    assert named_month(["octobre"], first_of_december) == date(2026, 10, 1)
    assert named_month(["november"], first_of_december) == date(2026, 11, 1)
    assert named_month(["décembre"], first_of_december) == date(2026, 12, 1)
    assert named_month(["janvier"], first_of_december) == date(2026, 1, 1)
    assert named_month(["janvier"], date(2026, 3, 15)) == date(2026, 1, 1)
    assert named_month(["décembre"], date(2026, 3, 15)) == date(2025, 12, 1)
    assert named_month(["en", "août"], date(2026, 3, 15)) == date(2025, 8, 1)
    assert named_month(["le", "mois", "de", "septembre"], date(2026, 3, 15)) == date(2025, 9, 1)


def test_a_year_typed_after_the_month() -> None:
    assert named_month(["novembre", "2025"], date(2026, 12, 1)) == date(2025, 11, 1)
    assert named_month(["janvier", "2027"], date(2026, 12, 1)) is None


def test_no_month_named() -> None:
    assert named_month([], date(2026, 12, 1)) is None
    assert named_month(["semaine"], date(2026, 12, 1)) is None
    assert named_month(["mois", "dernier"], date(2026, 12, 1)) is None


def test_since_the_beginning_is_all_time() -> None:
    words = ["depuis", "le", "début"]
    at = period_at(words)
    assert at is not None
    assert PERIOD_ARGS[words[at]] is Period.ALL


def test_since_the_beginning_in_english() -> None:
    """ "/top since the beginning" showed the week under « I do not understand “since” »."""
    for words in (["since", "the", "beginning"], ["from", "the", "start"]):
        at = period_at(words)
        assert at is not None
        assert PERIOD_ARGS.get(words[at]) is Period.ALL, words
