"""« /fuseau Victoria » (British Columbia's capital) was set to Australia/Victoria, Melbourne's
clock: « C'est fait. Votre fuseau horaire : Victoria. Heure actuelle dans ce fuseau : 11 h 49
le mardi 1er décembre », her challenge changing at Australia's midnight. Canadian towns read
as their clock: Victoria and Kelowna on Pacific time, Saskatoon on Saskatchewan's, Kingston
and Sudbury on Eastern time (Ontario), Kenora on Central."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import find_timezone
from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("Victoria", "heure du Pacifique"),
        ("Victoria BC", "heure du Pacifique"),
        ("Kelowna", "heure du Pacifique"),
        ("Saskatoon", "heure de la Saskatchewan"),
        ("Kingston", "heure de l'Est (Québec, Ontario)"),
        ("Sudbury", "heure de l'Est (Québec, Ontario)"),
        ("Kenora", "heure du Centre"),
    ],
)
async def test_a_canadian_town_gets_its_clock(bot_driver: Driver, typed: str, zone: str) -> None:
    [text] = texts(await bot_driver.send(f"/fuseau {typed}", user_id=72, language_code="fr"))
    assert text.startswith(f"C'est fait. Votre fuseau horaire\u00a0: <b>{zone}</b>."), text


def test_victoria_is_not_melbourne() -> None:
    assert find_timezone("Victoria").name == "America/Vancouver"
    assert find_timezone("Australia/Victoria").name == "Australia/Victoria"  # typed in full
