"""The tournament's presentation in the group is edited after every game of a round robin or
doubles; once games were played it still read as on the first day: « Pour participer,
inscrivez une équipe de deux… » (a doubles) or « Press the button to take part, then play
your games… » (singles), with no standings. Under way, it says how the games go on and the
standings, and that a late team or member may still register, with the games that brings."""

from __future__ import annotations

from telegram.ext import CallbackContext

from bot.drills.tournament_robin import SeatResult
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import GROUP as MEMBERS_GROUP
from tests.tg.members_helpers import Member
from tests.tg.test_tournament_doubles import NAMES, plain, three_teams
from tests.tg.test_tournament_handlers import ANN, BEN, CAT, create, members_in
from tests.tg.test_tournament_handlers import GROUP as HANDLERS_GROUP


def shown(api: LocalBotApi, chat: int, message_id: int) -> str:
    message = api.message(chat, message_id)
    assert message is not None
    return plain(message["text"])


async def test_a_doubles_presentation_under_way(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    members = {u: Member(bot_driver, u, n, lang) for u, (n, lang) in NAMES.items()}
    tid = await three_teams(bot_driver, local_api, db, members)
    stored = await db.tournaments.get_tournament(tid)
    assert stored is not None and stored.message_id is not None
    before = shown(local_api, MEMBERS_GROUP, stored.message_id)
    assert "Pour participer, inscrivez une équipe de deux" in before  # nothing played yet
    seats = [
        SeatResult(605, True, 61, 40),
        SeatResult(601, False, 40, 61),
        SeatResult(606, True, 61, 40),
        SeatResult(602, False, 40, 61),
    ]
    assert await member_result_of(local_app, MEMBERS_GROUP, seats, 61)
    text = shown(local_api, MEMBERS_GROUP, stored.message_id)
    assert "Pour participer, inscrivez une équipe de deux" not in text, text
    assert "To take part, register a team of two" not in text, text
    # how the games go on, the standings, then that a team may still register, and what for
    assert "l'un de vous envoie /tournoi partie ici" in text, text
    assert "🥇 Lise et Gaston : 61 points, 40 contre · 1 partie" in text, text
    assert "🥇 Lise and Gaston: 61 points, 40 against · 1 game" in text, text
    assert "— Bob et Helen : pas encore de partie" in text, text
    late = (
        "Une autre équipe peut encore s'inscrire d'ici la fin du tournoi; elle aura alors"
        " 3 parties à jouer : répondez à un message de votre partenaire par /tournoi équipe"
    )
    assert late in text, text
    assert "1 partie jouée." in text and "2 parties à jouer :" in text, text


async def test_a_round_robin_presentation_under_way(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    tid = await create(bot_driver, local_api, db, "fadoq robin 61")
    await members_in(bot_driver, local_api, db, ANN, BEN, CAT)
    stored = await db.tournaments.get_tournament(tid)
    assert stored is not None and stored.message_id is not None
    assert "Press the button to take part" in shown(local_api, HANDLERS_GROUP, stored.message_id)
    seats = [SeatResult(ANN, True, 61, 50), SeatResult(BEN, False, 50, 61)]
    assert await member_result_of(local_app, HANDLERS_GROUP, seats, 61)
    text = shown(local_api, HANDLERS_GROUP, stored.message_id)
    assert "Press the button to take part" not in text, text
    assert "To play your games, send /play here" in text, text
    assert "🥇 P42: 61 points, 50 against · 1 game" in text, text
    assert "— P44: no game yet" in text, text
    late = (
        "Another member can still join before the tournament ends, with 3 games to play then:"
        " press the button."
    )
    assert late in text, text
    assert "1 game played." in text and "2 games to play:" in text, text


async def member_result_of(app: App, chat: int, seats: list[SeatResult], target: int) -> bool:
    from bot.tg.handlers.tournament_play import member_result

    return await member_result(CallbackContext(app), chat, "g1", seats, target)
