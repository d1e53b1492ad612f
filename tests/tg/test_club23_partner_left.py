"""A doubles team whose partner left the group is out of the tournament (its games no longer
drawn, the team out of the standings), but the partner who stayed was told « Your team has
played all its games: /tournament shows the standings » by /tournament play in the group, and
« Your team has played all its games. » by /tournament in private, while their team had
played one game and had three to play. Now both say that the partner left the group and the
team no longer takes part."""

from __future__ import annotations

from test_members_gone import member_left

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member
from tests.tg.test_tournament_doubles import NAMES, group_texts, plain, three_teams

GONE = {
    "en": "Your partner has left the group: your team no longer takes part in the tournament.",
    "fr": "Votre partenaire a quitté le groupe : votre équipe ne participe plus au tournoi.",
}
ALL_PLAYED = ("Your team has played all its games", "Votre équipe a joué toutes ses parties")


async def test_the_partner_who_stays_is_told_their_team_is_out(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await bot_driver.process(member_left(GROUP, 604, "Helen"))  # Bob's partner
    await bot_driver.process(member_left(GROUP, 606, "Gaston"))  # Lise's partner
    for user, lang in ((603, "en"), (605, "fr")):
        await members[user].say("/tournoi partie")
        said = group_texts(local_api)[-1]
        assert GONE[lang] in said, said
        assert not said.startswith(ALL_PLAYED), said
        await members[user].private("/tournoi")
        mine = plain(str(local_api.messages(user)[-1]["text"]))
        assert GONE[lang] in mine, mine
        assert not any(words in mine for words in ALL_PLAYED), mine
