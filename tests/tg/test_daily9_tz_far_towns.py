"""« /fuseau Lyon » offered Rangoun and Londres (spelt alike, a world away) and the hint named
only Montréal, Québec and Gaspé: a French town is not in the timezone data. Now only a near
spelling (a typo) is offered, and the reply says to type the country, which works
(« /fuseau France »)."""

from __future__ import annotations

import pytest
from test_daily_chat import Clock, clock, last_text
from test_handlers import callback_datas

from bot.drills.daily_time import find_timezone
from bot.storage import Database
from bot.tg.local import Driver

__all__ = ["clock"]  # the fixture, used by name


@pytest.mark.parametrize(
    ("typed", "far"),
    [
        ("Lyon", {"Asia/Yangon", "Asia/Rangoon", "Europe/London"}),
        ("Marseille", {"Africa/Libreville"}),
        ("Nice", {"Pacific/Niue", "Africa/Niamey"}),
        ("Lille", {"America/Louisville", "Africa/Libreville"}),
        ("Strasbourg", {"America/Indiana/Petersburg"}),
        ("Acapulco", {"Asia/Macau", "Asia/Macao"}),  # was test_daily8_tz_buttons_once's
        ("Genève", {"America/Denver", "Mexico/General"}),  # was test_daily8_tz_legacy_names'
    ],
)
def test_a_town_spelt_like_a_far_zone_is_not_offered_it(typed: str, far: set[str]) -> None:
    found = find_timezone(typed)
    assert found.name is None
    assert not far & set(found.suggestions), found.suggestions


@pytest.mark.parametrize(("typed", "zone"), [("Pari", "Europe/Paris"), ("Madird", "Europe/Madrid")])
def test_a_typo_of_a_city_is_still_offered(typed: str, zone: str) -> None:
    assert zone in find_timezone(typed).suggestions


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Hors du Canada, écrivez votre pays, comme <code>France</code>."),
        ("en", "Outside Canada, write your country, like <code>France</code>."),
    ],
)
async def test_an_unknown_town_is_told_to_type_its_country(
    bot_driver: Driver, db: Database, clock: Clock, lang: str, said: str
) -> None:
    calls = await bot_driver.send("/fuseau Lyon", user_id=58, language_code=lang)
    assert said in last_text(calls), last_text(calls)
    assert list(callback_datas(calls)) == []
    calls = await bot_driver.send("/fuseau Saint", user_id=58, language_code=lang)
    assert said in last_text(calls), last_text(calls)  # beside the suggestions too
    await bot_driver.send("/fuseau France", user_id=58, language_code=lang)
    user = await db.users.get_user(58)
    assert user is not None and user.settings["tz"] == "Europe/Paris"
