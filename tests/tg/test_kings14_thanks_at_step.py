"""« merci » (or « bonjour », "thanks") typed at a Kings game step got « Je n'ai pas compris
votre coup. C'est à vous de jouer. » and the step again: thanked or greeted back now, « De
rien! C'est à vous de jouer. », then the step; a text that is no move nor a greeting still gets
« Je n'ai pas compris votre coup »."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "first"),
    [
        ("fr", "/rois partie", "merci beaucoup", "De rien! C'est à vous de jouer."),
        ("fr", "/rois partie", "Bonjour Muggins", "Bonjour! C'est à vous de jouer."),
        ("fr", "/rois partie", "ok", "C'est à vous de jouer."),
        ("fr", "/rois partie", "bof", "Je n'ai pas compris votre coup. C'est à vous de jouer."),
        ("en", "/kings play", "thanks", "You're welcome! It is your turn."),
        ("en", "/kings play", "hello", "Hello! It is your turn."),
    ],
)
async def test_thanks_at_a_step_are_answered(
    bot_driver: Driver, lang: str, command: str, typed: str, first: str
) -> None:
    user = 14_601 if lang == "fr" else 14_602
    await bot_driver.send(command, user, language_code=lang)
    lines = plain(await bot_driver.send(typed, user, language_code=lang)).splitlines()
    assert lines[0] == first, lines
    assert any(line.startswith(("Vos jetons", "Your tiles")) for line in lines), lines
