"""« /annuler » in private at a club game's step, through the registry: the step is kept (its
question still pending), the member told how to leave the game; before: « Question
abandonnée. », the step dropped."""

from __future__ import annotations

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.members_helpers import GROUP, chat_texts, two_at_a_table


async def test_cancel_at_a_club_step_keeps_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=41, language_code="fr")
    )
    members = await two_at_a_table(bot_driver, (501, "Marie"), (502, "Jean"), "fr", "/jouer 61")
    step = await db.questions.pending_question(501, 501)
    assert step is not None
    before = len(local_api.calls)
    await members[501].private("/annuler")
    (said,) = chat_texts(local_api, before, 501)
    assert said.startswith("Votre partie de club continue"), said
    kept = await db.questions.pending_question(501, 501)
    assert kept is not None and kept.id == step.id
