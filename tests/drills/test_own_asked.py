"""« mon classement? », « mes stats »: the player's own standing or progress asked in words
(`own_asked.own_page_asked`)."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import typed_command_word
from bot.drills.own_asked import OwnPage, own_page_asked


@pytest.mark.parametrize(
    ("typed", "page"),
    [
        ("mon classement?", OwnPage.STANDING),
        ("Mon classement", OwnPage.STANDING),
        ("c'est quoi mon classement?", OwnPage.STANDING),
        ("C\u2019est quoi mon classement ?", OwnPage.STANDING),
        ("je suis où dans le classement?", OwnPage.STANDING),
        ("mon rang au club svp", OwnPage.STANDING),
        ("where am I on the leaderboard?", OwnPage.STANDING),
        ("my ranking", OwnPage.STANDING),
        ("mes stats", OwnPage.PROGRESS),
        ("mes progrès?", OwnPage.PROGRESS),
        ("Mes statistiques svp", OwnPage.PROGRESS),
        ("mon score", OwnPage.PROGRESS),
        ("montrez-moi mes résultats", OwnPage.PROGRESS),
        ("bonjour, mes stats svp", OwnPage.PROGRESS),
        ("my progress", OwnPage.PROGRESS),
        ("what are my stats?", OwnPage.PROGRESS),
        ("mon score?", OwnPage.PROGRESS),
        ("comment je vois mes progrès?", OwnPage.PROGRESS),
        ("réglages", OwnPage.SETTINGS),
        ("Mes paramètres svp", OwnPage.SETTINGS),
        ("my settings", OwnPage.SETTINGS),
    ],
)
def test_a_page_asked(typed: str, page: OwnPage) -> None:
    assert own_page_asked(typed) is page


@pytest.mark.parametrize(
    "typed",
    [
        "classement",
        "stats",
        "ma main",
        "c'est quoi le classement?",
        "mon score est 12",
        "je suis perdu",
        "mes cartes",
        "combien j'ai de points?",
        "les réglages du club",
        "what's my score?",
        "quel est mon score?",
        "c'est quoi mon pointage",
        "",
    ],
)
def test_no_page_asked(typed: str) -> None:
    assert own_page_asked(typed) is None


def test_ma_main_stays_no_command_word() -> None:
    assert typed_command_word("ma main") is None and own_page_asked("ma main") is None
