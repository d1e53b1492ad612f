"""« /fuseau France » offered « Tirana » and « Fort Wayne », « /fuseau Belgique » « Belize,
Belgrade, Belém », « /fuseau Haïti » nothing: a country is what a member wintering abroad
types, and the tz database has only cities. Now a country of one clock, named in the player's
language (or in English), is its zone; one of several clocks (« Mexique », « Espagne ») is
still asked about."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock, last_text

from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.tg.local import Driver
from bot.views.daily_zone import place_zones

__all__ = ["clock"]

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "typed", "name"),
    [
        ("fr", "France", "Europe/Paris"),
        ("fr", "Belgique", "Europe/Brussels"),
        ("fr", "Suisse", "Europe/Zurich"),
        ("fr", "Haïti", "America/Port-au-Prince"),
        ("fr", "république dominicaine", "America/Santo_Domingo"),
        ("fr", "Irlande", "Europe/Dublin"),
        ("fr", "Ireland", "Europe/Dublin"),  # in English in a French chat too
        ("en", "Dominican Republic", "America/Santo_Domingo"),
        ("en", "Morocco", "Africa/Casablanca"),
    ],
)
def test_a_country_of_one_clock_is_its_zone(lang: str, typed: str, name: str) -> None:
    assert find_timezone(typed, named=place_zones(I18N.translator(lang))).name == name


@pytest.mark.parametrize("typed", ["Mexique", "Espagne", "États-Unis", "Canada", "Russie"])
def test_a_country_of_several_clocks_is_asked_about(typed: str) -> None:
    assert find_timezone(typed, named=place_zones(I18N.translator("fr"))).name is None


async def test_france_is_set_in_the_chat(bot_driver: Driver, clock: Clock) -> None:
    text = last_text(await bot_driver.send("/fuseau France", user_id=102, language_code="fr"))
    assert text.split("\n") == [
        "C'est fait. Votre fuseau horaire\u00a0: <b>Paris</b>.",
        "Heure actuelle dans ce fuseau\u00a0: 18\u00a0h le lundi 23 novembre.",
    ], text
