"""In a group, a move written as the reader reads it (« H-8 → 5 6 4 », « 5 6 4 → en H8 »)
and not sent as a reply was ignored as chatter: the group filter knew only a move starting
with a plain cell. Ordinary chat stays chatter."""

from __future__ import annotations

import random

import pytest
from test_kings_handlers import match_of, pending, plain

from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import LETTERS, rank_name
from bot.storage import Database, Question
from bot.tg.local import Driver

GROUP = -100_909


def written(question: Question, form: str, lang: str) -> str:
    match = match_of(question)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    ordered = sorted(choice.move)
    (row, col) = ordered[0].cell
    way = "↓" if len(ordered) > 1 and ordered[1].cell[1] == col else "→"
    tiles = " ".join(rank_name(p.tile.rank, lang) for p in ordered)
    if form == "hyphen":
        return f"{LETTERS[col]}-{row + 1} {way} {tiles}"
    return f"{tiles} {way} en {LETTERS[col]}{row + 1}"


@pytest.mark.parametrize(
    ("lang", "command", "next_step"),
    [
        ("fr", "/rois partie", "À vous : répondez à ce message avec votre coup (H8 → 5 6 4)."),
        ("en", "/kings play", "Your move: reply to this message with it (H8 → 5 6 4)."),
    ],
)
@pytest.mark.parametrize("form", ["hyphen", "said_last"])
async def test_in_a_group_a_move_written_unusually_is_played_without_a_reply(
    bot_driver: Driver, db: Database, lang: str, command: str, next_step: str, form: str
) -> None:
    user = 960 if lang == "fr" else 961
    await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group")
    question = await pending(db, user, GROUP)
    move = written(question, form, lang)
    text = plain(await bot_driver.send(move, user, GROUP, language_code=lang, chat_type="group"))
    assert next_step in text, (move, text)


@pytest.mark.parametrize("chat", ["rendez-vous à B12", "on se voit en A1", "le 5 en h8 était beau"])
async def test_in_a_group_chat_naming_a_cell_is_still_chatter(
    bot_driver: Driver, db: Database, chat: str
) -> None:
    await bot_driver.send("/rois partie", 962, GROUP, language_code="fr", chat_type="group")
    calls = await bot_driver.send(chat, 962, GROUP, language_code="fr", chat_type="group")
    assert plain(calls) == ""
