"""Local days across timezones, midnight and daylight-saving changes; timezone input."""

from __future__ import annotations

from datetime import UTC, date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.drills.daily import Streak, streak
from bot.drills.daily_time import (
    DEFAULT_TZ,
    find_timezone,
    is_timezone,
    local_day,
    still_today_somewhere,
    suggest_timezones,
    timezone_names,
    zone,
)

TORONTO = ZoneInfo("America/Toronto")
TOKYO = ZoneInfo("Asia/Tokyo")


def utc(text: str) -> datetime:
    return datetime.fromisoformat(text).replace(tzinfo=UTC)


@pytest.mark.parametrize(
    ("moment", "tz", "day"),
    [
        # Standard time (UTC-5).
        ("2026-11-23T04:59", TORONTO, date(2026, 11, 22)),
        ("2026-11-23T05:00", TORONTO, date(2026, 11, 23)),
        # Spring forward, 2026-03-08 at 2:00: EST (-5) before, EDT (-4) after.
        ("2026-03-08T04:59", TORONTO, date(2026, 3, 7)),
        ("2026-03-08T05:00", TORONTO, date(2026, 3, 8)),
        ("2026-03-09T03:59", TORONTO, date(2026, 3, 8)),  # 23:59 EDT: the day was 23 hours
        ("2026-03-09T04:00", TORONTO, date(2026, 3, 9)),
        # Fall back, 2026-11-01 at 2:00: EDT before, EST after (a 25-hour day).
        ("2026-11-01T03:59", TORONTO, date(2026, 10, 31)),
        ("2026-11-01T04:00", TORONTO, date(2026, 11, 1)),
        ("2026-11-02T04:59", TORONTO, date(2026, 11, 1)),
        ("2026-11-02T05:00", TORONTO, date(2026, 11, 2)),
        # The same instant is another day elsewhere.
        ("2026-11-23T15:00", TOKYO, date(2026, 11, 24)),
        ("2026-11-23T14:59", TOKYO, date(2026, 11, 23)),
    ],
)
def test_local_day(moment: str, tz: ZoneInfo, day: date) -> None:
    assert local_day(utc(moment), tz) == day


def test_local_day_needs_an_aware_time() -> None:
    with pytest.raises(ValueError):
        local_day(datetime(2026, 11, 23, 12), TORONTO)


def test_a_streak_across_both_dst_changes_played_just_before_midnight() -> None:
    """Played every evening at 23:30 Toronto time from March to November: no day lost."""
    start, end = date(2026, 3, 1), date(2026, 11, 10)
    finished = []
    day = start
    while day <= end:
        evening = datetime.combine(day, time(23, 30), tzinfo=TORONTO).astimezone(UTC)
        finished.append(local_day(evening, TORONTO))
        day += timedelta(days=1)
    n = (end - start).days + 1
    assert streak(finished, end) == Streak(n, n)
    assert streak(finished, end + timedelta(days=1)) == Streak(n, n)
    assert streak(finished, end + timedelta(days=2)) == Streak(0, n)


def test_a_streak_played_at_the_same_instants_from_two_timezones() -> None:
    """15:00 UTC every day is the same local date in Toronto and the next one in Tokyo: both
    players keep their streak, each on their own dates."""
    instants = [utc("2026-11-20T15:00") + timedelta(days=n) for n in range(4)]
    toronto = [local_day(i, TORONTO) for i in instants]
    tokyo = [local_day(i, TOKYO) for i in instants]
    assert toronto[0] == date(2026, 11, 20) and tokyo[0] == date(2026, 11, 21)
    now = utc("2026-11-24T16:00")
    assert streak(toronto, local_day(now, TORONTO)) == Streak(4, 4)
    assert streak(tokyo, local_day(now, TOKYO)) == Streak(4, 4)


def test_midnight_breaks_a_streak_only_after_a_whole_missed_day() -> None:
    finished = [date(2026, 11, 21), date(2026, 11, 22)]
    assert streak(finished, local_day(utc("2026-11-24T04:59"), TORONTO)).current == 2  # 23:59
    assert streak(finished, local_day(utc("2026-11-24T05:00"), TORONTO)).current == 0  # 00:00


@pytest.mark.parametrize(
    ("moment", "day", "still"),
    [
        ("2026-11-23T11:59", date(2026, 11, 22), True),  # 23:59 on the 22nd in UTC-12
        ("2026-11-23T12:00", date(2026, 11, 22), False),
        ("2026-11-23T12:00", date(2026, 11, 23), True),
        ("2026-11-20T00:00", date(2026, 11, 23), True),  # not even started
    ],
)
def test_still_today_somewhere(moment: str, day: date, still: bool) -> None:
    assert still_today_somewhere(day, utc(moment)) == still


# -- Timezone input --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("America/Toronto", "America/Toronto"),
        ("america/toronto", "America/Toronto"),
        ("  Europe/Paris ", "Europe/Paris"),
        ("Toronto", "America/Toronto"),
        ("paris", "Europe/Paris"),
        ("new york", "America/New_York"),
        ("UTC", "UTC"),
    ],
)
def test_find_timezone(typed: str, name: str) -> None:
    assert find_timezone(typed).name == name


@pytest.mark.parametrize("typed", ["Pari", "Palmr", "Casy", "Vostock", "Syowa Station"])
def test_a_research_station_is_never_offered_for_a_near_spelling(typed: str) -> None:
    """Played: « /fuseau Pari » offered Paris, Palmer (a station in Antarctica) and Madrid;
    nobody in a club lives at a research station: their zones are chosen when typed exactly."""
    assert not any(name.startswith("Antarctica/") for name in suggest_timezones(typed))


@pytest.mark.parametrize("typed", ["Antarctica/Palmer", "Palmer"])
def test_a_research_station_typed_exactly_is_still_found(typed: str) -> None:
    found = find_timezone(typed)
    assert found.name == "Antarctica/Palmer" or "Antarctica/Palmer" in found.suggestions


@pytest.mark.parametrize(
    ("typed", "suggested"),
    [
        ("Amercia/Toronto", "America/Toronto"),
        ("America/Torotno", "America/Toronto"),
        ("Europe/Pari", "Europe/Paris"),
        ("Montreall", "America/Montreal"),
    ],
)
def test_typos_get_suggestions(typed: str, suggested: str) -> None:
    found = find_timezone(typed)
    assert found.name is None
    assert suggested in found.suggestions
    assert 1 <= len(found.suggestions) <= 3
    assert all(is_timezone(name) for name in found.suggestions)


@pytest.mark.parametrize(
    ("typed", "first"),
    [
        ("Saint", "America/Toronto"),  # suggested Saipan, Saigon, Santiago
        ("Sainte", "America/Toronto"),
        ("St-", "America/Toronto"),
        ("Saint-Jean", "America/Toronto"),
        ("Sainte-Anne", "America/Toronto"),
        ("Saint-Hyacinte", "America/Toronto"),
        ("Drumondville", "America/Toronto"),
        ("Chibougamo", "America/Toronto"),
        ("Havre-Aub", "America/Halifax"),
    ],
)
def test_a_quebec_town_the_words_fit_is_suggested_first(typed: str, first: str) -> None:
    found = find_timezone(typed)
    assert found.name is None
    assert found.suggestions[0] == first
    assert 1 <= len(found.suggestions) <= 3


@pytest.mark.parametrize(
    ("typed", "name"),
    [
        ("Québec", "America/Toronto"),
        ("quebec", "America/Toronto"),
        ("Montréal", "America/Toronto"),
        ("MONTREAL", "America/Toronto"),
        ("Gaspé", "America/Toronto"),
        ("Trois-Rivières", "America/Toronto"),
        ("Îles-de-la-Madeleine", "America/Halifax"),
        ("iles de la madeleine", "America/Halifax"),
        ("heure de l'Est", "America/Toronto"),
        ("heure de l\u2019Est", "America/Toronto"),
        ("heure de l'Atlantique", "America/Halifax"),
        ("Eastern", "America/Toronto"),
        ("Atlantic", "America/Halifax"),
        ("Newfoundland", "America/St_Johns"),
        ("Terre-Neuve", "America/St_Johns"),
        ("EST", "America/Toronto"),
        ("edt", "America/Toronto"),
        ("EST5EDT", "America/Toronto"),
        ("AST", "America/Halifax"),
        ("PST", "America/Vancouver"),
        # Québec's towns: « /fuseau Drummondville » suggested Antarctica/DumontDUrville,
        # « /fuseau Granby » Iran.
        ("Drummondville", "America/Toronto"),
        ("Granby", "America/Toronto"),
        ("Saint-Jean-sur-Richelieu", "America/Toronto"),
        ("St-Jean-sur-Richelieu", "America/Toronto"),
        ("Ste-Agathe-des-Monts", "America/Toronto"),
        ("St. John's", "America/St_Johns"),
        ("Val-d'Or", "America/Toronto"),
        ("Rouyn-Noranda", "America/Toronto"),
        ("Shawinigan", "America/Toronto"),
        ("Rivière-du-Loup", "America/Toronto"),
        ("Lac-Mégantic", "America/Toronto"),
        # « /fuseau Chibougamau » suggested Chihuahua (Mexico), « Edmundston » Edmonton
        # (Mountain time), « Caraquet » nothing.
        ("Chibougamau", "America/Toronto"),
        ("Chapais", "America/Toronto"),
        ("La Sarre", "America/Toronto"),
        ("Havre-St-Pierre", "America/Toronto"),
        ("Port-Cartier", "America/Toronto"),
        ("Maniwaki", "America/Toronto"),
        ("Rimouski", "America/Toronto"),
        ("Sept-Îles", "America/Toronto"),
        ("Saguenay", "America/Toronto"),
        ("Sherbrooke", "America/Toronto"),
        ("Gatineau", "America/Toronto"),
        ("les Îles-de-la-Madeleine", "America/Halifax"),
        ("Cap-aux-Meules", "America/Halifax"),
        ("Moncton", "America/Moncton"),
        ("Edmundston", "America/Moncton"),
        ("Caraquet", "America/Moncton"),
        ("Shippagan", "America/Moncton"),
        ("Lamèque", "America/Moncton"),
        ("Tracadie-Sheila", "America/Moncton"),
        ("Dieppe", "America/Moncton"),
        ("Bouctouche", "America/Moncton"),
        ("Fredericton", "America/Moncton"),
        ("Nouveau-Brunswick", "America/Moncton"),
        ("St. John's", "America/St_Johns"),  # Newfoundland's, not New Brunswick's Saint John
        # Where members winter: "/fuseau Floride" suggested Lord Howe (Australia).
        ("Floride", "America/New_York"),
        ("Florida", "America/New_York"),
        ("Fort Lauderdale", "America/New_York"),
        ("Fort-Lauderdale", "America/New_York"),
        ("Miami", "America/New_York"),
        ("Pompano Beach", "America/New_York"),
        ("Arizona", "America/Phoenix"),
        ("Mesa", "America/Phoenix"),
        ("Texas", "America/Winnipeg"),
        ("McAllen", "America/Winnipeg"),
        ("Californie", "America/Vancouver"),
    ],
)
def test_names_quebec_and_canadian_players_use(typed: str, name: str) -> None:
    assert find_timezone(typed).name == name


def test_est_keeps_daylight_saving_time() -> None:
    """ "EST" typed in July is Montréal's time, UTC-4 then, not the fixed UTC-5 zone."""
    july = datetime(2026, 7, 1, 16, 0, tzinfo=UTC)
    name = find_timezone("EST").name
    assert name is not None and july.astimezone(zone(name)).hour == 12
    assert not is_timezone("EST") and "EST" not in timezone_names()


@pytest.mark.parametrize("typed", ["", "   ", "xyzzy-qwerty", "localtime", "Factory", "x" * 500])
def test_nonsense_is_refused(typed: str) -> None:
    assert find_timezone(typed).name is None


def test_zones() -> None:
    assert is_timezone(DEFAULT_TZ)
    assert zone(DEFAULT_TZ) == TORONTO
    assert "localtime" not in timezone_names()
    with pytest.raises(ValueError):
        zone("Mars/Olympus_Mons")
    assert suggest_timezones("America/Toronto")[0] == "America/Toronto"
