"""« Muggins! » pressed at my count, then « je me suis trompé » ("my mistake") at « Combien de
points ai-je oubliés? » got « Ce qui est fait reste fait, comme à la table. », the claim left
waiting, though « c'est bon » there takes the muggins back. Now it is taken back too: my count
stands (« Compte accepté. ») and the game goes on."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step, Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, button_data, state

ACCEPTED = {"fr": "Compte accepté.", "en": "Count accepted."}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "je me suis trompé"),
        ("en", "my mistake"),
        ("fr", "Laisse faire!"),  # « Tapez le nombre de points que j'ai oubliés… » (play27)
        ("en", "never mind"),
    ],
)
async def test_a_mistake_said_at_the_claim_takes_it_back(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, typed: str
) -> None:
    user = 27_300 + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    await player.reach(Step.VERDICT)
    question, game, table, _ = await state(db, user, user)
    muggins = next(d for d in button_data(local_api, user, question) if d.endswith(":m"))
    await player.press(muggins, question.message_id)
    assert (await state(db, user, user))[3].step is Step.CLAIM
    call = table.deal.call
    assert call is not None
    replies = await player.replies_to(typed)
    assert any(reply.startswith(ACCEPTED[lang]) for reply in replies), replies
    after = await db.table.get_table_game(game.id)
    assert after is not None
    deal = Table.from_json(after.state).deals[len(table.deals) - 1]
    settled = next(s for s in deal.shows if s.by == call.by and s.what == call.what)
    assert settled.muggins is None and settled.pegged == call.claimed
