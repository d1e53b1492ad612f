"""/play's level buttons read « facile / normal / expert » in lower case under « Partie de 121 »
and « Partie de 61 »: they are capitalised like every other button now, in both languages.
The level inside a sentence stays in lower case (« Une partie de 61 contre moi, niveau
facile. »)."""

from __future__ import annotations

import pytest

from bot.drills.table_bot import Level
from bot.i18n import I18n
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from bot.views import table_choice
from tests.tg.test_table_handlers import Player

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "play", "targets", "levels"),
    [
        ("fr", "/jouer", ["Partie de 121", "Partie de 61"], ["Facile", "Normal", "Expert"]),
        ("en", "/play", ["Game of 121", "Game of 61"], ["Easy", "Normal", "Expert"]),
    ],
)
async def test_the_level_buttons_are_capitalised(
    bot_driver: Driver,
    local_api: LocalBotApi,
    *,
    lang: str,
    play: str,
    targets: list[str],
    levels: list[str],
) -> None:
    user = 17_200 + len(lang)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    message = local_api.last_message(user)
    assert message is not None
    assert [b["text"] for b in inline_buttons(message)] == targets
    await bot_driver.press_button(message, 2, user_id=user, language_code=lang)
    message = local_api.last_message(user)
    assert message is not None
    assert [b["text"] for b in inline_buttons(message)] == levels


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_level_in_a_sentence_stays_in_lower_case(lang: str) -> None:
    tr = I18N.translator(lang)
    line = table_choice.choose_target_line(tr, Level.EASY)
    assert ("niveau facile" if lang == "fr" else "at easy level") in line, line
