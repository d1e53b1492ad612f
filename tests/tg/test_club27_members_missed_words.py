"""The points a member missed, in the next deal's summary, read « Marie a oublié 2 points
(main : 2 annoncé, 4 en réalité) »: « 2 annoncé », one number of points with a participle
that agrees with none (and « 1 annoncé, 3 en réalité » reads no better). A club player says
it « (main : 2 au lieu de 4) » now, whatever the numbers."""

from __future__ import annotations

import re

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GroupWatch,
    count_two_short,
    group_texts,
    live,
    play_on,
    two_at_a_table,
)

MISSED = {
    "fr": r"a oublié 2 points \((main|crib)\u00a0: (\d+) au lieu de (\d+)\); personne",
    "en": r"missed 2 points \((hand|crib): said (\d+), worth (\d+)\); nobody",
}


@pytest.mark.parametrize(("lang", "base"), [("fr", 27_400), ("en", 27_410)])
async def test_the_points_missed_say_the_count_and_its_worth(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, base: int
) -> None:
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Élise"), (base + 1, "Gérard"), lang, opens)
    watch = GroupWatch(bot_driver)
    _game, counter = await count_two_short(members, watch, db, base)
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    start = len(local_api.calls)
    await members[game.user_at(due(table)[0].seat) or 0].press_in_group(f"md:{game.id}:")
    said = "\n".join(group_texts(local_api, start))
    line = next(s for s in said.split("\n") if counter.name in s and "2 point" in s)
    found = re.search(MISSED[lang], line)
    assert found is not None, line
    assert int(found[3]) - int(found[2]) == 2, line
    assert "annoncé" not in line and "en réalité" not in line, line
