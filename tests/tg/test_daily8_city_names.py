"""« /fuseau Bruxelles » answered « Je ne connais pas le fuseau horaire Bruxelles. Vouliez-vous
dire l'un de ceux-ci? » over a button « Bruxelles »: the bot named the city in French but read
only the tz database's English (Brussels); « Moscou », « Le Caire », « Alger », « Londres »,
« Lisbonne » alike. Now a city as the player's language names it is that city's zone."""

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
    ("typed", "name"),
    [
        ("Bruxelles", "Europe/Brussels"),
        ("Moscou", "Europe/Moscow"),
        ("le caire", "Africa/Cairo"),
        ("Alger", "Africa/Algiers"),
        ("Londres", "Europe/London"),
        ("Lisbonne", "Europe/Lisbon"),
    ],
)
def test_a_city_in_french_is_its_zone(typed: str, name: str) -> None:
    assert find_timezone(typed).name is None  # the tz database alone does not know it
    assert find_timezone(typed, named=place_zones(I18N.translator("fr"))).name == name


def test_the_names_players_use_come_first() -> None:
    named = place_zones(I18N.translator("fr"))
    assert find_timezone("Québec", named=named).name == "America/Toronto"
    assert find_timezone("GMT-5", named=named).name == "Etc/GMT+5"
    assert find_timezone("Brussels", named=named).name == "Europe/Brussels"


@pytest.mark.parametrize(
    ("command", "lang", "said"),
    [
        ("/fuseau Bruxelles", "fr", "C'est fait. Votre fuseau horaire\u00a0: <b>Bruxelles</b>."),
        ("/fuseau Moscou", "fr", "C'est fait. Votre fuseau horaire\u00a0: <b>Moscou</b>."),
        ("/tz Brussels", "en", "Done. Your timezone: <b>Brussels</b>."),
    ],
)
async def test_a_city_named_in_the_player_s_language_is_set(
    bot_driver: Driver, clock: Clock, command: str, lang: str, said: str
) -> None:
    text = last_text(await bot_driver.send(command, user_id=99, language_code=lang))
    assert text.replace("&#x27;", "'").split("\n")[0] == said, text
