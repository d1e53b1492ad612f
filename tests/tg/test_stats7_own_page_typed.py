"""A club member of 72 types in words, in private, what /classement and /statistiques show:
« mon classement? » with nothing asked got « Je réponds aux comptes et aux commandes… », and
« c'est quoi mon classement? » under a hand to count « Je ne connais pas le mot « quoi » ».
Now their standing, as /classement shows it in private (or their progress for « mes
stats »), and at a count the count still asked."""

from __future__ import annotations

import pytest
from test_club_board_again import GERARD, mixed_club

from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

STILL_WAITING = "Votre dernière question attend encore votre réponse"


async def gerard(bot_driver: Driver, text: str) -> list[str]:
    return texts(await bot_driver.send(text, user_id=GERARD, first_name="Gérard"))


@pytest.mark.parametrize("typed", ["mon classement?", "C'est quoi mon classement?"])
async def test_the_standing_typed_with_nothing_asked(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database, typed: str
) -> None:
    await mixed_club(bot_driver, local_app, local_api, db)
    await gerard(bot_driver, "/annuler")  # the challenge joining opened: nothing asked now
    (standing,) = await gerard(bot_driver, "/classement")
    assert standing.startswith("<b>Vos clubs"), standing
    assert await gerard(bot_driver, typed) == [standing]


@pytest.mark.parametrize("typed", ["mes stats", "Mes progrès?", "mon score svp"])
async def test_the_progress_typed_with_nothing_asked(bot_driver: Driver, typed: str) -> None:
    user = 17_100 + len(typed)
    await bot_driver.send("/start", user_id=user, language_code="fr")
    (stats,) = texts(await bot_driver.send("/statistiques", user_id=user, language_code="fr"))
    assert texts(await bot_driver.send(typed, user_id=user, language_code="fr")) == [stats]


async def test_the_standing_typed_at_a_count(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """The challenge's hand to count, opened by joining the club, stays asked."""
    await mixed_club(bot_driver, local_app, local_api, db)
    (standing,) = await gerard(bot_driver, "/classement")
    (said,) = await gerard(bot_driver, "c'est quoi mon classement?")
    assert said.startswith(standing + "\n\n" + STILL_WAITING), said
    pending = await db.questions.pending_question(GERARD, GERARD)
    assert pending is not None and pending.kind == "daily-hand"


async def test_the_progress_typed_at_a_count(bot_driver: Driver, db: Database) -> None:
    user = 17_200
    await bot_driver.send("/main", user_id=user, language_code="fr")
    (stats,) = texts(await bot_driver.send("/statistiques", user_id=user, language_code="fr"))
    said = texts(await bot_driver.send("mes stats?", user_id=user, language_code="fr"))
    assert said[0] == stats and said[1].startswith(STILL_WAITING), said
    pending = await db.questions.pending_question(user, user)
    assert pending is not None and pending.kind == "hand"
