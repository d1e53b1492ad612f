"""What a member types in private during a game between members, and what they hear back:
a count out of range says why (not « type it in figures » for 30), and a player whose turn it
is not hears that it is someone else's turn (not the bot's generic « I answer counts »)."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import GroupWatch, Member, live, play_on

HINTS = {
    "fr": {
        "30": "Une main ou un crib fait au plus 29 points.",
        "-3": "Un compte n'est jamais négatif.",
        "": "",
    },
    "en": {
        "30": "A hand or a crib makes 29 points at most.",
        "-3": "A count is never negative.",
        "": "",
    },
}


async def at_the_count(
    bot_driver: Driver, db: Database, lang: str, base: int
) -> tuple[Member, Member]:
    """Two members at a short game, at the first count: (the counter, the other)."""
    marie = Member(bot_driver, base, "Marie", lang)
    bob = Member(bot_driver, base + 1, "Robert", lang)
    for m in (marie, bob):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await bob.press_in_group("mj:")
    members = {marie.user: marie, bob.user: bob}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, table = await live(db, base)
    from bot.drills.table_turn import due

    counter = members[game.user_at(due(table)[0].seat) or 0]
    return counter, bob if counter is marie else marie


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_count_out_of_range_says_why(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str
) -> None:
    counter, _ = await at_the_count(bot_driver, db, lang, 4600 if lang == "fr" else 4610)
    game, _ = await live(db, counter.user)
    for typed in ("30", "-3"):
        said = html_to_text("\n".join(texts(await counter.private(typed))))
        assert HINTS[lang][typed] in said, said
        assert "figures" not in said and "chiffres" not in said, said
    again, _ = await live(db, counter.user)
    assert again.state == game.state  # nothing counted, the question still waits
