"""« Another game » under the end of a doubles tournament's game: it opened an ordinary table
of four in the group, its button and its answer saying nothing of it, while the lines above
it said how to play the team's next game of the tournament (« l'un de vous envoie /tournoi
partie »). A player pressing it expected that game. Now the button says what it opens: an
ordinary table of four, which no tournament counts."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, Member, last_button
from tests.tg.test_members_end_next_games import resigned_game
from tests.tg.test_tournament_doubles import NAMES, open_doubles, pair


@pytest.mark.parametrize(
    ("user", "label"),
    [(601, "🃏 Une table ordinaire à quatre"), (603, "🃏 An ordinary table of four")],
)
async def test_the_end_of_a_doubles_game_says_its_button_opens_an_ordinary_table(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, user: int, label: str
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    await members[601].say("/tournoi partie")
    await members[603].say("/abandon")
    data, message_id = last_button(local_api, GROUP, "mr:")
    await members[603].press(data, message_id)
    end = local_api.messages(user)[-1]
    assert [b["text"] for b in inline_buttons(end)] == [label]
    # pressed: the ordinary table of four it says, its invitation in the group
    data, message_id = last_button(local_api, user, "mn:")
    await members[user].press(data, message_id, chat=user)
    game = await db.members.live_member_game(user)
    assert game is not None and game.is_open and game.players == 4 and game.is_ordinary


@pytest.mark.parametrize(
    ("lang", "again", "ordinary"),
    [
        ("fr", "🃏 Une autre partie", "🃏 Une partie ordinaire"),
        ("en", "🃏 Another game", "🃏 An ordinary game"),
    ],
)
async def test_after_the_last_robin_game_between_two_the_button_says_ordinary(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, again: str, ordinary: str
) -> None:
    """Marie and Jean owe each other two games of the round robin: under the first, the
    button invites Jean to the second (« Une autre partie »); under the second, none is
    owed any more, and it opens an ordinary game, which it now says."""
    await bot_driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=41))
    local_api.member_status[(GROUP, 41)] = "administrator"
    marie, jean, lise = (
        Member(bot_driver, user, name, lang)
        for user, name in ((501, "Marie"), (502, "Jean"), (503, "Lise"))
    )
    for m in (marie, jean, lise):
        await m.private("/start")
    await bot_driver.send(
        "/tournoi jeux50 ronde 61", user_id=41, chat_id=GROUP, chat_type="supergroup"
    )
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in (marie, jean, lise):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    for at, label in ((9000, again), (9001, ordinary)):
        await resigned_game(marie, jean, db, at, lang)
        for user in (501, 502):
            end = local_api.messages(user)[-1]
            assert [b["text"] for b in inline_buttons(end)] == [label]
    data, message_id = last_button(local_api, 501, "mn:")
    await marie.press(data, message_id, chat=501)
    game = await db.members.live_member_game(501)
    assert game is not None and game.is_open and game.is_ordinary
