"""The laws in the race to 121 (/hand and /crib answers peg a game): always answering 29
loses heavily, his heels is pegged for the dealer, muggins off loses the missed points."""

from __future__ import annotations

import pytest

from bot.drills.deals import Deal, DrillKind
from bot.engine.card_parsing import parse_cards
from bot.storage import Database, Question
from bot.tg.context import App
from bot.tg.local import Driver, texts


@pytest.fixture
def db(local_app: App) -> Database:
    return local_app.bot_data.db


async def pending(db: Database, user: int) -> Question:
    question = await db.questions.pending_question(user, user)
    assert question is not None
    return question


@pytest.mark.parametrize("code", ["en", "fr-CA"])
async def test_under_the_seeds_law_29_is_only_corrected(
    bot_driver: Driver, db: Database, code: str
) -> None:
    """By default an over-count is corrected only: the player pegs the true total, the bot
    nothing, and the correction names the law."""
    user = 602 if code == "en" else 603
    await bot_driver.send("/hand", user_id=user, language_code=code)
    question = await pending(db, user)
    text = "\n".join(texts(await bot_driver.send("29", user_id=user, language_code=code)))
    assert (
        "corrigé, sans pénalité" if code.startswith("fr") else "corrected, with no penalty"
    ) in text
    (attempt,) = await db.stats.attempts(user)
    assert attempt.bot_points == 0 and attempt.player_points == question.expected["total"]


@pytest.mark.parametrize("code", ["en", "fr-CA"])
async def test_always_29_loses_the_race_heavily(
    bot_driver: Driver, db: Database, code: str
) -> None:
    """Under the ACC's rule (the excess to the opponent), chosen in /variant."""
    user = 600 if code == "en" else 601
    await bot_driver.send("/variante trop adversaire", user_id=user, language_code=code)
    game_id = None
    for _ in range(40):
        await bot_driver.send("/hand", user_id=user, language_code=code)
        question = await pending(db, user)
        game_id = question.game_id
        await bot_driver.send("29", user_id=user, language_code=code)
        assert game_id is not None
        game = await db.games.get_game(game_id)
        assert game is not None
        if not game.is_active:
            break
    else:
        pytest.fail("the race never ended")
    assert game.bot_score == 121 and game.player_score < 91  # skunked (under the 91 line)
    attempts = await db.stats.attempts(user)
    assert all(a.bot_points >= 29 - a.expected_total for a in attempts)
    assert sum(a.player_points for a in attempts) == game.player_score


async def plant(db: Database, user: int, cards: str, *, player_deals: bool) -> Question:
    parsed = parse_cards(cards)
    deal = Deal(DrillKind.HAND, tuple(parsed[:4]), parsed[4], player_deals)
    game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    asked, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind="hand",
        deal=deal.to_dict(),
        expected={"total": deal.score().total},
        game_id=game.id,
    )
    return asked


@pytest.mark.parametrize(("player_deals", "player", "bot"), [(True, 14, 0), (False, 12, 2)])
async def test_his_heels_is_on_the_board_for_the_dealer(
    bot_driver: Driver, db: Database, player_deals: bool, player: int, bot: int
) -> None:
    user = 610 if player_deals else 611
    question = await plant(db, user, "8H 7D 7C 6S JS", player_deals=player_deals)
    total = question.expected["total"]
    assert total == 12  # fifteen 4 (8+7, 8+7) and a double run for 8; the jack turned
    [text] = texts(await bot_driver.send("12", user_id=user, language_code="en"))
    assert question.game_id is not None
    game = await db.games.get_game(question.game_id)
    assert game is not None and (game.player_score, game.bot_score) == (player, bot)
    assert f"You peg {player} points" in text
