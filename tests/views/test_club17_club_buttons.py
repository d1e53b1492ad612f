"""The club's buttons as (label, callback data): a board's period buttons (`period_buttons`)
and /club's settings (`settings_rows`). Built in club_base's and club_settings' handlers
before."""

from __future__ import annotations

import pytest

from bot.drills.club import Period, TieBreak
from bot.drills.club_args import SET_PATTERN, button_setting
from bot.i18n import I18n
from bot.storage.repo_club import Club
from bot.views.club import period_buttons
from bot.views.club_settings import settings_buttons, settings_rows

I18N = I18n.load()
CLUB = Club(-100, "Club", "x" * 22, True, None, None, None, True, TieBreak.CONTRE, "", "")


def test_the_period_buttons_keep_the_boards_language_and_mark_the_current_one() -> None:
    (row,) = period_buttons(Period.WEEK, I18N.translator("fr"), "ct")
    assert [data for _label, data in row] == [
        "ct:today:fr",
        "ct:week:fr",
        "ct:month:fr",
        "ct:all:fr",
    ]
    assert [label for label, _data in row] == [
        "Aujourd'hui",
        "• Semaine",
        "Mois",
        "Depuis toujours",
    ]
    (row,) = period_buttons(Period.ALL, I18N.translator("en"), "cg")
    assert row[-1] == ("• All time", "cg:all:en") and row[0] == ("Today", "cg:today:en")


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_settings_buttons_carry_the_messages_language(lang: str) -> None:
    tr = I18N.translator(lang)
    rows = settings_rows(CLUB, tr)
    plain = settings_buttons(CLUB, tr)
    labels = [[label for label, _ in row] for row in rows]
    assert labels == [[name for name, _ in row] for row in plain]
    for row, bare in zip(rows, plain, strict=True):
        for (_label, data), (_, short) in zip(row, bare, strict=True):
            assert data == f"cs:{short}:{lang}" and len(data.encode()) <= 64
            match = SET_PATTERN.match(data)
            assert match is not None and match[9] == lang
            assert button_setting(match)
