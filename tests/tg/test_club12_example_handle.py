"""A member copies the hint « dans le groupe avec /jouer @membre 61 » as it reads: before, the
group read « Marie invite @membre à une partie de 61. », a table no member could take (nobody
is @membre) and that kept her from opening another. Now no table opens, and she is told that
@membre stands for the name of the member she invites, and how to name them."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.views.members_words import is_example_handle
from tests.tg.members_helpers import Member, group_texts

TOLD = {
    "fr": "« @membre » tient la place du nom du membre que vous invitez : tapez @ puis "
    "choisissez son nom dans la liste, ou envoyez /jouer en réponse à l'un de ses messages.",
    "en": "“@member” stands for the name of the member you invite: type @ and pick their name "
    "from the list, or send /play in reply to one of their messages.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [("fr", "/jouer @membre 61"), ("en", "/play @member 61"), ("fr", "/jouer @Member")],
)
async def test_the_example_handle_typed_as_is_opens_no_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str
) -> None:
    marie = Member(bot_driver, 921, "Marie", lang)
    await marie.private("/start")
    start = len(local_api.calls)
    await marie.say(typed)
    assert await db.members.live_member_game(921) is None
    said = [t.replace("\u00a0", " ") for t in group_texts(local_api, start)]
    word = typed.split()[1]
    assert said == [TOLD[lang].replace("@membre", word)], said


def test_only_the_hints_word_is_the_example_handle() -> None:
    assert is_example_handle("membre") and is_example_handle("MEMBER")
    assert not is_example_handle("members_club") and not is_example_handle("marie_b")
