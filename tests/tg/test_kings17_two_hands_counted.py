"""« /rois compte » on a move that makes two hands (a 10 laid by a 5 across and by a 10
down): « 6 2 » typed, a count for each hand, got « 6 ou 2? Envoyez un seul compte. », as if
the player hesitated between two totals. A move of two hands now gets the note kings16 gave
three counts, « Un compte par main? … »; on a move of one hand « 6 2 » stays a count
hesitated over. The question still waits either way."""

from __future__ import annotations

import pytest

from bot.drills.kings import KingsCount, count_hands
from bot.drills.kings_answers import counts_listed
from bot.engine.kings_grid import Placement
from bot.storage import Database
from bot.tg.handlers.kings_common import KINGS_COUNT
from bot.tg.local import Driver
from tests.engine.kings_helpers import grid, tile
from tests.tg.kings_helpers import plain

TWO_HANDS = KingsCount(
    grid([". . . . . . .", ". . . 5 . . .", ". . . . 10 . ."], 15), (Placement(1, 4, tile("10")),)
)
"""The 10 laid on E2: 5 10 across (a fifteen, 2) and 10 10 down (a pair, 2)."""
ONE_HAND = KingsCount(grid([". . . . . . .", ". . . 5 . . ."], 15), (Placement(1, 4, tile("10")),))
"""The 10 laid on E2: 5 10 across only (a fifteen, 2)."""

LISTED = {
    "fr": (
        "Un compte par main? Envoyez le total du coup en un seul nombre : toutes ses mains et "
        "ses bonus ensemble."
    ),
    "en": (
        "One count per line? Send the move's total as one number: all its lines and bonuses "
        "together."
    ),
}
OFFERED = {"fr": "6 ou 2? Envoyez un seul compte.", "en": "6 or 2? Send one count."}


def test_two_numbers_are_a_count_per_hand_only_for_a_move_of_two_hands() -> None:
    assert count_hands(TWO_HANDS.to_dict()) == 2 and count_hands(ONE_HAND.to_dict()) == 1
    assert count_hands({"grid": "?"}) == 1
    assert counts_listed("6 2", 2) and counts_listed("6, 2", 2) and counts_listed("6 et 2", 2)
    assert not counts_listed("6 2", 1) and not counts_listed("6 ou 2", 2)
    assert not counts_listed("15 2", 2)  # a fifteen called


async def _asked(db: Database, user: int, count: KingsCount) -> None:
    total = count.score().total
    await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=KINGS_COUNT,
        deal=count.to_dict(),
        expected={"total": total},
    )


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_six_two_on_a_move_of_two_hands_is_a_count_per_hand(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 17_021 if lang == "fr" else 17_022
    await _asked(db, user, TWO_HANDS)
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send("6 2", user, language_code=lang))
    assert text == LISTED[lang], text
    assert (await db.questions.pending_question(user, user)) == question


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_six_two_on_a_move_of_one_hand_is_still_asked_back(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    user = 17_023 if lang == "fr" else 17_024
    await _asked(db, user, ONE_HAND)
    question = await db.questions.pending_question(user, user)
    text = plain(await bot_driver.send("6 2", user, language_code=lang))
    assert text == OFFERED[lang], text
    assert (await db.questions.pending_question(user, user)) == question
