"""« pourquoi? » typed after an /ecart verdict was answered « Je réponds aux comptes et aux
commandes : /main vous donne une main, /aide explique le reste. », a hand she never asked for:
it is answered with why the best lay-away is the best, against hers (each one's hand and
crib, and what decides between them), or, hers the best, against the next best."""

from __future__ import annotations

import pytest

from bot.drills.ecart import Challenge
from bot.engine.card_parsing import parse_cards
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.local import Driver, texts

DEAL = "KD 5H 9S JD 2C 3C"


@pytest.fixture(autouse=True)
def dealt(monkeypatch: pytest.MonkeyPatch) -> None:
    async def deal(context: Context, player: Who, size: int, *, force: object = None) -> Challenge:
        return Challenge(tuple(parse_cards(DEAL)), dealer=True)

    monkeypatch.setattr(coaching, "challenge_deal", deal)


def plain(text: str) -> str:
    return text.replace("\u00a0", " ")


@pytest.mark.parametrize("asked", ["pourquoi?", "Pourquoi", "pourquoi ça?", "mais pourquoi?"])
async def test_why_after_a_lay_away_short_of_the_best(bot_driver: Driver, asked: str) -> None:
    fr = {"user_id": 1401, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    await bot_driver.send("R 5", **fr)
    [why] = texts(await bot_driver.send(asked, **fr))
    said = plain(why)
    assert said.startswith("<b>Pourquoi 2♣ 3♣?</b>"), said
    assert "Vous êtes le donneur : le crib est à vous" in said
    assert "1. En jetant 2♣ 3♣, votre main garde en moyenne 6,50 points" in said
    assert "3. En jetant R♦ 5♥, votre main garde en moyenne 5,20 points" in said
    assert "Ce qui décide entre 2♣ 3♣ et R♦ 5♥ : la main, 1,30 point de plus." in said
    assert "/main" not in said


async def test_why_after_the_best_in_english(bot_driver: Driver) -> None:
    en = {"user_id": 1402, "language_code": "en"}
    await bot_driver.send("/ecart", **en)
    await bot_driver.send("2C 3C", **en)
    [why] = texts(await bot_driver.send("why?", **en))
    assert why.startswith("<b>Why 2♣ 3♣?</b>"), why
    # a sentence alone, not « 1. » with no list around it
    assert "\nLaying away 2♣ 3♣, your hand keeps 6.50 points on average" in why
    assert "What decides it: the crib, 1.45 points more than laying away 5♥ 9♠." in why


async def test_why_with_nothing_before_explains_no_lay_away(bot_driver: Driver) -> None:
    """No verdict above: no lay-away explained, only where a count's reasons are shown (it was
    « Je réponds aux comptes et aux commandes… », `test_why_at_a_count`)."""
    [said] = texts(await bot_driver.send("pourquoi?", user_id=1403, language_code="fr"))
    assert said.startswith("Chaque compte que je donne est expliqué juste en dessous"), said
    assert "écart" not in said


async def test_why_names_the_crib_it_explains(bot_driver: Driver) -> None:
    """After « Même donne, crib au hasard » (other numbers), the why says which crib its
    numbers come from: the expert one the verdict graded."""
    fr = {"user_id": 1404, "language_code": "fr"}
    await bot_driver.send("/ecart", **fr)
    await bot_driver.send("R 5", **fr)
    [why] = texts(await bot_driver.send("pourquoi?", **fr))
    assert why.endswith(
        "Crib évalué selon les écarts des joueurs experts (calculé sur 100\u202f000 donnes)."
    ), why
