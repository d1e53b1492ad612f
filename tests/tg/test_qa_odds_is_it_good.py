"""« c'est bon ça? », « c'est-tu bon? », "is that good?" typed right after /chances told the
chances got « Je réponds aux comptes et aux commandes : /main vous donne une main, /aide
explique le reste. ». They get whether the chances are good, and the dealer's at the start of
a game to compare (`odds.typed_why`, `odds_asked.asks_if_good`, `views.odds_follow`)."""

from __future__ import annotations

import pytest

from bot.content_odds import shipped_odds
from bot.drills.odds_asked import asks_if_good
from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to


@pytest.mark.parametrize(
    ("typed", "asked"),
    [
        ("c'est bon ça?", True),
        ("C\u2019est-tu bon?", True),
        ("c'est bien?", True),
        ("is that good?", True),
        ("c'est bon merci", False),
        ("pourquoi?", False),
    ],
)
def test_good_asked(typed: str, asked: bool) -> None:
    assert asks_if_good(typed) is asked


@pytest.mark.parametrize(
    ("scores", "verdict"),
    [
        ("95 110", "Non : à 15 %, vous perdez plus de parties que vous n'en gagnez"),
        ("110 95 receveur", "Oui : à 85 %, vous gagnez plus de parties que vous n'en perdez"),
        ("0 0", "C'est à peu près égal : à 56 %, ni bon ni mauvais."),
    ],
)
async def test_is_it_good_after_the_chances(bot_driver: Driver, scores: str, verdict: str) -> None:
    user = 9_740 + len(scores)
    await bot_driver.send(f"/chances {scores}", user_id=user, language_code="fr")
    said = await reply_to(bot_driver, "c'est bon ça?", user, "fr")
    start = round(100 * shipped_odds().chance(0, 0, dealer=True))
    assert said.startswith(verdict), said
    assert f"Pour comparer : au début d'une partie de 121, le donneur gagne {start} %." in said


async def test_is_it_good_in_english(bot_driver: Driver) -> None:
    await bot_driver.send("/odds 60 50 61", user_id=9_750, language_code="en")
    said = await reply_to(bot_driver, "is that good?", 9_750, "en")
    assert said.startswith("Yes: at over 99%, you win more games than you lose"), said
    assert "at the start of a game of 61, the dealer wins" in said, said
