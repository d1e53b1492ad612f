"""No « Muggins… » under a count the group was told is corrected (played, a table of four:
Jean said 5 on a hand worth 2, the group read « Le bon compte est 2 : corrigé, sans pénalité. »,
and a « Muggins… (Jean, main) » button came with it; Sue pressed it and got a keypad « Sue
crie « Muggins! » sur le compte de 5 de Jean. » with claims counted from 5, then « Jean n'a
rien oublié »). An over-count misses nothing and is told in the open: nothing to call."""

from __future__ import annotations

import pytest

from bot.drills.table_show import open_shows
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import GROUP, GroupWatch, Member, group_texts, live, play_on, show_due


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_an_over_count_gets_no_muggins_button(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    base = 4870 if lang == "fr" else 4880
    elise, gerard = (
        Member(bot_driver, base, "Élise", lang),
        Member(bot_driver, base + 1, "Gérard", lang),
    )
    for m in (elise, gerard):
        await m.private("/start")
    await elise.say("/jouer 61" if lang == "fr" else "/play 61")
    await gerard.press_in_group("mj:")
    members = {m.user: m for m in (elise, gerard)}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, _table, waiting, value = await show_due(db, base)
    start = len(local_api.calls)
    await members[game.user_at(waiting.seat) or 0].private(str(value + 3))
    said = "\n".join(group_texts(local_api, start))
    assert ("corrigé" if lang == "fr" else "corrected") in said, said
    game, table = await live(db, base)
    over = len(table.deal.shows) - 1
    assert table.deal.shows[over].claimed == value + 3
    buttons = {
        str(b.get("callback_data", ""))
        for message in local_api.messages(GROUP)
        for b in inline_buttons(message)
    }
    assert f"mm:{game.id}:{len(table.deals) - 1}:{over}" not in buttons, buttons
    assert over not in open_shows(table)
