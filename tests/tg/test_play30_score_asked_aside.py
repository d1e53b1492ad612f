"""The score asked in private while a /play game is set aside (by /discard, /hand…, then
dropped): "who's winning?", "how many points do I have?" got « I answer counts and commands:
/hand deals you a hand, /help explains the rest. », and "what's my score?" the help of the
/score command (found playing muggins chat in English). Now the board, and the game again at
its step; with no game at all, where the progress is."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import asks_score
from bot.drills.table_state import Step
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state


@pytest.mark.parametrize("typed", ["what's my score?", "What is our score", "who's winning?"])
def test_the_score_asked(typed: str) -> None:
    assert asks_score(typed)


@pytest.mark.parametrize(
    ("lang", "typed", "board"),
    [
        ("en", "who's winning?", "Board: you 0, me 0 (game of 61)."),
        ("en", "what's my score?", "Board: you 0, me 0 (game of 61)."),
        ("en", "how many points do I have?", "Board: you 0, me 0 (game of 61)."),
        ("fr", "qui mène?", "Planche : vous 0, moi 0 (partie de 61)."),
    ],
)
async def test_the_score_of_a_game_set_aside(
    bot_driver: Driver, lang: str, typed: str, board: str
) -> None:
    player = Player(bot_driver, 30_300 + len(typed), lang)
    await player.send("/play 61 easy" if lang == "en" else "/jouer 61 facile")
    await player.reach(Step.LAY_AWAY)
    await player.send("/discard" if lang == "en" else "/ecart")
    await player.send("/cancel" if lang == "en" else "/annuler")
    said = "\n".join(await player.replies_to(typed)).replace("\u00a0", " ")
    assert board in said, said
    assert "/score" not in said and "I answer counts" not in said, said
    question = (await state(player.db, player.user, player.chat))[0]
    assert question.is_pending  # the game is back at its step, its buttons under it


async def test_the_score_asked_with_no_game(bot_driver: Driver) -> None:
    player = Player(bot_driver, 30_390, "en")
    said = "\n".join(await player.replies_to("what's my score?"))
    assert "/stats" in said and "/play" in said, said
    assert "/score 5H" not in said, said
