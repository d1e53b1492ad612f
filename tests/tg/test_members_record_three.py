"""/stats after a game of three (played: Marie won, Jean and Lise lost; Jean's /stats said
« Contre Lise : gagnées 0, perdues 1. » and Lise's « Contre Jean : gagnées 0, perdues 1. »,
each beaten by the other in a game neither won). A game counts between two players when one
of them won it: against the winner, a loss; the winner, a win against each; two losers did
not play each other for it."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GroupWatch, Member, play_on


async def test_two_losers_at_a_table_of_three_did_not_beat_each_other(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    names = ["Marie", "Jean", "Lise"]
    members = [Member(bot_driver, 861 + i, n) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 3 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    game = await db.members.live_member_game(861)
    assert game is not None
    await play_on({m.user: m for m in members}, GroupWatch(bot_driver))
    finished = await db.members.get_member_game(game.id)
    assert finished is not None and not finished.is_active
    winner = next(m for m in members if finished.seats[finished.seat_of(m.user) or 0].won)
    losers = [m for m in members if m is not winner]
    for loser in losers:
        other = next(m for m in losers if m is not loser)
        record = {o.name: (o.won, o.lost) for o in await db.members.record_against(loser.user)}
        assert record == {winner.name: (0, 1)}
        calls = await loser.private("/stats")
        said = "\n".join(
            html_to_text(str(c.params.get("text") or c.params.get("caption") or "")) for c in calls
        )
        assert f"Contre {winner.name}\u00a0: gagnées 0, perdues 1." in said
        assert f"Contre {other.name}" not in said
    record = {o.name: (o.won, o.lost) for o in await db.members.record_against(winner.user)}
    assert record == {loser.name: (1, 0) for loser in losers}
