"""A doubles team named in a members' message: the table's lines said « Marie et Jean » (the
list form, in seat order) while the lines of the team's games left, under the end of the game
and under « /jouer » alone, said « contre Lise & Gaston ». One form everywhere now: « Lise et
Gaston », « Lise and Gaston », in the order they sit (the team's first member first, as the
opponents sit at a doubles table)."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member, chat_texts, group_texts, last_button
from tests.tg.test_tournament_doubles import NAMES, open_doubles, pair, plain

ONE_LEFT = {
    "fr": "Votre équipe a encore une partie à jouer : contre {team}.",
    "en": "Your team still has one game to play: against {team}.",
}
AND = {"fr": " et ", "en": " and "}


async def test_a_team_is_named_as_the_table_names_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    for first, at in ((601, 8000), (603, 8001), (605, 8002)):
        await pair(members, first, first + 1, at)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None
    against = min({s.user_id or 0 for s in game.seats} - {601, 602})
    third = next(t for t in (603, 605) if t != against)
    start = len(local_api.calls)
    await members[against].say("/abandon")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await members[against].press(data, message_id)
    for reader in (601, against):
        lang = NAMES[reader][1]
        team = AND[lang].join((NAMES[third][0], NAMES[third + 1][0]))
        end = plain(chat_texts(local_api, start, reader)[-1])
        assert ONE_LEFT[lang].format(team=team) in end, end
        assert "&" not in end
    # « /jouer » alone in the group: the team's games left, named the same way
    await members[601].say("/jouer")
    told = plain(group_texts(local_api)[-1])
    assert f"contre {NAMES[third][0]} et {NAMES[third + 1][0]}" in told, told
