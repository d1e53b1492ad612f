"""« /aide skunk » ended « Avec /jouer, vous choisissez s'il compte. », read in a club's group
where /jouer opens a game between members that counts the skunk without asking: the choice is
said of a game against the bot, where /jouer offers it."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

CHOICE_FR = "Dans une partie contre moi, vous le choisissez au début de /jouer."


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/aide skunk", CHOICE_FR),
        ("fr", "/aide moitié", CHOICE_FR),
        ("en", "/help skunk", "In a game against me, you choose it when /play starts."),
    ],
)
@pytest.mark.parametrize("chat", ["private", "group"])
async def test_the_choice_is_said_of_a_game_against_the_bot(
    bot_driver: Driver, lang: str, typed: str, said: str, chat: str
) -> None:
    where = {} if chat == "private" else {"chat_id": -1003, "chat_type": "group"}
    (text,) = texts(await bot_driver.send(typed, user_id=9_782, language_code=lang, **where))
    lines = html_to_text(text).split("\n")
    assert said in lines and not any("choisissez s'il" in line for line in lines), lines
