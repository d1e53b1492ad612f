"""kings19: in a group, a move said with its way after the cell (« 5 6 4 en H8 vers le bas »,
« 5 6 4 en H8 → », "5 6 4 at H8 down") and not sent as a reply got no answer at all: the
group's filter (`kings_args.move_start`, its `CELL_SAID_LAST`) wanted the text to end with
the cell, though the step reads the way said after it (kings18). It is now played as the
same move said « 5 6 4 → en H8 » is; chatter naming a cell and a way stays chatter."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings_args import move_start, reads_step
from bot.engine.kings_moves import choose_move
from bot.engine.kings_notation import LETTERS, rank_name
from bot.storage import Database, Question
from bot.tg.local import Driver
from tests.tg.test_kings_handlers import match_of, pending, plain

GROUP = -100_919
WAYS = {
    "fr": {"↓": ("vers le bas", "↓"), "→": ("à droite", "→")},
    "en": {"↓": ("down", "↓"), "→": ("to the right", "→")},
}


def said_way_last(question: Question, lang: str, spoken: bool) -> str:
    """The bot's own choice of a move for this step, said « tiles en cell way »."""
    match = match_of(question)
    choice = choose_move(match.game.grid, match.game.rack(), random.Random(0))
    assert choice is not None
    ordered = sorted(choice.move)
    (row, col) = ordered[0].cell
    way = "↓" if len(ordered) > 1 and ordered[1].cell[1] == col else "→"
    said = WAYS[lang][way][0 if spoken else 1]
    tiles = " ".join(rank_name(p.tile.rank, lang) for p in ordered)
    link = "en" if lang == "fr" else "at"
    return f"{tiles} {link} {LETTERS[col]}{row + 1} {said}"


@pytest.mark.parametrize(
    ("lang", "command", "next_step"),
    [
        ("fr", "/rois partie", "À vous : répondez à ce message avec votre coup (H8 → 5 6 4)."),
        ("en", "/kings play", "Your move: reply to this message with it (H8 → 5 6 4)."),
    ],
)
@pytest.mark.parametrize("spoken", [True, False])
async def test_in_a_group_a_move_with_its_way_after_the_cell_is_played(
    bot_driver: Driver, db: Database, lang: str, command: str, next_step: str, spoken: bool
) -> None:
    user = (1_919 if lang == "fr" else 1_920) + (10 if spoken else 0)
    await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group")
    question = await pending(db, user, GROUP)
    move = said_way_last(question, lang, spoken)
    text = plain(await bot_driver.send(move, user, GROUP, language_code=lang, chat_type="group"))
    assert next_step in text, (move, text)


@pytest.mark.parametrize(
    "typed",
    ["7 7 7 en E9 vers le bas", "7 7 7 en E9 bas", "I put 7 7 7 at E9 down", "7 7 7 en E9 →"],
)
def test_a_move_with_its_way_after_the_cell_starts_as_a_move(typed: str) -> None:
    assert move_start(typed)
    assert reads_step(typed)


@pytest.mark.parametrize(
    "chat", ["rendez-vous à B12 en bas", "on se voit en A1 à droite", "le 5 en h8 était beau"]
)
async def test_in_a_group_chat_naming_a_cell_and_a_way_is_still_chatter(
    bot_driver: Driver, db: Database, chat: str
) -> None:
    await bot_driver.send("/rois partie", 1_940, GROUP, language_code="fr", chat_type="group")
    calls = await bot_driver.send(chat, 1_940, GROUP, language_code="fr", chat_type="group")
    assert plain(calls) == ""
