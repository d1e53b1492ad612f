"""« /tournoi fermer » with games still to play closed the tournament at once (its winners
posted, the games left lost), while « /tournoi annuler » asked first. Now it asks first,
saying how many games are left (`tx:<id>:c|n`); with none left it closes at once, as before
(`test_tournament_all_played`)."""

from __future__ import annotations

import pytest
from telegram.ext import CallbackContext

from bot.drills.tournament_robin import SeatResult
from bot.storage import Database
from bot.tg.context import App
from bot.tg.handlers.tournament_close import close_job_name
from bot.tg.handlers.tournament_play import member_result
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_tournament_handlers import (
    ADMIN,
    ANN,
    BEN,
    CAT,
    GROUP,
    create,
    group_texts,
    in_group,
    join,
)


@pytest.mark.parametrize(
    ("lang", "words", "close", "asked", "goes_on", "over", "bravo"),
    [
        ("fr", "/tournoi fadoq ronde", "/tournoi fermer",
         "Fermer le tournoi maintenant? Il reste 2 parties à jouer : elles ne compteront pas",
         "Le tournoi continue.", "Ce tournoi est terminé.", "🏆 Le tournoi est terminé!"),
        ("en", "/tournament fadoq robin", "/tournament close",
         "Close the tournament now? 2 games are still to play: they will not count",
         "The tournament goes on.", "This tournament is over.", "🏆 The tournament is over!"),
    ],
)  # fmt: skip
async def test_closing_with_games_left_asks_first(
    bot_driver: Driver,
    local_app: App,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: str,
    close: str,
    asked: str,
    goes_on: str,
    over: str,
    bravo: str,
) -> None:
    tournament = await create(bot_driver, local_api, db, words.split(" ", 1)[1], lang)
    for user in (ANN, BEN, CAT):
        await join(bot_driver, local_api, db, user, lang)
    context = CallbackContext(local_app)
    seats = [SeatResult(ANN, True, 121, 95), SeatResult(BEN, False, 95, 121)]
    assert await member_result(context, GROUP, "g1", seats, 121)  # 1 of 3 games played

    await in_group(bot_driver, close, ADMIN, lang)
    question = local_api.last_message(GROUP)
    assert question is not None
    assert asked in group_texts(local_api)[-1]
    data = [str(b["callback_data"]) for b in inline_buttons(question)]
    assert data == [f"tx:{tournament}:c", f"tx:{tournament}:n"]
    assert not any(bravo in t for t in group_texts(local_api))
    assert (await db.tournaments.get_tournament(tournament)).is_open  # type: ignore[union-attr]

    # a member's press is refused; the administrator's « no »: it goes on
    calls = await bot_driver.press(data[0], question["message_id"], user_id=ANN, chat_id=GROUP)
    assert any(c.params.get("show_alert") for c in calls if c.method == "answerCallbackQuery")
    assert (await db.tournaments.get_tournament(tournament)).is_open  # type: ignore[union-attr]
    await bot_driver.press(data[1], question["message_id"], user_id=ADMIN, chat_id=GROUP)
    assert (await db.tournaments.get_tournament(tournament)).is_open  # type: ignore[union-attr]
    answered = local_api.message(GROUP, question["message_id"])
    assert answered is not None and goes_on in answered["text"]

    # asked again, « yes »: closed today, the winners posted once, the question answered
    await in_group(bot_driver, close, ADMIN, lang)
    question = local_api.last_message(GROUP)
    assert question is not None
    await bot_driver.press(data[0], question["message_id"], user_id=ADMIN, chat_id=GROUP)
    stored = await db.tournaments.get_tournament(tournament)
    assert stored is not None and not stored.is_open and stored.cancelled_at is None
    texts = [t.replace("\u00a0", " ") for t in group_texts(local_api)]
    assert sum(bravo in t for t in texts) == 1
    answered = local_api.message(GROUP, question["message_id"])
    assert answered is not None and over in answered["text"].replace("\u00a0", " ")
    assert answered.get("reply_markup") is None
    assert local_app.job_queue is not None
    assert not local_app.job_queue.get_jobs_by_name(close_job_name(tournament))


async def test_a_duplicate_tournament_counts_each_members_games_left(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Two members of a duplicate tournament of 2 games, none played: 4 games left."""
    tournament = await create(bot_driver, local_api, db, "2 61", "en")
    for user in (ANN, BEN):
        await join(bot_driver, local_api, db, user, "en")
    await in_group(bot_driver, "/tournament close", ADMIN)
    assert "Close the tournament now? 4 games are still to play" in group_texts(local_api)[-1]
    assert (await db.tournaments.get_tournament(tournament)).is_open  # type: ignore[union-attr]
