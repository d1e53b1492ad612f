"""« index » (« indice » misspelt) at a game step got « Je n'ai pas compris votre coup »
and the whole step again: the hint is now offered."""

from __future__ import annotations

import pytest
from test_kings_handlers import plain

from bot.tg.local import Driver


@pytest.mark.parametrize(
    ("lang", "command", "typo", "offered"),
    [
        ("fr", "/rois partie", "index", "Vouliez-vous un indice? Tapez indice pour un bon coup."),
        ("en", "/kings play", "hitn", "Did you mean hint? Type hint for a good move."),
    ],
)
async def test_the_hint_misspelt_at_a_game_step_offers_the_hint(
    bot_driver: Driver, lang: str, command: str, typo: str, offered: str
) -> None:
    user = 970 if lang == "fr" else 971
    await bot_driver.send(command, user, language_code=lang)
    text = plain(await bot_driver.send(typo, user, language_code=lang))
    assert text == offered, text
