"""« c'est à qui? », « on en est où? », « combien j'ai de points? » typed in the group by a
player of a game between members, in reply to one of the table's messages (what the bot's
privacy mode lets it read there), got nothing: the question was lost, though the same words in
private are answered. The group now reads, once, the table's name, its board and whose turn
it is, in the club's language whatever the asker's; nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    live,
    play_on,
    two_at_a_table,
)
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": "🃏 Table de Marie et Robert\nPlanche : Marie 0, Robert 0 (partie de 61).\n"
    "Au tour de {name} de jouer une carte.",
    "en": "🃏 Table of Marie and Robert\nBoard: Marie 0, Robert 0 (game of 61).\n"
    "{name}'s turn to play a card.",
}


async def asked_in_reply(member: Member, api: LocalBotApi, text: str) -> list[str]:
    """`member` replies `text` to the group's last message: what the group reads then."""
    start = len(api.calls)
    await member.say(text, reply_to=int(api.messages(GROUP)[-1]["message_id"]))
    return [t.replace("\u00a0", " ") for t in group_texts(api, start)]


@pytest.mark.parametrize(
    ("lang", "asked", "by_the_due"),
    [
        ("fr", "c'est à qui?", False),
        ("fr", "on en est où?", True),
        ("fr", "combien j'ai de points?", False),
        ("en", "whose turn?", True),
    ],
)
async def test_the_turn_asked_in_reply_to_the_table_is_answered_in_the_group(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    asked: str,
    by_the_due: bool,
) -> None:
    due, other = await at_step(bot_driver, db, lang, 28_000 + len(asked), "play")
    before, _ = await live(db, due.user)
    asker = due if by_the_due else other
    said = await asked_in_reply(asker, local_api, asked)
    assert said == [SAID[lang].format(name=due.name)], said
    after, _ = await live(db, due.user)
    assert after.state == before.state


async def test_asked_by_an_english_reader_in_a_french_club_is_said_in_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    due, other = await at_step(bot_driver, db, "fr", 28_100, "play")
    await db.clubs.update_club(GROUP, {"lang": "fr"})
    other.lang = "en"
    said = await asked_in_reply(other, local_api, "whose turn is it?")
    assert said == [SAID["fr"].format(name=due.name)], said


async def test_chatter_in_reply_to_the_table_is_left_to_the_members(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    _, other = await at_step(bot_driver, db, "fr", 28_200, "play")
    assert await asked_in_reply(other, local_api, "belle main!") == []


async def test_asked_by_a_member_watching_the_only_table_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Lise, who does not play, replies « c'est à qui? » to the group's only table: it was
    silence; she reads what a player would."""
    due, _ = await at_step(bot_driver, db, "fr", 28_900, "play")
    lise = Member(bot_driver, 28_950, "Lise")
    said = await asked_in_reply(lise, local_api, "c'est à qui?")
    assert said == [SAID["fr"].format(name=due.name)], said


async def test_a_member_watching_two_tables_is_not_answered_for_one(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Two tables under way in the group: which one Lise asks about is not known, nothing is
    said for either."""
    await at_step(bot_driver, db, "fr", 28_960, "play")
    watch = GroupWatch(bot_driver)
    watch.seen = len(local_api.calls)  # the first table's cards are not the second's
    second = await two_at_a_table(bot_driver, (28_970, "Paul"), (28_971, "Rita"), "fr", "/jouer")
    await play_on(second, watch, until="play")
    lise = Member(bot_driver, 28_980, "Lise")
    assert await asked_in_reply(lise, local_api, "c'est à qui?") == []
