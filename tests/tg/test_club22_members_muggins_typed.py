"""« Muggins! » typed in the group under a count 2 short, as players say it at a real table,
was left unanswered: the next deal then said « personne ne les a réclamés à temps : perdus ».
It now calls muggins as the « Muggins… » button under that count does: the keypad asks the
caller how many points were missed; typed again, it says the keypad is there already. Typed
by the counter on their own count, or with no count to call, it is left to the others."""

from __future__ import annotations

import pytest

from bot.drills.table_show import show_to_call
from bot.drills.table_typed import calls_muggins
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, inline_buttons, texts
from tests.tg.members_helpers import (
    GROUP,
    GroupWatch,
    count_two_short,
    live,
    two_at_a_table,
)


@pytest.mark.parametrize(
    ("lang", "base", "typed"),
    [("fr", 22_500, "Muggins!"), ("fr", 22_520, "je crie muggins"), ("en", 22_540, "muggins")],
)
async def test_muggins_typed_in_the_group_calls_it(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, base: int, typed: str
) -> None:
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(bot_driver, (base, "Marie"), (base + 1, "Robert"), lang, opens)
    _game, counter = await count_two_short(members, GroupWatch(bot_driver), db, base)
    caller = next(m for m in members.values() if m is not counter)
    assert await counter.say(typed) == []  # their own count: not theirs to call
    calls = await caller.say(typed)
    said = html_to_text("\n".join(texts(calls)))
    assert caller.name in said and counter.name in said, said
    keypad = local_api.messages(GROUP)[-1]
    datas = [str(b["callback_data"]) for b in inline_buttons(keypad)]
    assert datas and all(d.startswith("mc:") and f":{caller.user}:" in d for d in datas), datas
    again = html_to_text("\n".join(texts(await caller.say(typed))))
    assert caller.name in again and ("boutons" in again or "keypad" in again), again
    await caller.press_in_group("mc:")  # the claim settles it, as the button's keypad does
    game, table = await live(db, base)
    assert show_to_call(table, game.seat_of(caller.user) or 0) is None


@pytest.mark.parametrize(
    ("text", "calls"),
    [
        ("Muggins!", True),
        ("muggins sur Marie", True),
        ("je crie muggins!", True),
        ("Muggings", True),
        ("c'est quoi muggins au juste dans ce jeu?", False),
        ("12", False),
    ],
)
def test_muggins_called(text: str, calls: bool) -> None:
    assert calls_muggins(text) is calls
