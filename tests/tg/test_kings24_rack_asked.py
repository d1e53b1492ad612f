"""kings24: « c'est quoi mes jetons? », « mes cartes? » typed at a Kings game step got « Je n'ai
pas compris votre coup. C'est à vous de jouer. », the rack only under it. The rack is said
first now (« Vos jetons : A 4 5 6 R »), then that it is the player's turn; nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.kings_terms import asks_rack
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import told_at_step


@pytest.mark.parametrize(
    "typed",
    [
        "c'est quoi mes jetons?",
        "C'est quoi mes jetons ?",
        "quels sont mes jetons?",
        "c koi mes jetons",
        "j'ai quoi comme jetons?",
        "mes jetons?",
        "mes cartes?",
        "c'est quoi mes cartes?",
        "montrez-moi mes jetons",
        "what are my tiles?",
        "my tiles?",
        "show me my rack",
    ],
)
def test_the_rack_asked(typed: str) -> None:
    assert asks_rack(typed)


@pytest.mark.parametrize(
    "typed",
    ["échange mes jetons", "c'est quoi le support?", "mes jetons sont mauvais", "H8 → 5 6 4"],
)
def test_other_words_are_not_the_rack_asked(typed: str) -> None:
    assert not asks_rack(typed)


@pytest.mark.parametrize(
    ("lang", "typed", "rack", "turn"),
    [
        ("fr", "c'est quoi mes jetons?", "Vos jetons : A 4 5 6 R", "C'est à vous de jouer."),
        ("fr", "mes cartes?", "Vos jetons : A 4 5 6 R", "C'est à vous de jouer."),
        ("en", "what are my tiles?", "Your tiles: A 4 5 6 K", "It is your turn."),
    ],
)
async def test_the_rack_said_at_a_step(
    bot_driver: Driver, db: Database, lang: str, typed: str, rack: str, turn: str
) -> None:
    text = await told_at_step(bot_driver, db, 24_100, typed, lang)
    lines = text.splitlines()
    assert lines[0] == rack, text
    assert turn in lines, text
    assert "compris" not in text and "understand" not in text, text
