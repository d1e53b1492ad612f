"""« c'est quoi le compte? » ("what's the count?") typed at a member's private step of the play,
in a game between members, was « Carte inconnue « c » »: it now says the count and that it is
their turn, as /jouer does (play23)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from bot.views.table import pile_under_way
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize(
    ("lang", "asked", "says"),
    [
        ("fr", "c'est quoi le compte?", "Le compte est à {count}."),
        ("en", "what's the count?", "The count is {count}."),
    ],
)
async def test_the_count_asked_at_the_play_is_said(
    bot_driver: Driver, db: Database, lang: str, asked: str, says: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_020 if lang == "fr" else 24_030, "play")
    before, table = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    count = pile_under_way(table.deal)[1]
    assert says.format(count=count) in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
