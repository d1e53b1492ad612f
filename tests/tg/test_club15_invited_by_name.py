"""« /jouer @jean_t » to a round-robin opponent, as the games to play tell members to type: the
invitation read « Marie invite @jean_t à une partie de 61. », the username where everything
else (the games to play, the table, the standings) says « Jean ». It names him as they do."""

from __future__ import annotations

import pytest
from test_club13_robin_handles import HANDLES
from test_member_tournament import robin_of_two

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP

SAID = {
    "fr": "Marie invite Jean à une partie de 61.",
    "en": "Marie invites Jean to a game of 61.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_invitation_names_the_opponent(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    local_api.usernames.update(HANDLES)
    marie, _jean = await robin_of_two(bot_driver, local_api, db, lang)
    await marie.say("/jouer @jean_t" if lang == "fr" else "/play @jean_t")
    invitation = html_to_text(local_api.sent_texts(GROUP)[-1]).replace("\u00a0", " ")
    assert invitation.startswith(SAID[lang]), invitation
    assert 'tg://user?id=502"' in local_api.sent_texts(GROUP)[-1]  # still a mention
