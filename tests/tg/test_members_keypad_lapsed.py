"""A member pressed « Muggins… », got the keypad in the group, and the next deal was dealt
before they answered: the keypad lost its buttons but kept « How many points were missed?
Only Marie may answer. » with nothing to answer with. Now the question is replaced: the
call lapsed, nothing pegged. The deal's own message keeps its shows."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    count_two_short,
    last_button,
    live,
    play_on,
    show_due,
    two_at_a_table,
)


@pytest.mark.parametrize(
    ("lang", "asked", "lapsed"),
    [
        (
            "fr",
            "Combien de points ont été oubliés",
            "sans réponse quand la donne suivante a été distribuée\u00a0: trop tard",
        ),
        ("en", "How many points were missed", "unanswered when the next deal was dealt: too late"),
    ],
)
async def test_an_unanswered_keypad_says_the_call_lapsed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, asked: str, lapsed: str
) -> None:
    base = 5990 if lang == "fr" else 6000
    opens = "/jouer" if lang == "fr" else "/play"
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Jean"), lang, opens)
    marie, jean = members.values()
    watch = GroupWatch(bot_driver)
    game, counter = await count_two_short(members, watch, db, base)
    caller = marie if counter is jean else jean
    await caller.press_in_group(f"mm:{game.id}:")
    _data, keypad = last_button(local_api, GROUP, "mc:")
    shown = local_api.message(GROUP, keypad)
    assert shown is not None and asked in shown["text"]
    await play_on(members, watch, until="deal")
    game, table = await live(db, base)
    deal_message = game.play_message
    await members[game.user_at(due(table)[0].seat) or 0].press_in_group(f"md:{game.id}:")
    message = local_api.message(GROUP, keypad)
    assert message is not None and inline_buttons(message) == []
    assert asked not in message["text"] and lapsed in message["text"], message["text"]
    assert deal_message is not None and deal_message != keypad
    kept = local_api.message(GROUP, deal_message)
    assert kept is not None and "lapsed" not in kept["text"] and lapsed not in kept["text"]


@pytest.mark.parametrize(
    ("lang", "lapsed"),
    [
        ("fr", "sans réponse à la fin de la partie\u00a0: rien n'est marqué"),
        ("en", "unanswered when the game ended: nothing pegged"),
    ],
)
async def test_a_keypad_unanswered_at_the_games_end_says_the_call_lapsed(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, lapsed: str
) -> None:
    base = 6090 if lang == "fr" else 6100
    opens = "/jouer" if lang == "fr" else "/play"
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Jean"), lang, opens)
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
    assert lapsed in message["text"], message["text"]
