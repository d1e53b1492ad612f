"""« Muggins! » pressed, then taken back: at « Combien de points ai-je oubliés? », « c'est
bon » (or « exact ») typed was answered « Tapez le nombre de points que j'ai oubliés… », the
keypad asked again, with no way back but a 0 nobody is told of. A yes to my count there
accepts it now, as « exact » does at « Mon compte est-il bon? »."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database, Question
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, button_data, shown, state


def question_step(question: Question) -> int:
    """The game's step the question asked (the claim comes one step after it)."""
    step = question.deal["step"]
    assert isinstance(step, int)
    return step + 1


@pytest.mark.parametrize(
    ("lang", "command", "typed", "accepted"),
    [
        ("fr", "/jouer 61 facile", "c'est bon", "Compte accepté."),
        ("fr", "/jouer 61 facile", "Exact!", "Compte accepté."),
        ("en", "/play 61 easy", "that's right", "Count accepted."),
    ],
)
async def test_a_yes_at_the_claim_accepts_my_count(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    accepted: str,
) -> None:
    user = 16_300 + len(typed) + (1 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.VERDICT)
    question, _, _, _ = await state(db, user, user)
    muggins = button_data(local_api, user, question)[1]
    assert muggins.endswith(":m")
    await player.press(muggins, question.message_id)
    assert (await state(db, user, user))[3].step is Step.CLAIM
    count = len(shown(local_api, user))
    await player.send(typed)
    replies = shown(local_api, user)[count:]
    assert replies and replies[0].split("\n")[0] == accepted, replies
    game = await db.table.active_table_game(user)
    assert game is not None and game.step > question_step(question), replies
