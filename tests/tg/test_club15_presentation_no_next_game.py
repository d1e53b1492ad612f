"""A doubles tournament whose every game is played: its presentation in the group said
« Toutes les parties du tournoi sont jouées. » and, above, still « Pour jouer la prochaine
partie de votre équipe, l'un de vous envoie /tournoi partie dans le groupe… ». The line on the
next game is dropped while no game is left (how a team registers stays: a new team brings
games), and comes back when a new team does."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import Member
from tests.tg.test_tournament_doubles import NAMES, group_texts, open_doubles, pair

NEXT_GAME = "Pour jouer la prochaine partie de votre équipe"
ALL_PLAYED = "Toutes les parties du tournoi sont jouées."
REGISTER = "Pour participer, inscrivez une équipe de deux"


def presentation(api: LocalBotApi) -> str:
    """The presentation as last sent or edited (how a team registers changes once games are
    played: « Une autre équipe peut encore s'inscrire… », so it is not the way to find it)."""
    first = next(t for t in group_texts(api) if REGISTER in t)
    head = first.splitlines()[0]
    return next(t for t in reversed(group_texts(api)) if t.splitlines()[0] == head)


async def test_no_next_game_line_once_every_game_is_played(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    for m in members.values():
        await m.private("/start")
    await open_doubles(bot_driver, local_api, db, "fadoq équipes 61")
    await pair(members, 601, 602, 8000)
    await pair(members, 603, 604, 8001)
    assert NEXT_GAME in presentation(local_api)
    await members[601].say("/tournoi partie")
    await members[604].say("/abandon")
    await members[604].press_in_group("mr:")
    shown = presentation(local_api)
    assert ALL_PLAYED in shown, shown
    assert NEXT_GAME not in shown, shown
    await pair(members, 605, 606, 8002)  # a new team: two games to play again
    shown = presentation(local_api)
    assert NEXT_GAME in shown and ALL_PLAYED not in shown, shown
