"""« /jouer aide » in a club's group answered « Je ne comprends pas « aide ». » above the very
help it asked for (in private, /jouer aide is understood). The help word gets the group's
/jouer help alone, as « /jouer ? » and "/play help" do."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.members_helpers import member_in_group, one_group_reply

USAGE = {
    "fr": "Dans un groupe : /jouer en réponse au message d'un membre",
    "en": "In a group: /play in reply to a member's message",
}
REFUSED = {"fr": "Je ne comprends pas", "en": "I do not understand"}


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "/jouer aide"), ("fr", "/jouer ?"), ("en", "/play help")]
)
async def test_the_help_word_gets_the_help_alone(
    bot_driver: Driver, db: Database, lang: str, typed: str
) -> None:
    said = await one_group_reply(await member_in_group(bot_driver, lang), typed)
    assert said.startswith(USAGE[lang]) and REFUSED[lang] not in said, said
    assert await db.members.live_member_game(501) is None  # no table opened
