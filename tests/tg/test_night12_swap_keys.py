"""« /soiree echanger 1 3 » between players at two tables sent the moved players (and their new
opponents) a new private notice under « J'ai gagné / J'ai perdu », but the old notices of the
round kept theirs: a press there wrote a score for a table the player no longer sits at. The
old notices' buttons are taken off."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall


def _keyed(api: LocalBotApi, user: int) -> list[int]:
    """The ids of the player's private messages still under « I won / I lost »."""
    return [
        m["message_id"]
        for m in api.messages(user)
        if any(str(b.get("callback_data", "")).startswith("nw:") for b in inline_buttons(m))
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_swap_takes_the_old_notices_keys_off(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    t1, t2 = await hall.tables(night)
    users = [players[t.a[0]].user_id for t in (t1, t2)] + [
        players[(t.b or ("",))[0]].user_id for t in (t1, t2)
    ]
    old = {u: _keyed(local_api, u) for u in users if u is not None}
    assert all(len(ids) == 1 for ids in old.values())
    one, other = players[t1.a[0]].number, players[t2.a[0]].number
    await hall.order("echanger", "swap", f"{one} {other}")
    for user, ids in old.items():
        now = _keyed(local_api, user)
        assert len(now) == 1, (user, now)
        assert ids[0] not in now
