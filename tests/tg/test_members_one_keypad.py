"""One muggins call per show at a table of three or four (played: at a table of three, Marie
and Jean both pressed « Muggins… » on Lise's short count; each got a keypad in the group,
Marie's claim was ruled, and Jean's keypad stayed there with its 24 buttons past the next deal,
every press answered « Le muggins a déjà été demandé sur ce compte. »). The first to call
has the keypad; a later caller is told whose call it is, and nothing is posted."""

from __future__ import annotations

import random
from dataclasses import dataclass

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.storage.repo_members import MemberGame
from bot.tg.app import build_app, running
from bot.tg.config import Config
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    Member,
    group_texts,
    live,
    notices,
    play_on,
    show_due,
)


def _keypads(api: LocalBotApi) -> int:
    """The group messages that carry a muggins keypad (`mc:` buttons)."""
    return sum(
        1
        for m in api.messages(GROUP)
        if any(str(b.get("callback_data", "")).startswith("mc:") for b in inline_buttons(m))
    )


@dataclass
class ShortCount:
    """A table of three at a show counted 2 short: its members, the game, who counted."""

    members: list[Member]
    by: dict[int, Member]
    watch: GroupWatch
    game: MemberGame
    counter: Member


async def _short_count(driver: Driver, db: Database, first: int, lang: str = "en") -> ShortCount:
    """Marie, Jean and Lise seat a table of three (users `first`, +1, +2) and play on to the
    first show worth 2 or more, which its counter counts 2 short."""
    names = ["Marie", "Jean", "Lise"]
    members = [Member(driver, first + i, n, lang) for i, n in enumerate(names)]
    for m in members:
        await m.private("/start")
    await members[0].say("/play 3 61")
    for m in members[1:]:
        await m.press_in_group("mj:")
    by = {m.user: m for m in members}
    watch = GroupWatch(driver)
    for _ in range(12):
        await play_on(by, watch, until="count")
        game, _table, waiting, value = await show_due(db, first)
        counter = by[game.user_at(waiting.seat) or 0]
        if value < 2:
            await counter.private(str(value))
            continue
        await counter.private(str(value - 2))
        return ShortCount(members, by, watch, game, counter)
    raise AssertionError("nobody had 2 points to miss")


@pytest.mark.parametrize(
    ("lang", "told"),
    [
        ("fr", "{name} a déjà crié muggins sur ce compte\u00a0: c'est à {name} de répondre."),
        ("en", "{name} already called muggins on that count: it is for {name} to answer."),
    ],
)
async def test_a_second_caller_on_one_show_gets_no_keypad_of_their_own(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, told: str
) -> None:
    short = await _short_count(bot_driver, db, 871, lang)
    first, second = (m for m in short.members if m is not short.counter)
    await first.press_in_group(f"mm:{short.game.id}:")
    assert _keypads(local_api) == 1
    posted = len(group_texts(local_api))
    late = await second.press_in_group(f"mm:{short.game.id}:")
    assert notices(late) == [told.format(name=first.name)]
    assert len(group_texts(local_api)) == posted  # no second keypad in the group
    assert _keypads(local_api) == 1


async def test_a_keypad_left_unanswered_loses_its_buttons_at_the_next_deal(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Played: Jean pressed « Muggins… », then never tapped a number; the next deal took the
    shows' buttons off, but his keypad's 24 buttons stayed in the group for good, each press
    answered « Trop tard ». Now the keypad loses them with the shows' (a claim answered
    already had its keypad edited into the ruling: nothing more to take off, which
    `check_calls` checks)."""
    short = await _short_count(bot_driver, db, 891)
    caller = next(m for m in short.members if m is not short.counter)
    await caller.press_in_group(f"mm:{short.game.id}:")
    assert _keypads(local_api) == 1
    await play_on(short.by, short.watch, until="deal")
    game, table = await live(db, 891)
    dealer = short.by[game.user_at(due(table)[0].seat) or 0]
    await dealer.press_in_group(f"md:{game.id}:")
    assert _keypads(local_api) == 0


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_the_first_call_on_a_show_holds_across_a_restart(
    tg_config: Config, lang: str
) -> None:
    """Marie pressed « Muggins… » on Lise's short count and got the keypad; the bot restarted
    before she tapped a number. Jean pressing « Muggins… » on that count then got a second
    keypad (the first call was kept in memory only): now he is told it is Marie's call, and
    Marie pressing again is told her keypad is in the group, as before the restart."""
    api = LocalBotApi()
    async with running(build_app(tg_config, request=api, rng=random.Random(5))) as app:
        short = await _short_count(Driver(app, api), app.bot_data.db, 931, lang)
        first, second = (m for m in short.members if m is not short.counter)
        await first.press_in_group(f"mm:{short.game.id}:")
    assert _keypads(api) == 1
    async with running(build_app(tg_config, request=api, rng=random.Random(6))) as app:
        driver = Driver(app, api)
        first = Member(driver, first.user, first.name, lang)
        second = Member(driver, second.user, second.name, lang)
        posted = len(group_texts(api))
        late = await second.press_in_group(f"mm:{short.game.id}:")
        again = await first.press_in_group(f"mm:{short.game.id}:")
    told = {
        "fr": "{name} a déjà crié muggins sur ce compte\u00a0: c'est à {name} de répondre.",
        "en": "{name} already called muggins on that count: it is for {name} to answer.",
    }[lang]
    assert notices(late) == [told.format(name=first.name)]
    assert len(notices(again)) == 1 and notices(again) != [""]
    assert len(group_texts(api)) == posted
    assert _keypads(api) == 1
