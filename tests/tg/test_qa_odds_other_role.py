"""« et si je donne? », « et s'il donne? », "what if I deal?" typed right after /chances told
the chances got « Je réponds aux comptes et aux commandes : /main vous donne une main, /aide
explique le reste. ». They get the same scores' chances in that role, kept for « pourquoi? »
(`odds.typed_why`, `odds_asked.role_asked`)."""

from __future__ import annotations

import pytest

from bot.content_odds import shipped_odds
from bot.drills.odds_asked import role_asked
from bot.tg.local import Driver
from tests.tg.odds_helpers import reply_to


@pytest.mark.parametrize(
    ("typed", "dealer"),
    [
        ("et si je donne?", True),
        ("Et si je donnais?", True),
        ("et si c'est moi qui donne?", True),
        ("What if I deal?", True),
        ("et si je reçois?", False),
        ("et s'il donne?", False),
        ("et si j'étais receveur?", False),
        ("what if they deal?", False),
        ("pourquoi?", None),
        ("je donne", None),
    ],
)
def test_the_role_asked(typed: str, dealer: bool | None) -> None:
    assert role_asked(typed) is dealer


async def test_the_other_role_after_the_chances(bot_driver: Driver) -> None:
    user = 9_730
    await bot_driver.send("/chances 95 110", user_id=user, language_code="fr")
    said = await reply_to(bot_driver, "et si je reçois?", user, "fr")
    assert said.startswith("Vous êtes receveur, à 95 contre 110 : vous gagnez"), said
    assert "parties de 121" in said, said
    why = await reply_to(bot_driver, "pourquoi?", user, "fr")
    assert "Votre adversaire donne" in why, why  # the chances kept are the receiver's
    said = await reply_to(bot_driver, "et si je donne?", user, "fr")
    chance = round(100 * shipped_odds().chance(95, 110, dealer=True))
    assert said.startswith(f"Vous êtes donneur, à 95 contre 110 : vous gagnez {chance} %"), said


async def test_the_other_role_keeps_the_length_and_the_rule(bot_driver: Driver) -> None:
    user = 9_731
    await bot_driver.send("/chances 58 58 61 fadoq", user_id=user, language_code="fr")
    said = await reply_to(bot_driver, "et s'il donne?", user, "fr")
    assert said.startswith("Vous êtes receveur, à 58 contre 58"), said
    assert "parties de 61" in said and "règle FADOQ" in said, said


@pytest.mark.parametrize(
    ("lang", "typed", "told", "other"),
    [
        (
            "fr",
            "et si je donne?",
            "Dans ces chances, vous étiez déjà donneur. Comme receveur :",
            "Vous êtes receveur, à 95 contre 110",
        ),
        (
            "en",
            "what if I deal?",
            "You were already the dealer in those chances. As the pone:",
            "You are the pone, at 95 to 110",
        ),
    ],
)
async def test_the_role_told_already_gets_the_other(
    bot_driver: Driver, lang: str, typed: str, told: str, other: str
) -> None:
    """« et si je donne? » right after chances told with the player dealing repeated them
    word for word, as if unheard: now it says so, and gives the other role's."""
    user = 9_732 + len(lang)
    command = {"fr": "/chances 95 110", "en": "/odds 95 110"}[lang]
    await bot_driver.send(command, user_id=user, language_code=lang)
    said = await reply_to(bot_driver, typed, user, lang)
    first, second = said.split("\n")[:2]
    assert first == told, said
    assert second.startswith(other), said
