"""« /fuseau GMT-5 », as a player writes the time five hours behind UTC (Montréal's in
winter), set the tz database's Etc/GMT-5, whose sign reads the other way (POSIX): five hours
*ahead*, « Heure actuelle dans ce fuseau : 22 h » at noon in Montréal, the daily changing at
7 p.m.; « /fuseau UTC-5 » offered « UTC », « UTC » and « GMT-5 » (the same wrong zone). Now an
offset typed as people write it is that offset, named so: « UTC-5 » (a minus sign), noon."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock, last_text

from bot.drills.daily_time import find_timezone, offset_zone
from bot.i18n import I18n
from bot.tg.local import Driver
from bot.views.daily_zone import zone_clock, zone_label

__all__ = ["clock"]

I18N = I18n.load()


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("GMT-5", "Etc/GMT+5"),
        ("UTC-5", "Etc/GMT+5"),
        ("utc -5", "Etc/GMT+5"),
        ("UTC\u22125", "Etc/GMT+5"),  # the minus sign
        ("UTC-05:00", "Etc/GMT+5"),
        ("GMT+1", "Etc/GMT-1"),
        ("UTC+14", "Etc/GMT-14"),
        ("UTC-12", "Etc/GMT+12"),
        ("GMT+0", "Etc/GMT"),
        ("UTC+5:30", None),  # no fixed zone of a half hour: suggestions, as before
        ("UTC+15", None),
        ("UTC", None),
        ("Etc/GMT-5", None),  # the tz database's name, typed in full: its own reading
    ],
)
def test_an_offset_is_read_as_people_write_it(typed: str, name: str | None) -> None:
    assert offset_zone(typed) == name
    if name is not None:
        assert find_timezone(typed).name == name


def test_the_database_s_own_names_keep_their_meaning() -> None:
    assert find_timezone("Etc/GMT-5").name == "Etc/GMT-5"
    assert find_timezone("UTC").name == "UTC"


@pytest.mark.parametrize(
    ("name", "label"),
    [("Etc/GMT+5", "UTC\u22125"), ("Etc/GMT-5", "UTC+5"), ("Etc/GMT", "UTC"), ("UTC", "UTC")],
)
def test_an_offset_zone_is_named_by_its_true_offset(name: str, label: str) -> None:
    for lang in ("fr", "en"):
        tr = I18N.translator(lang)
        assert zone_label(name, tr) == label
        assert zone_clock(name, tr) == label


@pytest.mark.parametrize(
    ("command", "lang", "said"),
    [
        ("/fuseau GMT-5", "fr", "Heure actuelle dans ce fuseau\u00a0: midi le lundi 23 novembre."),
        ("/tz UTC-5", "en", "It is noon on Monday, November 23 there."),
    ],
)
async def test_utc_minus_five_is_montreal_s_winter_clock(
    bot_driver: Driver, clock: Clock, command: str, lang: str, said: str
) -> None:
    text = last_text(await bot_driver.send(command, user_id=98, language_code=lang))
    first, second = text.split("\n")
    assert "<b>UTC\u22125</b>" in first, text
    assert second == said, text
