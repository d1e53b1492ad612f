"""/race (/course): the hand race is called a race from its menu to its start, never a game
(a game is /play)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("command", "code", "started"),
    [
        ("/race", "en", "New hand race to 61 (lurch). Your turn to count!"),
        # Played: « Ce n'est pas une partie de crible : /jouer est une partie complète », then
        # the button answered « Nouvelle partie à 61 (sous la moitié) ».
        ("/course", "fr", "Nouvelle course des mains à 61 (sous la moitié). À vous de compter!"),
    ],
)
async def test_a_new_race_is_a_race(
    bot_driver: Driver, local_api: LocalBotApi, command: str, code: str, started: str
) -> None:
    user = 8_400 if code == "en" else 8_401
    await bot_driver.send(command, user_id=user, language_code=code)
    message_id = local_api.last_message(user)["message_id"]  # type: ignore[index]
    calls = await bot_driver.press("g:61:lurch", message_id, user_id=user, language_code=code)
    assert [html_to_text(text) for text in texts(calls)] == [started]
