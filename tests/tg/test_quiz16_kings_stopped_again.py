"""« /quiz rois 5 », then « /annuler »: « Quiz arrêté à la question 1 sur 5. Envoyez /quiz pour
recommencer. », and /quiz asks a rules question, never a Kings Cribbage one. Now the command
named is the one that asks her quiz again: « Envoyez /quiz rois pour recommencer. »"""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    ("code", "start", "stop", "said"),
    [
        ("fr", "/quiz rois 5", "/annuler", "Envoyez /quiz rois pour recommencer."),
        ("en", "/quiz kings 5", "/cancel", "Send /quiz kings to start again."),
        ("fr", "/quiz 5", "/annuler", "Envoyez /quiz pour recommencer."),
    ],
)
async def test_a_stopped_series_names_the_command_that_asks_it_again(
    bot_driver: Driver, code: str, start: str, stop: str, said: str
) -> None:
    player = {"user_id": 9_167, "language_code": code}
    await bot_driver.send(start, **player)
    (text,) = texts(await bot_driver.send(stop, **player))
    assert html_to_text(text).endswith(said), text
