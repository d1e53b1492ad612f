"""Doubles: while two teams play, the third team's « /tournoi partie » read « Un des quatre
joueurs est à une autre table : terminez d'abord cette partie, puis renvoyez /tournoi
partie. »: nobody named, and the one who asked told to finish a game they were not in. It now
names who is still playing and says to send it again once that game is over; the one who asks
from their own table is told to finish it first."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member, group_texts
from tests.tg.test_tournament_doubles import NAMES, plain, three_teams


async def test_the_busy_players_are_named(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await members[601].say("/tournoi partie")
    game = await db.members.live_member_game(601)
    assert game is not None
    seated = [s.user_id for s in game.seats]
    idle = next(u for u in (603, 605) if u not in seated)
    start = len(group_texts(local_api))
    await members[idle].say("/tournoi partie")
    said = [plain(t) for t in group_texts(local_api)[start:]]
    assert len(said) == 1, said
    assert await db.members.live_member_game(idle) is None
    text = said[0]
    english = NAMES[idle][1] == "en"
    lead = (
        "Still playing at another table: "
        if english
        else "Encore en train de jouer à une autre table : "
    )
    assert text.startswith(lead), text
    for user in seated:
        assert user is not None
        assert NAMES[user][0] in text, text
    end = "once that game is over" if english else "quand cette partie sera terminée"
    assert end in text, text
    assert "terminez" not in text and "finish" not in text, text

    start = len(group_texts(local_api))
    await members[601].say("/tournoi partie")
    said = [plain(t) for t in group_texts(local_api)[start:]]
    assert len(said) == 1, said  # at their team's game: that game named (club21), not « renvoyez »
    assert said[0].startswith("La partie de votre équipe contre "), said
    assert "est déjà en cours" in said[0], said
    assert "Une fois celle-ci terminée, /tournoi partie lance la prochaine" in said[0], said
