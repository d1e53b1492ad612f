"""A member of a round robin leaves the group in the middle of a game: the game counts as her
resignation, and her private end names no games left to play in that group and carries no
button for another game there (before: « votre prochaine partie contre Gaétan (2 sur 2) vous
attend » or « Vos 2 parties à jouer … : Marie, Jean », and a button, for a group she had
left); Gaétan's end names his games left without her (before: his next game against Lise)."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of
from test_members_gone import member_left

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons, make_my_chat_member_update
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member

ENDED = {"fr": "La partie est terminée", "en": "The game is over"}
LEFT = {"fr": "à jouer", "en": "to play"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_leaver_is_told_no_games_left_in_the_group_she_left(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await bot_driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=41))
    local_api.member_status[(GROUP, 41)] = "administrator"
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=41, chat_id=GROUP, chat_type="supergroup")
    lise, gaetan, marie, jean = (
        Member(bot_driver, user, name, lang)
        for user, name in ((701, "Lise"), (702, "Gaétan"), (703, "Marie"), (704, "Jean"))
    )
    for m in (lise, gaetan, marie, jean):
        await m.private("/start")
    await bot_driver.send(
        "/tournoi jeux50 ronde 61", user_id=41, chat_id=GROUP, chat_type="supergroup"
    )
    tournament = await db.tournaments.open_tournament(GROUP)
    assert tournament is not None and tournament.message_id is not None
    for m in (lise, gaetan, marie, jean):
        await m.press(f"tj:{tournament.id}", tournament.message_id)
    await gaetan.say("Bonjour!", message_id=9000)
    await lise.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(gaetan, 9000))
    await gaetan.press_in_group("mj:")
    game = await db.members.live_member_game(701)
    assert game is not None and game.is_active
    await bot_driver.process(member_left(GROUP, 701, "Lise"))
    done = await db.members.get_member_game(game.id)
    assert done is not None and done.status == "finished"
    board = await db.tournaments.board(tournament)
    assert board.rows  # the game counts: Gaétan's win is on the board
    ends = [m for m in local_api.messages(701) if ENDED[lang] in str(m.get("text", ""))]
    assert len(ends) == 1
    text = html_to_text(str(ends[0]["text"]))
    assert LEFT[lang] not in text, text
    assert inline_buttons(ends[0]) == [], text
    other = [m for m in local_api.messages(702) if ENDED[lang] in str(m.get("text", ""))]
    assert len(other) == 1 and inline_buttons(other[0])  # Gaétan may play again
    after = html_to_text(str(other[0]["text"])).split("\n")[-2]
    assert after.replace("\u00a0", " ") == (
        "Vos 4 parties à jouer, dans le groupe : Jean (2 parties), Marie (2 parties)"
        if lang == "fr"
        else "Your 4 games to play, in the group: Jean (2 games), Marie (2 games)"
    ), after
