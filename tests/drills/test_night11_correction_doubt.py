"""`correction_doubt`: a correction without its round that is not written, and the table the
organizer is asked about."""

from __future__ import annotations

from bot.drills.night_args import correction_doubt, correction_of

TABLES = {(1, 1), (1, 2), (2, 1), (2, 2)}


def _doubt(words: str, drawn: int, confirmed: tuple[int, int] | None) -> tuple[int, int] | None:
    args = words.split()
    asked = correction_of(args, drawn)
    assert asked is not None
    return correction_doubt(args, asked, lambda r, t: (r, t) in TABLES, confirmed)


def test_a_score_forgotten_names_its_table() -> None:
    assert _doubt("1 1 121", 1, None) == (1, 1)
    assert _doubt("1 2 121", 2, None) == (1, 2)


def test_a_confirmed_score_is_not_replaced_without_the_round() -> None:
    assert _doubt("1 121 95", 2, (121, 90)) == (2, 1)
    assert _doubt("1 121 95", 2, (121, 95)) is None  # the very score: nothing replaced
    assert _doubt("1 121 95", 2, None) is None  # not confirmed: written


def test_the_whole_correction_is_always_written() -> None:
    args = ["1", "1", "121", "95"]
    asked = correction_of(args, 2)
    assert asked is not None
    assert correction_doubt(args, asked, lambda r, t: True, (121, 90)) is None
