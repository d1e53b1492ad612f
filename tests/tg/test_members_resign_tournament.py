"""A round robin's game resigned, through the fake Bot API: the group's end says how the
standings count it (« Au tournoi, l'abandon compte comme une partie gagnée à 61 : Marie 61,
Jean 0. »), but each player's private end notice showed only the board played, « Planche :
Marie 0, Jean 0 », while the standings counted 61 to 0. It says it too now."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, chat_texts
from tests.tg.test_members_resign_play import resign_in_private

ADMIN = 9_499


async def _robin(driver: Driver, api: LocalBotApi, db: Database, members: list[Member]) -> None:
    """An admin opens a round robin of 61 (« /tournoi 2 ronde 61 »); the members join."""
    await driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN))
    api.member_status[(GROUP, ADMIN)] = "administrator"
    await driver.send("/tournoi 2 ronde 61", user_id=ADMIN, chat_id=GROUP, chat_type="supergroup")
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in members:
        await m.private("/start")
        await m.press(f"tj:{tournament.id}", tournament.message_id)


@pytest.mark.parametrize(
    ("lang", "counted"),
    [
        (
            "fr",
            "Au tournoi, l'abandon compte comme une partie gagnée à 61\u00a0: Marie 61, Jean 0.",
        ),
        ("en", "In the tournament, the resignation counts as a game won at 61: Marie 61, Jean 0."),
    ],
)
async def test_a_resigned_tournament_game_s_private_end_says_how_it_counts(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, counted: str
) -> None:
    base = 9_450 if lang == "fr" else 9_460
    marie, jean = (
        Member(bot_driver, base, "Marie", lang),
        Member(bot_driver, base + 1, "Jean", lang),
    )
    await _robin(bot_driver, local_api, db, [marie, jean])
    await jean.say("Bonjour", message_id=9_800)
    await marie.say(
        "/play",
        reply_to={
            "message_id": 9_800,
            "date": 0,
            "chat": {"id": GROUP, "type": "supergroup", "title": "Club"},
            "from": {"id": jean.user, "is_bot": False, "first_name": "Jean"},
            "text": "Bonjour",
        },
    )
    await jean.press_in_group("mj:")
    game = await db.members.live_member_game(marie.user)
    assert game is not None
    start = len(local_api.calls)
    await resign_in_private(jean, local_api)
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None
    games = await db.tournaments.tournament_games(tournament.id)
    assert {(g.user_id, g.pour, g.contre) for g in games} == {
        (marie.user, 61, 0),
        (jean.user, 0, 61),
    }
    for member in (marie, jean):
        end = chat_texts(local_api, start, member.user)[-1]
        assert counted in end, end
