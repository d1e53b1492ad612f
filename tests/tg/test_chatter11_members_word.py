"""« c'est quoi un skunk? » ("what is his nobs?") at a member's private count or play said
« Je ne connais pas le mot « quoi » » or « Carte inconnue « c » »: the word's answer is given
now, then that the question still waits (as under /main); nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize("step", ["count", "play"])
@pytest.mark.parametrize(
    ("lang", "typed", "head", "waits"),
    [
        ("fr", "c'est quoi un skunk?", "Skunk", "toujours votre réponse"),
        ("en", "what is his nobs?", "One for his nob", "still waiting"),
    ],
)
async def test_a_word_asked_at_a_members_step(
    bot_driver: Driver, db: Database, step: str, lang: str, typed: str, head: str, waits: str
) -> None:
    base = 11_900 + (0 if lang == "fr" else 10) + (0 if step == "count" else 40)
    player, _ = await at_step(bot_driver, db, lang, base, step)
    before, _ = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(typed))))
    assert said.startswith(head) and waits in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
