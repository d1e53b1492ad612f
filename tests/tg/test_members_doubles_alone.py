"""/play alone in the group during a doubles tournament (« /jouer » without @member): the
member's team's games still to play and how to start one, as a round robin's member reads
theirs; « /jouer 121 » opens an ordinary game."""

from __future__ import annotations

import pytest
from test_tournament_doubles import plain, three_teams

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP, Member

NAMES = {601: "Marie", 602: "Jean", 603: "Lise", 604: "Paul", 605: "Ann", 606: "Bob"}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_play_alone_in_doubles_lists_the_teams_games_then_starts_one(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    """Before: /jouer alone during a doubles tournament opened an ordinary table of 121, and
    Marie's next « /tournoi partie » was refused « Un des quatre joueurs est à une autre
    table ». Now she reads, her name first, the teams hers still meets (the next first) and
    how to start the game; « /tournoi partie » then starts it; « /jouer 121 » still opens an
    ordinary table."""
    fr = lang == "fr"
    members = {u: Member(bot_driver, u, n, lang) for u, n in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await three_teams(bot_driver, local_api, db, members)
    await members[601].say("/jouer" if fr else "/play")
    assert await db.members.live_member_game(601) is None
    told = plain(local_api.sent_texts(GROUP)[-1])
    if fr:
        assert told.startswith(
            "Marie — Votre équipe a encore 2 parties à jouer : contre Ann et Bob, Lise et Paul."
        ), told
        assert "l'un de vous envoie /tournoi partie ici" in told
        assert told.endswith("Une partie ordinaire, ouverte à tous : /jouer 121.")
    else:
        assert told.startswith(
            "Marie — Your team still has 2 games to play: against Ann and Bob, Lise and Paul."
        ), told
        assert "one of you sends /tournament play here" in told
        assert told.endswith("An ordinary game, open to anyone: /play 121.")
    # Lise alone: her team's games too
    await members[603].say("/jouer" if fr else "/play")
    lise = plain(local_api.sent_texts(GROUP)[-1])
    both = " et " if fr else " and "  # named as the table names a side
    assert lise.startswith("Lise — ") and f"Marie{both}Jean" in lise and f"Ann{both}Bob" in lise
    assert await db.members.live_member_game(603) is None
    # Jean starts the team's next game, the first listed
    await members[602].say("/tournoi partie" if fr else "/tournament play")
    game = await db.members.live_member_game(601)
    assert game is not None and game.is_active and game.players == 4
    assert {s.user_id for s in game.seats} == {601, 602, 605, 606}
    # Lise, whose team waits: an ordinary table still opens with /jouer 121
    await members[603].say("/jouer 121" if fr else "/play 121")
    ordinary = await db.members.live_member_game(603)
    assert ordinary is not None and ordinary.is_open and ordinary.players == 2
