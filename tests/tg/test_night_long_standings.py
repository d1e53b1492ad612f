"""A doubles night of 32 teams (64 players, the most a night seats) closed: its final
standings, « Marie-Thérèse Tremblay et … » about 135 characters a team, ran past Telegram's
4,096 and were cut (« … »): the last teams were never told their place, nor the rule. Now
the close, like « /soiree classement », posts them in as many messages as they need."""

from __future__ import annotations

from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_handlers import ADMIN, GROUP, Hall

PLAYERS = 64


def name(i: int) -> str:
    return f"Marie-Thérèse Tremblay-Bouchard {i}"


async def test_the_final_standings_of_32_teams_are_all_posted(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("acc doubles")
    for i in range(1, PLAYERS + 1):
        await hall.db.nights.add_player(night.id, name(i), None, ADMIN)
    await hall.say("/soiree ronde")
    for t in await hall.tables(night):
        await hall.db.nights.correct_score(
            night_id=night.id, round=1, table=t.table, a=121, b=60 + t.table, by=ADMIN
        )
    for words in ("fermer", "classement"):
        before = len(local_api.calls)
        await hall.say(f"/soiree {words}")
        posts = [
            str(c.params["text"])
            for c in local_api.calls[before:]
            if c.method == "sendMessage" and c.params.get("chat_id") == GROUP
        ]
        shown = "\n".join(hall.group()[-len(posts) :])
        assert len(posts) == 2, [len(p) for p in posts]
        for i in range(1, PLAYERS + 1):
            assert f"{name(i)} " in shown or f"{name(i)}\n" in shown, (words, name(i))
        assert "…" not in shown and "points de match" in shown.splitlines()[-1]
