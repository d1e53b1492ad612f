""" "/tz Mexico" in English offered Mexico City alone ("I don't know… Did you mean this
one?"), where « /fuseau Mexique » offers the country's three clocks; "/tz Chile", "Ecuador",
« /fuseau Argentine », « Chili »… were refused (« Je ne connais pas le fuseau horaire »)
right after being told to type the country. A country is read by its name in the reader's
language or in English: its clocks offered when it has several, its zone when it has one
(« Mexico » in French is still the city)."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import find_timezone
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi, inline_buttons, texts
from bot.views.daily_zone import country_zones, place_zones

USER = 72
I18N = I18n.load()


def _find(typed: str, lang: str) -> tuple[str | None, tuple[str, ...]]:
    tr = I18N.translator(lang)
    found = find_timezone(typed, named=place_zones(tr), countries=country_zones(tr))
    return found.name, found.suggestions if found.several else ()


@pytest.mark.parametrize(
    ("lang", "typed", "said", "labels"),
    [
        (
            "en",
            "/tz Mexico",
            "That country has several timezones: which one is yours?",
            ["Cancún", "Mexico City", "Mazatlán"],
        ),
        (
            "fr",
            "/fuseau Mexique",
            "Ce pays a plusieurs fuseaux horaires\u00a0: lequel est le vôtre?",
            ["Cancún", "Mexico", "Mazatlán"],
        ),
    ],
)
async def test_mexico_offers_the_same_clocks_in_both_languages(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, typed: str, said: str, labels: list[str]
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert text == said, text
    message = local_api.last_message(USER)
    assert message is not None
    assert [str(b["text"]) for b in inline_buttons(message)] == labels


def test_mexico_in_french_is_the_city() -> None:
    assert _find("Mexico", "fr") == ("America/Mexico_City", ())


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(
    ("typed", "zone"),
    [("Argentina", "America/Argentina/Buenos_Aires"), ("Germany", "Europe/Berlin")],
)
def test_a_country_of_one_clock_among_several_zones_is_its_zone(
    lang: str, typed: str, zone: str
) -> None:
    assert _find(typed, lang) == (zone, ())


@pytest.mark.parametrize(
    ("lang", "typed", "first"),
    [
        ("en", "Indonesia", "Asia/Jakarta"),
        ("fr", "Nouvelle-Zélande", "Pacific/Auckland"),
        ("en", "Chile", "America/Santiago"),
        ("fr", "Chili", "America/Santiago"),
        ("fr", "Argentine", None),
        ("en", "Ecuador", "America/Guayaquil"),
        ("fr", "Russie", "Europe/Moscow"),
    ],
)
def test_a_country_of_several_clocks_offers_them(lang: str, typed: str, first: str | None) -> None:
    name, clocks = _find(typed, lang)
    if first is None:  # Argentina: one clock
        assert name == "America/Argentina/Buenos_Aires", name
        return
    assert name is None and len(clocks) >= 2 and first in clocks, clocks


@pytest.mark.parametrize(
    ("lang", "typed"), [("en", "Mexico"), ("en", "Spain"), ("en", "Brazil"), ("en", "Australia")]
)
def test_english_names_offer_what_french_names_offer(lang: str, typed: str) -> None:
    french = {"Mexico": "Mexique", "Spain": "Espagne", "Brazil": "Brésil", "Australia": "Australie"}
    assert _find(typed, lang) == _find(french[typed], "fr")


@pytest.mark.parametrize(
    ("lang", "typed", "first"),
    [
        ("fr", "Russie", ("Europe/Kaliningrad", "Europe/Moscow")),
        ("fr", "Chili", ("America/Santiago",)),
        ("en", "Indonesia", ("Asia/Jakarta",)),
        ("fr", "Équateur", ("America/Guayaquil",)),
    ],
)
def test_a_countrys_clocks_come_west_to_east(lang: str, typed: str, first: tuple[str, ...]) -> None:
    """« /fuseau Russie » offered Astrakhan first and Moscou eighth, « Chili » Punta Arenas
    before Santiago: the mainland's clocks from west to east, the islands' after them."""
    name, clocks = _find(typed, lang)
    assert name is None and clocks[: len(first)] == first, clocks
