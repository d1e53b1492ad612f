"""« j'abandonne » ("I give up") typed in private by a member of a game between members, at
their lay-away or their play, got the step's advice (« Gardez les cartes qui marquent
ensemble… », « Au jeu, une carte marque 2 si… »), and while the game waited on someone else
« Votre partie de club continue; ce n'est pas votre tour. »: nothing said how to leave. It
now asks « Abandonner la partie de club? », as /abandon does (as « abandonner » typed in a
game against the bot asks it), and « oui » then resigns. At their count it still gives up
that count alone."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, inline_buttons, texts
from tests.tg.members_helpers import Member
from tests.tg.test_members_typed import at_step

ASKED = {"fr": "Abandonner la partie de club?", "en": "Resign the club game?"}


async def asks_and_resigns(member: Member, db: Database, typed: str, yes: str, lang: str) -> None:
    calls = await member.private(typed)
    said = html_to_text("\n".join(texts(calls))).replace("\u00a0", " ")
    assert said.startswith(ASKED[lang]), said
    assert any(inline_buttons(c.params) for c in calls if c.method == "sendMessage")
    assert await db.members.live_member_game(member.user) is not None
    await member.private(yes)
    assert await db.members.live_member_game(member.user) is None


@pytest.mark.parametrize(
    ("lang", "typed", "yes"),
    [
        ("fr", "j'abandonne", "oui"),
        ("fr", "Je veux abandonner!", "oui"),
        ("en", "I give up", "yes"),
    ],
)
@pytest.mark.parametrize("step", ["lay_away", "play"])
async def test_abandon_typed_at_a_step_asks_to_resign(
    bot_driver: Driver, db: Database, lang: str, typed: str, yes: str, step: str
) -> None:
    base = 28_300 + len(typed) * 4 + (2 if step == "play" else 0) + (100 if lang == "en" else 0)
    due, _ = await at_step(bot_driver, db, lang, base, step)
    await asks_and_resigns(due, db, typed, yes, lang)


async def test_abandon_typed_while_the_game_waits_on_another_asks_to_resign(
    bot_driver: Driver, db: Database
) -> None:
    _, other = await at_step(bot_driver, db, "fr", 28_500, "play")
    await asks_and_resigns(other, db, "j'abandonne", "oui", "fr")
