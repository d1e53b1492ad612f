"""« pourquoi? » and « qui mène? » typed right after a game against the bot ended (its last
message a count and « J'ai gagné, 61 à 15. ») got « Je réponds aux comptes et aux commandes :
/main vous donne une main… ». Now the last count explained combination by combination, or
who won and the score, then « /jouer pour une autre partie. »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Table
from bot.drills.table_turn import show_score
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

AGAIN = {"fr": "/jouer pour une autre partie.", "en": "/play for another game."}


@pytest.mark.parametrize(("lang", "typed"), [("fr", "pourquoi?"), ("en", "why?")])
async def test_why_after_the_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, typed: str
) -> None:
    user = 26_800 + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.finish()
    game = await db.table.last_finished_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    deal = next(d for d in reversed(table.deals) if d.shows)
    show = deal.shows[-1]
    await player.send(typed)
    lines = shown(local_api, user)[-1].replace("\u00a0", " ").split("\n")
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    assert "/main" not in lines[0], lines
    assert lines[1] in {
        "Le compte complet, combinaison par combinaison :",
        "The full count, combination by combination:",
    }, lines
    bullets = render.breakdown_lines(show_score(deal, show.by, show.what), tr)
    assert len(lines) == 3 + max(1, len(bullets)) and lines[-1] == AGAIN[lang], lines


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "qui mène?"),
        ("en", "what's the score?"),
        ("fr", "qui a gagné?"),  # got « Je réponds aux comptes et aux commandes… » (play27)
        ("en", "who won?"),
    ],
)
async def test_the_score_after_the_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, typed: str
) -> None:
    user = 26_900 + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.finish()
    game = await db.table.last_finished_table_game(user)
    assert game is not None
    table = Table.from_json(game.state)
    mine, yours = table.scores[1], table.scores[PLAYER_SEAT]
    won = {
        ("fr", True): f"Vous avez gagné, {yours} à {mine}!",
        ("fr", False): f"J'ai gagné, {mine} à {yours}.",
        ("en", True): f"You win, {yours} to {mine}!",
        ("en", False): f"I win, {mine} to {yours}.",
    }[lang, table.winner == PLAYER_SEAT]
    await player.send(typed)
    lines = shown(local_api, user)[-1].replace("\u00a0", " ").split("\n")
    assert lines[0] == won and lines[-1] == AGAIN[lang], lines
