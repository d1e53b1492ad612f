"""A club of 40 members in a Jeux 50+ tournament (seed 003: sixteen games, total points):
the final standings, in French about 110 characters a member, ran past Telegram's 4,096 and
`fit` dropped what did not fit: members 32 to 40 were never told their final place, nor was
the rule nor the closing day, at the close, in « /tournoi » and in private (where the
standings, one block too long, vanished whole under « Club : … »). The standings are now
sent in as many messages as they need, every line whole, the game's button under the last."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_tournament
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_tournament_handlers import GROUP, create, in_group, plain

MEMBERS = 40
FIRST = 1000


def name(user: int) -> str:
    return f"Marie-Thérèse Tremblay-Bouchard {user - FIRST + 1}"


async def forty_members(db: Database, tournament: str) -> None:
    for user in range(FIRST, FIRST + MEMBERS):
        await db.tournaments.join_tournament(tournament, user, name(user))
        for round_ in (1, 2):  # as a duplicate game records it: 9 lay-aways
            game_id = f"x{tournament}{user}{round_}"
            await db.tournaments.link_game(
                tournament_id=tournament, round=round_, user_id=user, game_id=game_id
            )
            await db.tournaments.finish_game(
                game_id=game_id,
                user_id=user,
                pour=121 - (user - FIRST),
                contre=121,
                lost=31.5,
                layaways=9,
            )


def posts(api: LocalBotApi, chat: int, since: int) -> list[str]:
    """The messages sent to `chat` after the first `since` calls (edits aside)."""
    return [
        str(call.params["text"])
        for call in api.calls[since:]
        if call.method == "sendMessage" and call.params.get("chat_id") == chat
    ]


def every_member_in(texts: list[str]) -> None:
    shown = "\n".join(plain(t) for t in texts)
    for user in range(FIRST, FIRST + MEMBERS):
        assert f"{name(user)} :" in shown, name(user)
    assert "…" not in shown


@pytest.mark.parametrize("where", ["close", "group", "private"])
async def test_the_standings_of_forty_members_are_all_shown(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, where: str
) -> None:
    tournament = await create(bot_driver, local_api, db, "jeux50", "fr")
    await forty_members(db, tournament)
    before = len(local_api.calls)
    if where == "close":
        assert await close_tournament(CallbackContext(local_app), tournament)
        texts = posts(local_api, GROUP, before)
        assert "Le tournoi est terminé!" in plain(texts[0])
        assert "le classement est définitif" in plain(texts[-1])
    elif where == "group":
        await in_group(bot_driver, "/tournoi", FIRST + 5, "fr")
        texts = posts(local_api, GROUP, before)
        assert "Se termine le" in plain(texts[-1])
    else:
        await bot_driver.send("/tournoi", user_id=FIRST, language_code="fr")
        texts = posts(local_api, FIRST, before)
        assert plain(texts[0]).startswith("Club : ")
        last = local_api.last_message(FIRST)
        assert last is not None and inline_buttons(last)  # « ▶️ Partie 3 du tournoi »
    assert len(texts) == 2, [len(t) for t in texts]
    every_member_in(texts)
