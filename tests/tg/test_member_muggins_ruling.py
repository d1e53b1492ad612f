"""A muggins call at a club table, in the group: the caller's keypad (« Combien de points ont
été oubliés? ») is edited into the ruling, not left without its buttons above a new message
(a group gets about 20 messages a minute, and a table of four calls muggins often).

Measured (`pytest tests/tg/test_member_muggins_ruling.py -q -s`; sendMessage and sendPhoto to
the group from the press that deals to the next dealer's call): a deal of four with two calls
made 7 new group messages before (the deal, its shows, two keypads, two rulings, the next
dealer's), 5 now; 30 edits both times (each keypad's edit into its ruling replaces the call
that took its buttons off): 37 group calls before, 35 now."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import ApiCall, Driver, LocalBotApi, inline_buttons
from bot.tg.local_checks import html_to_text
from tests.tg.members_helpers import GROUP, GroupWatch, Member, last_button, live, play_on, show_due

NEW = frozenset({"sendMessage", "sendPhoto"})


async def _four(driver: Driver, db: Database, lang: str) -> dict[int, Member]:
    names = ["Marie", "Jean", "Lise", "Paul"]
    members = [Member(driver, 841 + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say("/jouer équipes 61" if lang == "fr" else "/play teams 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    game = await db.members.live_member_game(841)
    assert game is not None and game.is_active and len(game.seats) == 4
    return {m.user: m for m in members}


def _new_in_group(calls: list[ApiCall]) -> list[str]:
    return [
        html_to_text(str(c.params.get("text") or c.params.get("caption") or ""))
        for c in calls
        if c.method in NEW and c.params.get("chat_id") == GROUP
    ]


async def _count_short_and_call(
    members: dict[int, Member], driver: Driver, db: Database, *, delete: bool = False
) -> tuple[int, list[ApiCall]] | None:
    """The member due to count says two short; an opponent calls muggins and claims 2 (the
    keypad deleted first if `delete`): the keypad's message id and the claim's calls (None:
    this count had no 2 to miss)."""
    api = driver.api
    assert isinstance(api, LocalBotApi)
    game, table, waiting, value = await show_due(db, 841)
    counter = members[game.user_at(waiting.seat) or 0]
    if value < 2:
        await counter.private(str(value))
        return None
    await counter.private(str(value - 2))
    caller = next(
        m
        for m in members.values()
        if table.side(game.seat_of(m.user) or 0) != table.side(waiting.seat)
    )
    await caller.press_in_group(f"mm:{game.id}:")
    data, keypad = last_button(api, GROUP, "mc:")
    if delete:
        await driver.application.bot.delete_message(chat_id=GROUP, message_id=keypad)
    return keypad, await caller.press(data[: data.rindex(":")] + ":2", keypad)


@pytest.mark.parametrize(
    ("lang", "ruling"),
    [("fr", "Muggins! Bien vu\u00a0: "), ("en", "Muggins! Well caught: ")],
)
async def test_two_calls_in_a_deal_of_four_edit_their_keypads_into_the_rulings(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, ruling: str
) -> None:
    members = await _four(bot_driver, db, lang)
    watch = GroupWatch(bot_driver)
    await play_on(members, watch, until="deal")  # the first deal, no call
    start = len(local_api.calls)
    keypads: list[int] = []
    for _ in range(4):
        await play_on(members, watch, until="count")
        called = await _count_short_and_call(members, bot_driver, db)
        if called is None:
            continue
        keypad, calls = called
        keypads.append(keypad)
        assert _new_in_group(calls) == []  # no new message for the ruling
        message = local_api.message(GROUP, keypad)
        assert message is not None and inline_buttons(message) == []
        text = html_to_text(str(message["text"]))
        assert ruling in text and "?" not in text, text  # the question is gone
        assert [c for c in calls if c.method == "editMessageReplyMarkup"] == []
        if len(keypads) == 2:
            break
    assert len(keypads) == 2
    await play_on(members, watch, until="deal")
    new = _new_in_group(local_api.calls[start:])
    print(f"{lang}: {len(new)} new group messages in a deal of four with two calls")
    assert len(new) == 5, new
    assert sum(1 for t in new if ruling in t) == 0  # each ruling is in its keypad's message


async def test_a_keypad_gone_gets_the_ruling_as_a_new_message(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """The keypad's message can no longer be edited (deleted by an admin): the ruling is
    posted anew."""
    members = await _four(bot_driver, db, "fr")
    watch = GroupWatch(bot_driver)
    for _ in range(8):
        await play_on(members, watch, until="count")
        called = await _count_short_and_call(members, bot_driver, db, delete=True)
        if called is None:
            continue
        new = _new_in_group(called[1])
        assert len(new) == 1 and "Muggins! Bien vu\u00a0: " in new[0], new
        assert "marque les 2 points oubliés par" in new[0]
        return
    raise AssertionError("nobody had 2 points to miss")


async def test_a_deal_whose_every_show_is_called_has_no_buttons_left_to_take_off(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Played: once every show of a deal was called, its message had lost its « Muggins… »
    buttons, yet the next deal took them off again (Telegram refuses an edit that changes
    nothing: a call of the group's 20 a minute, lost)."""
    marie, jean = Member(bot_driver, 851, "Marie", "fr"), Member(bot_driver, 852, "Jean", "fr")
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer 61")
    await jean.press_in_group("mj:")
    members = {851: marie, 852: jean}
    watch = GroupWatch(bot_driver)
    for _ in range(3):  # the two hands and the crib, each called (one short when it can be)
        await play_on(members, watch, until="count")
        game, table, waiting, value = await show_due(db, 851)
        await members[game.user_at(waiting.seat) or 0].private(str(max(value - 1, 0)))
        caller = members[game.user_at(1 - waiting.seat) or 0]
        await caller.press_in_group(f"mm:{game.id}:")
        data, keypad = last_button(local_api, GROUP, "mc:")
        await caller.press(data, keypad)  # claims 1
    game, table = await live(db, 851)
    assert len(table.deals) == 1 and all(s.muggins is not None for s in table.deal.shows)
    await play_on(members, watch, until="lay_away")  # the next deal is dealt
    assert len((await live(db, 851))[1].deals) == 2
    idle = [c for c in local_api.not_modified() if c.method == "editMessageReplyMarkup"]
    assert idle == []


@pytest.mark.parametrize(
    ("lang", "right"),
    [
        ("fr", "Muggins demandé par {caller}\u00a0: le compte de {counter} était exact"),
        ("en", "Muggins called by {caller}: {counter}'s count was right, nothing pegged."),
    ],
)
async def test_a_call_on_a_right_count_closes_its_button_on_the_deal(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, right: str
) -> None:
    """Played: a call on a count that was right pegged nothing, so the deal's message was not
    edited: its « Muggins… » button stayed for a show already called (pressed again: « déjà
    demandé »), and the message never said the call was made. The call is ruled once, in the
    caller's keypad message; the deal's message loses the button, not repeating the ruling."""
    marie, jean = Member(bot_driver, 861, "Marie", lang), Member(bot_driver, 862, "Jean", lang)
    for m in (marie, jean):
        await m.private("/start")
    await marie.say("/jouer 61" if lang == "fr" else "/play 61")
    await jean.press_in_group("mj:")
    members = {861: marie, 862: jean}
    await play_on(members, GroupWatch(bot_driver), until="count")
    game, _, waiting, value = await show_due(db, 861)
    counter = members[game.user_at(waiting.seat) or 0]
    await counter.private(str(value))
    caller = members[game.user_at(1 - waiting.seat) or 0]
    data, shows = last_button(local_api, GROUP, f"mm:{game.id}:")
    await caller.press(data, shows)
    claim, keypad = last_button(local_api, GROUP, "mc:")
    await caller.press(claim, keypad)
    message = local_api.message(GROUP, shows)
    assert message is not None
    assert data not in [b.get("callback_data") for b in inline_buttons(message)]
    said = right.format(caller=caller.name, counter=counter.name)
    assert said not in html_to_text(str(message["text"]))
    ruling = local_api.message(GROUP, keypad)
    assert ruling is not None and said in html_to_text(str(ruling["text"]))


def _ruled(api: LocalBotApi, line: str) -> list[int]:
    """The group messages (as they read now) that hold `line`."""
    return [
        int(m["message_id"])
        for m in api.messages(GROUP)
        if line in html_to_text(str(m.get("text") or m.get("caption") or ""))
    ]


@pytest.mark.parametrize(
    ("lang", "ruling", "full"),
    [
        ("fr", "Muggins! Bien vu\u00a0: ", ", le compte complet\u00a0: «\u00a0"),
        ("en", "Muggins! Well caught: ", ", the full count: “"),
    ],
)
async def test_a_ruling_is_told_once_with_the_count_that_was_due(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, ruling: str, full: str
) -> None:
    """Played: a ruling was in the deal's message, in the caller's keypad message, and again
    in the next deal's summary (« Zoé a oublié 2 points…; Bob a crié muggins »): three times.
    Now once, where the question was asked (the keypad's message), with the full count of the
    show it was (« Main de Zoé, le compte complet : … »: the dealer has two)."""
    members = await _four(bot_driver, db, lang)
    watch = GroupWatch(bot_driver)
    for _ in range(8):
        await play_on(members, watch, until="count")
        called = await _count_short_and_call(members, bot_driver, db)
        if called is not None:
            break
    else:
        raise AssertionError("nobody had 2 points to miss")
    keypad = called[0]
    await play_on(members, watch, until="lay_away")  # the next deal, and its summary
    assert _ruled(local_api, ruling) == [keypad]
    assert _ruled(local_api, full) == [keypad]
    said = local_api.message(GROUP, keypad)
    assert said is not None
    shows = ("Main de ", "Crib de ") if lang == "fr" else ("'s hand, ", "'s crib, ")
    assert any(show in str(said["text"]) for show in shows), said["text"]
