"""A player whose doubles partner left the group could not form a new team: « Vous faites
déjà équipe avec Helen » (club24). The team whose member left no longer holds the other:
they ask a new partner, who confirms, and the new team plays (not told their partner left)."""

from __future__ import annotations

from test_members_gone import member_left

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import NAMES, group_texts, pair, three_teams

ALREADY = ("already", "déjà équipe")
GONE = ("Your partner has left the group", "Votre partenaire a quitté le groupe")


async def test_the_partner_who_stays_forms_a_new_team(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    tid = await three_teams(bot_driver, local_api, db, members)
    await bot_driver.process(member_left(GROUP, 604, "Helen"))  # Bob asked her: Bob is first
    await bot_driver.process(member_left(GROUP, 605, "Lise"))  # Gaston was asked: second
    for first, second, at in ((603, 607, 8100), (608, 606, 8101)):  # Bob & Ann, Paul & Gaston
        await pair(members, first, second, at)
        said = group_texts(local_api)[-1]
        assert not any(words in said for words in ALREADY), said
    teams = {
        frozenset((t.first, t.second))
        for t in await db.tournaments.team_rows(tid)
        if t.confirmed_at is not None
    }
    assert {frozenset((603, 607)), frozenset((606, 608))} <= teams, teams
    assert frozenset((603, 604)) not in teams and frozenset((605, 606)) not in teams, teams
    for user in (603, 606):
        await members[user].say("/tournoi partie")
        said = group_texts(local_api)[-1]
        assert not any(words in said for words in GONE), said
