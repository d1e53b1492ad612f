"""A short count in the next deal's summary names its full count (played, a table of four:
« Marie a oublié 2 points (main : 2 annoncé, 4 en réalité); Bob a crié muggins. « deux
paires, ça fait 4 » »: a quotation left hanging after the sentence, said by nobody). Now:
« … Bob a crié muggins. Le compte complet : « deux paires, ça fait 4 ». »"""

from __future__ import annotations

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


@pytest.mark.parametrize(
    ("lang", "full"),
    [
        ("fr", "; personne ne les a réclamés à temps\u00a0: perdus"),
        ("en", "; nobody claimed them in time: lost"),
    ],
)
async def test_the_summary_says_whose_words_the_full_count_is(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, full: str
) -> None:
    base = 4890 if lang == "fr" else 4900
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Élise"), (base + 1, "Gérard"), lang, opens)
    watch = GroupWatch(bot_driver)
    await count_two_short(members, watch, db, base)
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    start = len(local_api.calls)
    await members[game.user_at(due(table)[0].seat) or 0].press_in_group(f"md:{game.id}:")
    said = "\n".join(group_texts(local_api, start))
    line = next(s for s in said.split("\n") if full in s)
    label = "Le compte complet\u00a0: «\u00a0" if lang == "fr" else "The full count: “"
    assert label in line, line
    assert line.endswith("\u00a0»." if lang == "fr" else "”."), line
