"""A game ended on a count: the last deal's points missed and never called were not told
(the next deal's summary tells them, and there was none). Now the end post tells them, once."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GroupWatch,
    group_texts,
    live,
    play_on,
    show_due,
    two_at_a_table,
)


@pytest.mark.parametrize(
    ("lang", "missed", "won"),
    [("fr", "a oublié 1 point", "gagne la partie"), ("en", "missed 1 point", "wins the game")],
)
async def test_the_end_post_tells_the_last_deals_points_lost(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, missed: str, won: str
) -> None:
    base = 5890 if lang == "fr" else 5900
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Élise"), (base + 1, "Gérard"), lang, opens)
    watch = GroupWatch(bot_driver)
    game_id = (await live(db, base))[0].id
    start = len(local_api.calls)
    for _ in range(200):  # every count one point short, until the game ends
        await play_on(members, watch, until="count")
        stored = await db.members.get_member_game(game_id)
        assert stored is not None and stored.state is not None
        if not stored.is_active:
            break
        game, _table, waiting, value = await show_due(db, base)
        start = len(local_api.calls)
        await members[game.user_at(waiting.seat) or 0].private(str(max(0, value - 1)))
        stored = await db.members.get_member_game(game_id)
        assert stored is not None and stored.state is not None
        if not stored.is_active:
            break
    table = Table.from_json(stored.state)
    assert table.finished and table.deals[-1].shows, "the game did not end on a count"
    assert any(s.missed for s in table.deals[-1].shows)
    said = group_texts(local_api, start)
    end = next(t for t in said if won in t)
    assert missed in end and "muggins" not in end, end
    assert sum(missed in t for t in said) == 1, said
