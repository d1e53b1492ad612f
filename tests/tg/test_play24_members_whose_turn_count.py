"""« c'est à qui? » ("whose turn?") typed at a member's private count, in a game between
members, was « Je ne connais pas le mot « qui ». Comptez comme ceci : … »: it now says what
the step waits for, « J'attends votre compte. », as /jouer does (play23)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    ("lang", "asked", "says"),
    [
        ("fr", "c'est à qui?", "J'attends votre compte."),
        ("en", "whose turn?", "I'm waiting for your count."),
    ],
)
async def test_whose_turn_at_the_count_says_the_count_waits(
    bot_driver: Driver, db: Database, lang: str, asked: str, says: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_100 if lang == "fr" else 24_110, "count")
    before, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked))))
    assert said.replace("\u00a0", " ") == says, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
