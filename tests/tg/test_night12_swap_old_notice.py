"""After « /soiree echanger » between two tables, each moved player had two private notices
of the round, « Ronde 1 — table 1, contre Ben Roy » and « Ronde 1 — table 1, contre Dan
Cyr », the old one saying nothing of being replaced. It now says so under its text."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.test_night_handlers import ANN, BEN, CAT, DAN, Hall

MOVED = {
    "fr": "L'organisateur a changé les tables\u00a0: votre table est dans le message suivant.",
    "en": "The organizer changed the tables: your table is in the next message.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_old_notice_says_it_was_replaced(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT, DAN):
        await hall.join(night, user)
    await hall.order("ronde", "round")
    players = {p.id: p for p in await hall.db.nights.night_players(night.id)}
    t1, t2 = await hall.tables(night)
    users = [players[s[0]].user_id for t in (t1, t2) for s in (t.a, t.b or ())]
    old = {u: [html_to_text(m["text"]) for m in local_api.messages(u)] for u in users if u}
    one, other = players[t1.a[0]].number, players[t2.a[0]].number
    await hall.order("echanger", "swap", f"{one} {other}")
    for user, (text,) in old.items():
        first, *rest = [html_to_text(m["text"]) for m in local_api.messages(user)]
        assert first == f"{text}\n{MOVED[lang]}"
        assert len(rest) == 1 and MOVED[lang] not in rest[0]
