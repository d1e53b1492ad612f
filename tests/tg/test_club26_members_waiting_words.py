"""Said in private while a game between members waits on another member's count, right after
the member's own count: « tricheur! » ("you cheat!") and « je me suis trompé » ("my mistake")
got « Votre partie de club continue; ce n'est pas votre tour. » alone. Each is now answered
first (who shuffles and who sees which cards; what is done stays done), then that it is not
their turn. Nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import Member, live, show_due
from tests.tg.test_members_typed import at_step

NOT_YOURS = {
    "fr": "Votre partie de club continue; ce n'est pas votre tour.",
    "en": "Your club game goes on; it is not your turn.",
}


async def waiting_after_count(bot_driver: Driver, db: Database, lang: str, base: int) -> Member:
    counter, _ = await at_step(bot_driver, db, lang, base, "count")
    await counter.private(str((await show_due(db, counter.user)).value))
    game, table = await live(db, base)
    assert game.user_at(due(table)[0].seat) != counter.user  # the other member counts now
    return counter


@pytest.mark.parametrize(
    ("lang", "typed", "opening"),
    [
        ("fr", "tricheur!", "Personne ne peut tricher ici"),
        ("en", "you cheat!", "Nobody can cheat here"),
    ],
)
async def test_cheating_said_while_waiting(
    bot_driver: Driver, db: Database, lang: str, typed: str, opening: str
) -> None:
    base = 26_600 + (10 if lang == "en" else 0)
    member = await waiting_after_count(bot_driver, db, lang, base)
    before, _ = await live(db, base)
    said = html_to_text("\n".join(texts(await member.private(typed))))
    assert said.startswith(opening) and said.endswith(NOT_YOURS[lang]), said
    assert "/" not in said, said
    after, _ = await live(db, base)
    assert after.state == before.state


@pytest.mark.parametrize(
    ("lang", "typed", "opening"),
    [
        ("fr", "je me suis trompé", "Ce qui est fait reste fait, comme à la table."),
        ("en", "my mistake", "What is done stays done, as at the table."),
    ],
)
async def test_a_move_asked_back_while_waiting(
    bot_driver: Driver, db: Database, lang: str, typed: str, opening: str
) -> None:
    base = 26_640 + (10 if lang == "en" else 0)
    member = await waiting_after_count(bot_driver, db, lang, base)
    before, _ = await live(db, base)
    said = html_to_text("\n".join(texts(await member.private(typed))))
    assert said == opening + " " + NOT_YOURS[lang], said
    after, _ = await live(db, base)
    assert after.state == before.state
