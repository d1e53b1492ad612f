"""« /aide jouer » said « Dans un groupe : /jouer @membre, ou /jouer en réponse… » and « un
membre qui reste seul contre le robot »: « @membre » is a placeholder a member of 72 types
as it reads (an invitation to nobody), and « le robot » is the « je » of every other line.
It now says what to type (/jouer in reply to a member's message, or /jouer @ then their name
from the list) and « contre moi »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

SAID = {
    "fr": (
        "/jouer @membre",
        "robot",
        "Dans un groupe\u00a0: /jouer en réponse au message d'un membre, ou /jouer @ puis son nom"
        " dans la liste, invite ce membre",
    ),
    "en": (
        "/play @member",
        "the bot",
        "In a group: /play in reply to a member's message, or /play @ then their name from the"
        " list, invites that member",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_help_on_play_says_what_to_type(bot_driver: Driver, lang: str) -> None:
    placeholder, robot, line = SAID[lang]
    command = "/aide jouer" if lang == "fr" else "/help play"
    (text,) = texts(await bot_driver.send(command, user_id=9_882, language_code=lang))
    shown = html_to_text(text)
    assert placeholder not in shown and robot not in shown, shown
    assert line in shown, shown
