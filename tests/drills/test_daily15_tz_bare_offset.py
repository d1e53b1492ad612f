"""« /fuseau -5 », "/tz +1" (an offset written without « UTC », as a phone's settings show
it) answered « Je ne connais pas le fuseau horaire -5 », where « UTC-5 » is read: the offset
alone is that offset."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import find_timezone, offset_zone


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("-5", "Etc/GMT+5"),
        ("- 5", "Etc/GMT+5"),
        ("\u22124", "Etc/GMT+4"),  # the minus sign
        ("-05:00", "Etc/GMT+5"),
        ("+1", "Etc/GMT-1"),
        ("5", None),  # no sign: no offset
        ("-15", None),
        ("UTC-5", "Etc/GMT+5"),  # as before
    ],
)
def test_an_offset_alone_is_read(typed: str, name: str | None) -> None:
    assert offset_zone(typed) == name
    if name is not None:
        assert find_timezone(typed).name == name
