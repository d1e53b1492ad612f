"""The board a /play message shows agrees with what the messages told so far.

With pictures on, a show is sent as the board's picture and the bot's count that follows it
as a second message (its cards). The bot's count is pegged as it is announced, so the board
of the first message once showed points the player had not been told of yet (« Votre main :
exact. Planche : vous 28, moi 13 », then « Ma main… Je marque 10 »: moi was 3).
"""

from __future__ import annotations

import re

import pytest

import bot.tg.handlers.table as table_handlers
from bot.drills.table_state import BOT_SEAT, PLAYER_SEAT, Step, Table
from bot.drills.table_turn import status
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import chat_texts
from tests.tg.test_table_handlers import Player

BOARD = re.compile(r"Board: you (\d+), me (\d+)")


@pytest.mark.parametrize("seed", [3, 17, 52])
async def test_no_board_shows_a_count_before_it_is_told(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    monkeypatch: pytest.MonkeyPatch,
    seed: int,
) -> None:
    monkeypatch.setattr(table_handlers, "new_secret", lambda _random: f"{seed:032x}")
    player = Player(bot_driver, 80, "en")
    await player.send("/play 121 normal")  # pictures on: each show comes with the board
    checked = after = 0
    for _ in range(800):
        start = len(local_api.calls)
        if not await player.move():
            break
        game = await db.table.active_table_game(80)
        if game is None:
            break
        table = Table.from_json(game.state)
        waiting = status(table)
        call = table.deal.call
        if waiting is None or waiting.step is not Step.VERDICT or call is None:
            continue
        told = list(table.scores)
        told[BOT_SEAT] -= call.pegged
        for text in chat_texts(local_api, start, 80):
            boards = [(int(you), int(me)) for you, me in BOARD.findall(text)]
            if "I count" in text:  # the count itself, then the board with it
                if call.pegged:
                    after += 1
                    assert boards == [tuple(table.scores)], text
                break
            checked += len(boards)
            assert all(board == (told[PLAYER_SEAT], told[BOT_SEAT]) for board in boards), text
    assert checked > 0 and after > 0  # the game had shows followed by the bot's count


async def test_a_new_deal_comes_after_the_last_one_is_closed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pictures off, one message ends a deal and deals the next: the board, the chances and
    the new deal's seal come before the new deal and its cards (« Donne 2 : … Vos cartes : …
    Planche … » read as if the board were the new deal's)."""
    monkeypatch.setattr(table_handlers, "new_secret", lambda _random: f"{5:032x}")
    player = Player(bot_driver, 81, "en")
    await player.send("/pictures off")
    await player.send("/play 121 normal")
    for _ in range(200):
        start = len(local_api.calls)
        assert await player.move()
        said = "\n".join(chat_texts(local_api, start, 81))
        if "Deal 2:" in said:
            lines = said.splitlines()
            keys = (
                "Board:",
                "Your chances",
                "The cards of deal 2 are fixed",
                "Deal 2:",
            )
            keys += ("Your cards", "Lay away")
            where = [next((i for i, line in enumerate(lines) if k in line), None) for k in keys]
            found = [i for i in where if i is not None]
            assert len(found) >= 5 and found == sorted(found), lines
            return
    raise AssertionError("no second deal")
