"""« /chances aide » (« /odds help », « /chances ? ») got « Je ne comprends pas « aide ». Envoyez
votre pointage… »: a member asking how was told they were not understood. Now just how to ask,
as /ecart aide says what /ecart takes."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "how", "refused"),
    [
        ("fr", "/chances aide", "Envoyez votre pointage, puis celui de l'adversaire", "comprends"),
        ("fr", "/chances ?", "Envoyez votre pointage, puis celui de l'adversaire", "comprends"),
        ("en", "/odds help", "Send your score, then your opponent's", "cannot read"),
        ("en", "/odds Help?", "Send your score, then your opponent's", "cannot read"),
    ],
)
async def test_help_after_odds_is_how_to_ask(
    bot_driver: Driver, lang: str, typed: str, how: str, refused: str
) -> None:
    (reply,) = texts(await bot_driver.send(typed, user_id=641, language_code=lang))
    assert reply.startswith(how), reply
    assert refused not in reply


async def test_a_word_that_does_not_read_is_still_named(bot_driver: Driver) -> None:
    (reply,) = texts(await bot_driver.send("/chances 95 110 bof", user_id=642, language_code="fr"))
    assert "« bof »" in reply.replace("\u00a0", " "), reply
