"""What a club member reads in French (issue 43, findings 5 and 10): French commands and
words in every French reply, place names for the time zone, never the tz database's.

Each test runs in both languages: the French reply names the French command and word, the
English one the English.
"""

from __future__ import annotations

import re

import pytest
from test_handlers import one_text

from bot.tg.local import Driver, html_to_text, texts

IANA = re.compile(r"\b(America|Europe|Pacific|Asia|Africa|Australia)/\w+")

LANGS = [("fr", "fr"), ("en", "en")]


@pytest.mark.parametrize(
    ("code", "on", "off"),
    [("fr", "/images oui", "/images non"), ("en", "/pictures on", "/pictures off")],
)
async def test_pictures_tell_the_command_in_the_players_words(
    bot_driver: Driver, code: str, on: str, off: str
) -> None:
    shown = html_to_text(
        one_text(await bot_driver.send("/images", user_id=4301, language_code=code))
    )
    assert off in shown or on in shown
    bad = html_to_text(
        one_text(await bot_driver.send("/images bof", user_id=4301, language_code=code))
    )
    assert on in bad and off in bad
    if code == "fr":
        assert "/pictures" not in shown + bad and " off" not in shown + bad


@pytest.mark.parametrize(("code", "off"), [("fr", "/rappel non"), ("en", "/remind off")])
async def test_a_reminder_says_how_to_stop_it_in_the_players_words(
    bot_driver: Driver, code: str, off: str
) -> None:
    shown = html_to_text(
        one_text(await bot_driver.send("/rappel 19:30", user_id=4302, language_code=code))
    )
    assert off in shown
    assert not IANA.search(shown), shown
    if code == "fr":
        assert "off" not in shown


@pytest.mark.parametrize(
    ("code", "typed", "shown"),
    [
        ("fr", "Sainte-Anne-des-Monts", "heure de l'Est"),
        ("fr", "Cap-aux-Meules", "heure de l'Atlantique"),
        ("fr", "Chandler", "heure de l'Est"),
        ("fr", "New Richmond", "heure de l'Est"),
        ("fr", "Matane", "heure de l'Est"),
        ("fr", "Carleton", "heure de l'Est"),
        ("fr", "Percé", "heure de l'Est"),
        ("fr", "Gaspé", "heure de l'Est"),
        ("fr", "Havre-Aubert", "heure de l'Atlantique"),
        ("en", "Sainte-Anne-des-Monts", "Eastern time"),
        ("en", "Cap-aux-Meules", "Atlantic time"),
        ("en", "Europe/Paris", "Paris"),
    ],
)
async def test_gaspesie_and_the_islands_are_known_and_no_zone_is_shown_by_its_code(
    bot_driver: Driver, code: str, typed: str, shown: str
) -> None:
    reply = html_to_text(
        one_text(await bot_driver.send(f"/fuseau {typed}", user_id=4303, language_code=code))
    )
    assert shown in reply
    assert not IANA.search(reply), reply
    again = "\n".join(
        html_to_text(t)
        for t in texts(await bot_driver.send("/fuseau", user_id=4303, language_code=code))
    )
    assert shown in again and not IANA.search(again), again


@pytest.mark.parametrize(("code", "example"), [("fr", "Gaspé"), ("en", "Gaspé")])
async def test_an_unknown_place_is_answered_with_a_place(
    bot_driver: Driver, code: str, example: str
) -> None:
    reply = html_to_text(
        "\n".join(texts(await bot_driver.send("/fuseau Zzyzxq", user_id=4304, language_code=code)))
    )
    assert example in reply and not IANA.search(reply), reply


@pytest.mark.parametrize(("code", "command"), [("fr", "/variante"), ("en", "/variant")])
async def test_the_game_names_the_variant_command_in_the_players_words(
    bot_driver: Driver, code: str, command: str
) -> None:
    reply = html_to_text(
        "\n".join(texts(await bot_driver.send("/partie", user_id=4305, language_code=code)))
    )
    assert f"({command} " in reply, reply
    if code == "fr":
        assert "/variant " not in reply


@pytest.mark.parametrize(("code", "back"), [("fr", "/classement afficher"), ("en", "/top on")])
async def test_hiding_from_the_boards_says_how_to_come_back_in_the_players_words(
    bot_driver: Driver, code: str, back: str
) -> None:
    reply = html_to_text(
        one_text(await bot_driver.send("/classement masquer", user_id=4306, language_code=code))
    )
    assert back in reply, reply
    assert back.split()[0] + " " + back.split()[1] in reply
    if code == "fr":
        assert " on " not in reply and " off" not in reply


@pytest.mark.parametrize(("code", "example"), [("fr", "/variante fadoq"), ("en", "/variant fadoq")])
async def test_the_variant_menu_names_its_command_in_the_players_words(
    bot_driver: Driver, code: str, example: str
) -> None:
    reply = html_to_text(
        "\n".join(texts(await bot_driver.send("/variante", user_id=4307, language_code=code)))
    )
    assert example in reply, reply
    if code == "fr":
        assert "/variant " not in reply
