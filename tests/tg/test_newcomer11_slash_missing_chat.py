"""« main » typed alone in private with nothing asked (the welcome says « Commencez par
/main ») got « Je réponds aux comptes et aux commandes… »: now « Vouliez-vous dire /main?
… », the command to tap; under a waiting hand the word is still that hand's business."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

SAID = {
    "fr": "Vouliez-vous dire /{name}? Touchez-le, ou envoyez-le avec la barre oblique « / »"
    " devant.",
    "en": "Did you mean /{name}? Tap it, or send it with the slash “/” in front.",
}


@pytest.mark.parametrize(
    ("lang", "typed", "name"),
    [
        ("fr", "main", "main"),
        ("fr", "Main svp", "main"),
        ("fr", "défi", "defi"),
        ("fr", "écart", "ecart"),
        ("en", "hand", "hand"),
        ("en", "Stats!", "stats"),
    ],
)
async def test_a_command_typed_without_its_slash(
    bot_driver: Driver, lang: str, typed: str, name: str
) -> None:
    user = 11_500 + len(typed)
    await bot_driver.send("/start", user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert html_to_text(said).replace("\u00a0", " ") == SAID[lang].format(name=name), said


async def test_a_word_in_a_group_is_left_alone(bot_driver: Driver) -> None:
    said = texts(await bot_driver.send("main", user_id=11_520, chat_id=-100_520, chat_type="group"))
    assert said == []


@pytest.mark.parametrize(
    ("lang", "typed", "command"),
    [
        ("fr", "c'est quoi la variante?", "/aide variante"),
        ("fr", "C'est quoi le défi", "/aide defi"),
        ("en", "what is the daily?", "/help daily"),
    ],
)
async def test_a_question_on_a_command_is_its_help(
    bot_driver: Driver, lang: str, typed: str, command: str
) -> None:
    """It got « Je réponds aux comptes et aux commandes… »."""
    (said,) = texts(await bot_driver.send(typed, user_id=11_530, language_code=lang))
    (helped,) = texts(await bot_driver.send(command, user_id=11_530, language_code=lang))
    assert said == helped
