"""Where club members winter, as they write it: « /fuseau Hawaï » (its French spelling), « /fuseau
Las Vegas », « /fuseau Nevada » and "/tz US" said « Je ne connais pas le fuseau horaire »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/fuseau Hawaï", "C'est fait. Votre fuseau horaire\u00a0: <b>Honolulu</b>."),
        (
            "fr",
            "/fuseau Las Vegas",
            "C'est fait. Votre fuseau horaire\u00a0: <b>heure du Pacifique</b>.",
        ),
        (
            "fr",
            "/fuseau Nevada",
            "C'est fait. Votre fuseau horaire\u00a0: <b>heure du Pacifique</b>.",
        ),
        ("en", "/tz US", "That country has several timezones: which one is yours?"),
    ],
)
async def test_winter_places_as_written(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=72, language_code=lang))
    assert text.startswith(said), text


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/fuseau Arizona",
            "C'est fait. Votre fuseau horaire\u00a0: <b>heure de l'Arizona</b>.",
        ),
        ("en", "/tz Arizona", "Done. Your timezone: <b>Arizona time</b>."),
        (
            "fr",
            "/fuseau Mesa",
            "C'est fait. Votre fuseau horaire\u00a0: <b>heure de l'Arizona</b>.",
        ),
    ],
)
async def test_arizona_is_named_arizona(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    """« /fuseau Arizona » answered « Votre fuseau horaire : Phoenix », a city she had not
    named (the United States' clocks offered « Phoenix » among « heure du Centre »…)."""
    [text] = texts(await bot_driver.send(typed, user_id=72, language_code=lang))
    assert text.startswith(said), text
