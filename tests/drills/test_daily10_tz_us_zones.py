"""« /fuseau Est des États-Unis », "/tz Eastern US": the United States' zones by their everyday
names, with the country said. "Eastern US" offered Pacific/Easter (Easter Island), "eastern"
and "easter" sharing their start, and « Est des États-Unis » offered nothing."""

from __future__ import annotations

import pytest

from bot.drills import daily_places as places
from bot.drills.daily_time import find_timezone


@pytest.mark.parametrize(
    "typed",
    [
        "Eastern US",
        "US Eastern",
        "Eastern USA",
        "Eastern time US",
        "Eastern (United States)",
        "Est des États-Unis",
        "heure de l'Est des États-Unis",
        "Est (États-Unis)",
        "heure de l'Est américaine",
    ],
)
def test_eastern_united_states(typed: str) -> None:
    assert find_timezone(typed).name == places.US_EASTERN


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("Central US", places.CENTRAL),
        ("heure du Centre des États-Unis", places.CENTRAL),
        ("Centre des États-Unis", places.CENTRAL),
        ("Mountain US", places.MOUNTAIN),
        ("Rocheuses", places.MOUNTAIN),
        ("Pacific US", places.PACIFIC),
        ("Pacifique", places.PACIFIC),
        ("Pacifique des États-Unis", places.PACIFIC),
        ("Central", places.CENTRAL),
        ("Pacific", places.PACIFIC),
        ("Mountain", places.MOUNTAIN),
        ("heure de l'Est", places.EASTERN),
        ("Atlantique", places.ATLANTIC),
    ],
)
def test_other_zones_by_name(typed: str, zone: str) -> None:
    """Central, Mountain and Pacific time keep one clock on both sides of the border: the
    Canadian zone's name, said without a country, is right for either."""
    assert find_timezone(typed).name == zone


def test_easter_island_not_offered_for_eastern() -> None:
    assert "Pacific/Easter" not in find_timezone("Eastern States").suggestions


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("Eastern Standard Time", places.EASTERN),
        ("Eastern Daylight Time", places.EASTERN),
        ("Central Standard Time", places.CENTRAL),
        ("Pacific Standard Time", places.PACIFIC),
        ("Mountain time zone", places.MOUNTAIN),
        ("Atlantic Standard Time", places.ATLANTIC),
        ("Eastern Standard Time (US)", places.US_EASTERN),
    ],
)
def test_standard_and_daylight_names(typed: str, zone: str) -> None:
    """The names computers and calendars print ("Eastern Standard Time"): not known, they
    were answered « Écrivez la grande ville la plus proche »."""
    assert find_timezone(typed).name == zone
