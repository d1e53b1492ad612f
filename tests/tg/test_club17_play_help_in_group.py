"""« /jouer aide » in a club's group answered « Je ne comprends pas « aide ». » above the very
help it asked for (in private, /jouer aide is understood). The help word gets the group's
/jouer help alone, as « /jouer ? » and "/play help" do."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, group_texts

USAGE = {
    "fr": "Dans un groupe : /jouer en réponse au message d'un membre",
    "en": "In a group: /play in reply to a member's message",
}
REFUSED = {"fr": "Je ne comprends pas", "en": "I do not understand"}


@pytest.mark.parametrize(
    ("lang", "typed"), [("fr", "/jouer aide"), ("fr", "/jouer ?"), ("en", "/play help")]
)
async def test_the_help_word_gets_the_help_alone(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code=lang)
    )
    marie = Member(bot_driver, 501, "Marie", lang)
    await marie.private("/start")
    before = len(local_api.calls)
    await marie.say(typed)
    (said,) = [t.replace("\u00a0", " ") for t in group_texts(local_api, before)]
    assert said.startswith(USAGE[lang]) and REFUSED[lang] not in said, said
    assert await db.members.live_member_game(501) is None  # no table opened
