"""« /defi d'hier » and « /defi celui d'hier » got « Je ne peux pas lire « d'hier » comme un
jour » while « /defi hier » replayed yesterday: the words before « hier » (« d' », « celui »,
« le défi ») name the same day."""

from __future__ import annotations

from datetime import date

import pytest

from bot.drills.typed_time import parse_day

TODAY = date(2026, 11, 30)


@pytest.mark.parametrize(
    ("typed", "day"),
    [
        ("d'hier", date(2026, 11, 29)),
        ("d\u2019hier", date(2026, 11, 29)),
        ("celui d'hier", date(2026, 11, 29)),
        ("le défi d'hier", date(2026, 11, 29)),
        ("celui d'avant-hier", date(2026, 11, 28)),
        ("the one from yesterday", date(2026, 11, 29)),
        # as before
        ("hier", date(2026, 11, 29)),
        ("avant-hier", date(2026, 11, 28)),
    ],
)
def test_the_words_before_yesterday_name_it(typed: str, day: date) -> None:
    assert parse_day(typed, TODAY) == day


@pytest.mark.parametrize("typed", ["celui", "le défi", "d'"])
def test_those_words_alone_name_no_day(typed: str) -> None:
    assert parse_day(typed, TODAY) is None
