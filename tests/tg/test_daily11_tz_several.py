"""« /fuseau Mexique » (Espagne, États-Unis): « Je ne connais pas le fuseau horaire Mexique. …
Hors du Canada, écrivez votre pays, comme France. »: the country just typed, refused, and she
was told to type her country. A country of several clocks now says so and offers its clocks
(Cancún first, where the club's members winter); the winter towns of the south (Punta Cana,
Varadero, Puerto Vallarta) are read as their clocks."""

from __future__ import annotations

import pytest
from test_handlers import callback_datas

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts

USER = 72


@pytest.mark.parametrize(
    ("lang", "typed", "said", "labels"),
    [
        (
            "fr",
            "/fuseau Mexique",
            "Ce pays a plusieurs fuseaux horaires\u00a0: lequel est le vôtre?",
            ["Cancún", "Mexico", "Mazatlán"],
        ),
        (
            "fr",
            "/fuseau Espagne",
            "Ce pays a plusieurs fuseaux horaires\u00a0: lequel est le vôtre?",
            ["Madrid", "Îles Canaries"],
        ),
        (
            "fr",
            "/fuseau États-Unis",
            "Ce pays a plusieurs fuseaux horaires\u00a0: lequel est le vôtre?",
            ["heure de l'Est (États-Unis)", "heure du Centre", "heure des Rocheuses"],
        ),
        (
            "en",
            "/tz Spain",
            "That country has several timezones: which one is yours?",
            ["Madrid", "Canaries"],
        ),
    ],
)
async def test_a_country_of_several_clocks_offers_them(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    typed: str,
    said: str,
    labels: list[str],
) -> None:
    calls = await bot_driver.send(typed, user_id=USER, language_code=lang)
    [text] = texts(calls)
    assert text.startswith(said), text
    assert "votre pays" not in text and "your country" not in text, text
    message = local_api.last_message(USER)
    assert message is not None
    shown = [str(b["text"]) for b in inline_buttons(message)]
    assert shown[: len(labels)] == labels, shown
    data = list(callback_datas(calls))
    done = texts(await bot_driver.press_button(message, 1, user_id=USER, language_code=lang))
    assert labels[0] in done[-1], (done, data)


@pytest.mark.parametrize(
    ("typed", "zone"),
    [
        ("/fuseau Punta Cana", "Saint-Domingue"),
        ("/fuseau Varadero", "La Havane"),
        ("/fuseau Puerto Vallarta", "Mexico"),
        ("/fuseau Playa del Carmen", "Cancún"),
    ],
)
async def test_winter_towns_of_the_south(bot_driver: Driver, typed: str, zone: str) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code="fr"))
    assert text.startswith(f"C'est fait. Votre fuseau horaire\u00a0: <b>{zone}</b>."), text
