"""« /tournament close » typed by a member who is no administrator, during a round robin
between French and English readers in a club set to each member's language: the refusal and
the standings under it came only in French (the organizer's, on a tie), while /tournament
showed them in both languages. They now come as /tournament's standings do."""

from __future__ import annotations

from test_club18_robin_each_language import mixed_robin, plain

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import group_texts


async def test_the_refusal_and_the_standings_in_both_languages(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    _marie, helen = await mixed_robin(bot_driver, local_api, db)
    before = len(local_api.calls)
    await helen.say("/tournament close")
    (said,) = [plain(t) for t in group_texts(local_api, before)]
    assert "Seuls les administrateurs" in said and "Only the group's admin" in said, said
    assert "Classement" in said and "Standings" in said, said
