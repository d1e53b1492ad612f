"""« /soiree corriger 1 2 121 89 » on a score already confirmed, its round's standings posted
(« Dan Cyr — 88 points »), said only « ✅ Ronde 1, table 2, pointage fixé par l'organisateur :
Cat Poirier 121, Dan Cyr 89. »: the standings above stayed wrong until the next round's. A
correction that changes a round already ranked now posts the standings again, corrected."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, EVE, Hall

HEAD = {"fr": "🃏 Classement après 1 ronde", "en": "🃏 Standings after 1 round"}
FIXED = {"fr": "Cat Poirier 121, Dan Cyr 89", "en": "Cat Poirier 121, Dan Cyr 89"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_correction_of_a_ranked_round_posts_the_standings_again(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("jeux50")
    for user in (ANN, BEN, CAT, DAN, EVE):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    tables = [t for t in await hall.tables(night) if t.b is not None]
    names = {p.id: p.name for p in await hall.db.nights.night_players(night.id)}
    for t in tables:  # every game set by the organizer, the first side winning
        await hall.order("corriger", "correct", f"1 {t.table} 121 88")
    assert hall.group()[-1].startswith(HEAD[lang])
    t = tables[-1]
    a, b = names[t.a[0]], names[(t.b or ("",))[0]]
    before = len(hall.group())
    await hall.order("corriger", "correct", f"1 {t.table} 121 89")
    replaced, fixed, standings = hall.group(before)  # the old « ✅ » replaced (night22)
    assert f"{a} 121, {b} 88" in replaced, replaced
    assert f"{a} 121, {b} 89" in fixed, fixed
    assert standings.startswith(HEAD[lang]) and f"{b} — 89 " in standings, standings
    before = len(hall.group())
    await hall.order("corriger", "correct", f"1 {t.table} 121 89")  # the same again: no repost
    assert len(hall.group(before)) == 1, hall.group(before)
