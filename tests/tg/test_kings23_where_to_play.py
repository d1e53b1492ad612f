"""kings23: « où je peux jouer? », « je peux jouer où? », « je mets mes jetons où? » typed at a
/rois partie step got « Je n'ai pas compris votre coup. C'est à vous de jouer. » (found playing
muggins chat). Where a move goes is now said, as to a player who says she is lost: « Pas de
souci, je vous explique. », then that a move touches a tile already on the grid, and how it is
written; the step still waits."""

from __future__ import annotations

import pytest

from bot.drills.kings_terms import asks_where
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import told_at_step


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("où je peux jouer?", True),
        ("Où est-ce que je peux jouer ?", True),
        ("je peux jouer où?", True),
        ("ou je joue", True),
        ("je mets mes jetons où?", True),
        ("où je pose mes jetons?", True),
        ("where can I play?", True),
        ("where do I put my tiles?", True),
        ("où est le 5?", False),
        ("H8 → 5 6 4", False),
    ],
)
def test_where_to_play_asked(text: str, asked: bool) -> None:
    assert asks_where(text) is asked


@pytest.mark.parametrize(
    ("lang", "typed", "head", "rule"),
    [
        (
            "fr",
            "où je peux jouer?",
            "Pas de souci, je vous explique. C'est à vous de jouer.",
            "en touchant un jeton déjà sur la grille",
        ),
        (
            "en",
            "where can I play?",
            "No problem, let me explain. It is your turn.",
            "touching a tile already on the grid",
        ),
    ],
)
async def test_where_to_play_is_told(
    bot_driver: Driver, db: Database, lang: str, typed: str, head: str, rule: str
) -> None:
    text = await told_at_step(bot_driver, db, 23_501 if lang == "fr" else 23_502, typed, lang)
    assert text.startswith(head), text
    assert rule in text, text
