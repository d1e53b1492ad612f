"""/jouer alone in the group and the end of a game, during a round robin, name the command
with the opponent's username (« /jouer @jean_t 61 »), as the private /tournoi does."""

from __future__ import annotations

import pytest
from test_club13_robin_handles import HANDLES
from test_member_tournament import robin_of_two

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP

SAID = {
    "fr": "Pour inviter, tapez : /jouer @jean_t 61 (Jean)",
    "en": "To invite, type: /play @jean_t 61 (Jean)",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_play_alone_names_the_command_with_the_username(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
) -> None:
    local_api.usernames.update(HANDLES)
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say("/jouer" if lang == "fr" else "/play")
    told = html_to_text(local_api.sent_texts(GROUP)[-1]).replace("\u00a0", " ")
    assert SAID[lang] in told, told
