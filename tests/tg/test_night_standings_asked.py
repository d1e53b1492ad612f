"""« /soiree classement » typed by a player at the club night was answered « Seuls les
administrateurs du groupe mènent la soirée. » (and by the organizer, that the word was not
understood): the standings are anyone's to ask, as /soiree alone shows them."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, Hall


@pytest.mark.parametrize(
    ("lang", "word", "head", "refused"),
    [
        ("fr", "classement", "🃏 Classement après 1 ronde", "Seuls les administrateurs"),
        ("en", "standings", "🃏 Standings after 1 round", "Only the group's administrators"),
    ],
)
async def test_a_player_asks_the_standings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, word: str, head: str,
    refused: str,
) -> None:  # fmt: skip
    hall = Hall(bot_driver, local_api, lang)
    night, first, second = await hall.one_table("fadoq")
    await hall.say(f"{hall.cmd} 121 95", first)
    await hall.press_confirm(await hall.table(night, 1, 1), second)
    await hall.say(f"{hall.cmd} {word}", second)
    asked = hall.group()[-1]
    assert asked.startswith(head) and refused not in asked, asked
    await hall.say(f"{hall.cmd} {word}", ADMIN)
    assert hall.group()[-1] == asked
    await hall.say(f"{hall.cmd} {'aide' if lang == 'fr' else 'help'}", second)
    assert f"{hall.cmd} {word}" in hall.group()[-1]
