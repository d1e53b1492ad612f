"""The private end of a tournament game between members names the member's next games of
the tournament, whoever the opponent: before, once Marie had played both her round-robin
games against Jean, her end named nothing (two against Lise still to play); « votre
prochaine partie » appeared only against the same opponent."""

from __future__ import annotations

import pytest
from test_member_tournament import reply_of
from test_tournament_doubles import three_teams

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, Member

ENDED = {"fr": "La partie est terminée", "en": "The game is over"}


def last_end(api: LocalBotApi, user: int, lang: str) -> str:
    """The member's last private end of a game, as read."""
    texts = [html_to_text(t).replace("\u00a0", " ") for t in api.sent_texts(user)]
    return next(t for t in reversed(texts) if ENDED[lang] in t)


async def resigned_game(marie: Member, jean: Member, db: Database, at: int, lang: str) -> None:
    """Marie invites Jean (in reply to his message), Jean takes the seat, then resigns."""
    await jean.say("Bonjour!", message_id=at)
    await marie.say("/jouer" if lang == "fr" else "/play", reply_to=reply_of(jean, at))
    await jean.press_in_group("mj:")
    game = await db.members.live_member_game(502)
    assert game is not None and game.is_active
    await jean.say("/abandon" if lang == "fr" else "/resign")
    await jean.press_in_group("mr:")
    assert await db.members.live_member_game(502) is None


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_after_the_last_game_against_one_member_the_end_names_the_others(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    await bot_driver.process(make_my_chat_member_update(GROUP, "left", "member", from_user_id=41))
    local_api.member_status[(GROUP, 41)] = "administrator"
    if lang == "en":
        await bot_driver.send("/club lang en", user_id=41, chat_id=GROUP, chat_type="supergroup")
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
    await resigned_game(marie, jean, db, 9000, lang)
    first = last_end(local_api, 501, lang)  # the same opponent: as before
    assert ("contre Jean (2 sur 2)" if lang == "fr" else "against Jean (2 of 2)") in first
    await resigned_game(marie, jean, db, 9001, lang)
    for user, other in ((501, "Jean"), (502, "Marie")):
        ended = last_end(local_api, user, lang)
        assert other + " (" not in ended, ended  # nothing left against each other
        if lang == "fr":
            assert ended.endswith(
                "Vos 2 parties à jouer, dans le groupe : Lise (2 parties)\nPour inviter Lise :"
                " dans le groupe, répondez par /jouer 61 à l'un de ses messages (glissez le"
                " message vers la gauche, ou touchez-le puis « Répondre »)."
            ), ended
        else:
            assert ended.endswith(
                "Your 2 games to play, in the group: Lise (2 games)\nTo invite Lise: in the"
                " group, reply with /play 61 to one of their messages (swipe the message to the"
                " left, or tap it, then “Reply”)."
            ), ended


NAMES = {601: "Marie", 602: "Jean", 603: "Lise", 604: "Paul", 605: "Ann", 606: "Bob"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_end_of_a_doubles_game_names_the_teams_still_to_meet(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """A doubles game's end named no game left to play: each player now reads the teams
    theirs still meets and how to start the next game."""
    fr = lang == "fr"
    members = {u: Member(bot_driver, u, n, lang) for u, n in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await members[601].say("/tournoi partie" if fr else "/tournament play")
    game = await db.members.live_member_game(601)
    assert game is not None and game.is_active
    theirs = next(s.user_id for s in game.seats if s.user_id not in (601, 602))
    assert theirs is not None
    await members[theirs].say("/abandon" if fr else "/resign")
    await members[theirs].press_in_group("mr:")
    assert await db.members.live_member_game(601) is None
    both = " et " if fr else " and "  # named as the table names a side
    left = both.join(("Lise", "Paul") if theirs in (605, 606) else ("Ann", "Bob"))
    ended = last_end(local_api, 602, lang)
    if fr:
        assert f"Votre équipe a encore une partie à jouer : contre {left}." in ended, ended
        assert "l'un de vous envoie /tournoi partie dans le groupe" in ended
    else:
        assert f"Your team still has one game to play: against {left}." in ended, ended
        assert "one of you sends /tournament play in the group" in ended
