"""« /fuseau Nunavut » answered « Je ne connais pas le fuseau horaire Nunavut » (daily14): a
territory of three clocks. It now says the territory has several and offers them, by their
towns (Iqaluit's Eastern time first)."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import find_timezone
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

USER = 72


def test_nunavut_is_read_as_its_clocks() -> None:
    found = find_timezone("Nunavut")
    assert found.name is None and found.several and found.region
    assert found.suggestions == ("America/Iqaluit", "America/Rankin_Inlet", "America/Cambridge_Bay")
    assert not find_timezone("Mexique").region


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/fuseau Nunavut",
            "Ce territoire a plusieurs fuseaux horaires\u00a0: lequel est le vôtre?",
        ),
        ("en", "/tz nunavut", "That territory has several timezones: which one is yours?"),
    ],
)
async def test_nunavut_offers_its_clocks(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert text == said, text
    message = local_api.last_message(USER)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)]
    assert labels == ["Iqaluit", "Rankin Inlet", "Cambridge Bay"], labels


async def test_a_clock_of_nunavut_pressed_is_saved(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/fuseau Nunavut", user_id=USER, language_code="fr")
    message = local_api.last_message(USER)
    assert message is not None
    done = texts(await bot_driver.press_button(message, 2, user_id=USER, language_code="fr"))
    assert "Rankin Inlet" in done[-1], done
