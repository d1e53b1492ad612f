"""/abandon (/resign) during a game between members asks « Abandonner la partie de club? »
with buttons; « oui » / « non » typed then (in private at the member's count, in private while
the game waits on the other, in the group where it was asked) got « J'attends votre compte. »,
« ce n'est pas votre tour » or nothing: only the buttons answered. Typed, it answers now, as
against the bot (/jouer): « non », the game goes on; « oui », the game is resigned. A « oui »
typed once the game has moved on is no answer."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, inline_buttons, texts
from tests.tg.members_helpers import GROUP, Member, live, show_due
from tests.tg.test_members_typed import at_step

WORDS = {
    "fr": ("/abandon", "non", "oui", "Abandonner la partie de club?", "abandonne"),
    "en": ("/resign", "no", "yes", "Resign the club game?", "resigns"),
}
DECLINED = {
    ("fr", "counter"): "On continue. J'attends votre compte.",
    ("fr", "other"): "Votre partie de club continue; ce n'est pas votre tour.",
    ("fr", "group"): "Marie : On continue.",
    ("en", "counter"): "We play on. I'm waiting for your count.",
}


def said(calls: list) -> str:  # type: ignore[type-arg]
    return html_to_text("\n".join(texts(calls))).replace("\u00a0", " ")


async def typed(member: Member, where: str, text: str) -> str:
    return said(await (member.say(text) if where == "group" else member.private(text)))


def buttons_left(api: LocalBotApi, chat: int) -> list[str]:
    return [
        str(b.get("callback_data"))
        for m in api.messages(chat)
        for b in inline_buttons(m)
        if str(b.get("callback_data", "")).startswith("mr:")
    ]


@pytest.mark.parametrize(
    ("lang", "who", "base"),
    [
        ("fr", "counter", 27_100),
        ("fr", "other", 27_110),
        ("fr", "group", 27_120),
        ("en", "counter", 27_130),
    ],
)
async def test_yes_or_no_typed_answers_resign(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, who: str, base: int
) -> None:
    counter, other = await at_step(bot_driver, db, lang, base)
    member = other if who == "other" else counter
    if who == "group":
        assert member.name == "Marie"
    command, no, yes, asked, resigns = WORDS[lang]
    chat = GROUP if who == "group" else member.user
    before, _ = await live(db, counter.user)
    assert asked in await typed(member, who, command)
    assert await typed(member, who, no) == DECLINED[lang, who]
    assert buttons_left(local_api, chat) == []  # answered: its buttons are gone
    again, _ = await live(db, counter.user)
    assert again.state == before.state and again.is_active
    assert asked in await typed(member, who, command)
    assert f"{member.name} {resigns}" in await typed(member, who, yes)
    game = await db.members.get_member_game(before.id)
    assert game is not None and not game.is_active
    assert buttons_left(local_api, chat) == []


async def test_a_yes_typed_after_the_step_is_no_answer(bot_driver: Driver, db: Database) -> None:
    counter, other = await at_step(bot_driver, db, "fr", 27_140)
    assert "Abandonner" in await typed(other, "private", "/abandon")
    due_now = await show_due(db, counter.user)
    await counter.private(str(due_now.value))  # the count is settled: the game moved on
    after = await typed(other, "private", "oui")
    assert "abandonne" not in after, after
    game, table = await live(db, counter.user)
    assert game.is_active and due(table)[0].step in (Step.COUNT, Step.DEAL)
