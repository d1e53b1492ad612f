"""« muggins » typed in private by a member at their own count, while the other's count 2
short was still open to their call, got « On crie muggins sur le compte de l'adversaire…
Ici, comptez les vôtres » without saying where muggins is called: it says now that it is
called in the group, typed there or on « Muggins… » under that count, then what the step waits
for (or, while the game waits on the other, that it is not their turn). Nothing is counted;
« c'est quoi muggins? » is still answered with what it is."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import (
    GroupWatch,
    Member,
    count_two_short,
    live,
    show_due,
    two_at_a_table,
)

IN_GROUP = {
    "fr": "Le muggins se crie dans le groupe : écrivez « muggins » là-bas, ou appuyez sur "
    "« Muggins… » sous le compte de {name}.",
    "en": "Muggins is called in the group: type “muggins” there, or press “Muggins…” under "
    "{name}'s count.",
}
THEN = {
    ("fr", "count"): "J'attends votre compte.",
    ("en", "count"): "I'm waiting for your count.",
    ("fr", "waiting"): "Votre partie de club continue; ce n'est pas votre tour.",
}


async def said(member: Member, text: str) -> str:
    return html_to_text("\n".join(texts(await member.private(text)))).replace("\u00a0", " ")


async def short_count(driver: Driver, db: Database, lang: str, base: int) -> tuple[Member, Member]:
    """A count 2 short, open to the other's call: (its counter, the other)."""
    opens = "/jouer 61" if lang == "fr" else "/play 61"
    members = await two_at_a_table(driver, (base, "Marie"), (base + 1, "Robert"), lang, opens)
    _game, counter = await count_two_short(members, GroupWatch(driver), db, base)
    return counter, next(m for m in members.values() if m is not counter)


@pytest.mark.parametrize(
    ("lang", "base", "typed"),
    [("fr", 27_300, "muggins"), ("fr", 27_310, "Je crie muggins!"), ("en", 27_320, "Muggins!")],
)
async def test_muggins_typed_in_private_is_called_in_the_group(
    bot_driver: Driver, db: Database, lang: str, base: int, typed: str
) -> None:
    counter, caller = await short_count(bot_driver, db, lang, base)
    before, table = await live(db, base)
    waiting = due(table)[0]
    assert waiting.step is Step.COUNT and before.user_at(waiting.seat) == caller.user
    want = IN_GROUP[lang].format(name=counter.name) + " " + THEN[lang, "count"]
    assert await said(caller, typed) == want
    after, _ = await live(db, base)
    assert after.state == before.state
    assert "Muggins" in await said(caller, "c'est quoi muggins?")  # what it is, as before


async def test_muggins_typed_while_waiting_is_called_in_the_group(
    bot_driver: Driver, db: Database
) -> None:
    base = 27_330
    counter, caller = await short_count(bot_driver, db, "fr", base)
    for _ in range(3):  # the caller's counts said right: the game waits on the next dealer
        game, table = await live(db, base)
        waiting = due(table)[0]
        if waiting.step is not Step.COUNT or game.user_at(waiting.seat) != caller.user:
            break
        await caller.private(str((await show_due(db, base)).value))
    game, table = await live(db, base)
    assert game.user_at(due(table)[0].seat) == counter.user
    want = IN_GROUP["fr"].format(name=counter.name) + " " + THEN["fr", "waiting"]
    assert await said(caller, "muggins") == want
