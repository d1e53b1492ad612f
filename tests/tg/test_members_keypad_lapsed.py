"""A member pressed « Muggins… », got the keypad in the group, and the next deal was dealt
before they answered: the keypad lost its buttons but kept « How many points were missed?
Only Marie may answer. » with nothing to answer with. Now the question is replaced: the
call lapsed, nothing pegged. The deal's own message keeps its shows. The lapsed call named
nobody (« Un appel de muggins est resté sans réponse… »): now it names its caller, as typed
(« L'appel de muggins d'Anne <b>🌷 est resté sans réponse… »); a keypad stored before its
caller was (open across the upgrade) still lapses, told without a name. Just below it, the
next deal's summary said « personne n'a crié muggins : perdus » of the points that very call
was about: now « personne ne les a réclamés à temps : perdus »."""

from __future__ import annotations

import sqlite3
from contextlib import closing

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    count_two_short,
    group_texts,
    last_button,
    live,
    play_on,
    show_due,
    two_at_a_table,
)

NAMES = ("Anne <b>🌷", "Zoé & Cie")
"""The members' names: HTML and an emoji, shown as typed; French elides « de » before Anne."""


def named(caller: Member, lang: str) -> str:
    """How the lapsed call names its caller, the text as read (tags shown as typed)."""
    if lang == "en":
        return f"{caller.name}'s muggins call"
    return ("L'appel de muggins d'" if caller.name[0] == "A" else "L'appel de muggins de ") + (
        caller.name
    )


@pytest.mark.parametrize(
    ("lang", "asked", "lapsed"),
    [
        (
            "fr",
            "Combien de points ont été oubliés",
            " est resté sans réponse quand la donne suivante a été distribuée\u00a0: trop tard,"
            " rien n'est marqué.",
        ),
        (
            "en",
            "How many points were missed",
            " was left unanswered when the next deal was dealt: too late, nothing pegged.",
        ),
    ],
)
@pytest.mark.parametrize("stored", [True, False], ids=["named", "stored-before"])
async def test_an_unanswered_keypad_says_the_call_lapsed(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    asked: str,
    lapsed: str,
    stored: bool,
) -> None:
    base = (5990 if lang == "fr" else 6000) + (0 if stored else 20)
    opens = "/jouer" if lang == "fr" else "/play"
    members = await two_at_a_table(bot_driver, (base, NAMES[0]), (base + 1, NAMES[1]), lang, opens)
    marie, jean = members.values()
    watch = GroupWatch(bot_driver)
    game, counter = await count_two_short(members, watch, db, base)
    caller = marie if counter is jean else jean
    await caller.press_in_group(f"mm:{game.id}:")
    _data, keypad = last_button(local_api, GROUP, "mc:")
    shown = local_api.message(GROUP, keypad)
    assert shown is not None and asked in shown["text"]
    if not stored:  # as kept before the callers were stored
        with closing(sqlite3.connect(db.path)) as conn, conn:
            conn.execute("UPDATE member_muggins_messages SET caller_seat = NULL")
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    deal_message = game.play_message
    start = len(local_api.calls)
    await members[game.user_at(due(table)[0].seat) or 0].press_in_group(f"md:{game.id}:")
    said = "\n".join(group_texts(local_api, start))
    summary = "réclamés à temps\u00a0: perdus" if lang == "fr" else "claimed them in time: lost"
    assert summary in said and "crié muggins" not in said and "called muggins" not in said, said
    message = local_api.message(GROUP, keypad)
    assert message is not None and inline_buttons(message) == []
    text = message["text"]
    assert asked not in text and lapsed in text, text
    if stored:
        assert named(caller, lang) + lapsed in text, text
    else:
        anonymous = "Un appel de muggins" if lang == "fr" else "A muggins call"
        _label, *told = text.splitlines()  # the table's name at the head names everyone
        assert told == [anonymous + lapsed], text
    assert deal_message is not None and deal_message != keypad
    kept = local_api.message(GROUP, deal_message)
    assert kept is not None and "lapsed" not in kept["text"] and lapsed not in kept["text"]


@pytest.mark.parametrize(
    ("lang", "lapsed"),
    [
        ("fr", " est resté sans réponse à la fin de la partie\u00a0: rien n'est marqué."),
        ("en", " was left unanswered when the game ended: nothing pegged."),
    ],
)
async def test_a_keypad_unanswered_at_the_games_end_says_the_call_lapsed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, lapsed: str
) -> None:
    base = 6090 if lang == "fr" else 6100
    opens = "/jouer" if lang == "fr" else "/play"
    members = await two_at_a_table(bot_driver, (base, NAMES[0]), (base + 1, NAMES[1]), lang, opens)
    marie, jean = members.values()
    watch = GroupWatch(bot_driver)
    for _ in range(12):  # a count right, the other member opens a keypad on it
        await play_on(members, watch, until="count")
        game, table, waiting, value = await show_due(db, base)
        counter = members[game.user_at(waiting.seat) or 0]
        await counter.private(str(value))
        caller = marie if counter is jean else jean
        await caller.press_in_group(f"mm:{game.id}:")
        _data, keypad = last_button(local_api, GROUP, "mc:")
        game, table, waiting, value = await show_due(db, base)
        if value:
            break
        await caller.private("0")
    else:
        raise AssertionError("no count worth a point")
    # the next count ends the game: the keypad is still unanswered
    table.scores[table.side(waiting.seat)] = table.rules.target - value
    assert await db.members.update_member_state(game.id, game.step, table.to_json())
    await caller.private(str(value))
    stored = await db.members.get_member_game(game.id)
    assert stored is not None and not stored.is_active
    message = local_api.message(GROUP, keypad)
    assert message is not None and inline_buttons(message) == []
    assert named(caller, lang) + lapsed in message["text"], message["text"]
