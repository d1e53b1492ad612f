"""« pourquoi? » ("why?") typed in private right after a member's count was settled, while the
game waits on another member's count, got « Votre partie de club continue; ce n'est pas votre
tour. » alone: the question asked about the verdict just given went unanswered. It now explains
the last count settled, combination by combination, under its cards and whose they were, as at
a step (and as /jouer does), then that it is not their turn. Nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_turn import due
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live, show_due
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": (
        "pourquoi?",
        "Le compte complet, combinaison par combinaison :",
        "Votre partie de club continue; ce n'est pas votre tour.",
    ),
    "en": (
        "why?",
        "The full count, combination by combination:",
        "Your club game goes on; it is not your turn.",
    ),
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_why_after_my_count_while_waiting(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    base = 26_500 + (10 if lang == "en" else 0)
    counter, _ = await at_step(bot_driver, db, lang, base, "count")
    value = (await show_due(db, counter.user)).value
    await counter.private(str(value))
    game, table = await live(db, base)
    assert game.user_at(due(table)[0].seat) != counter.user  # the other member counts now
    asked, head, not_yours = SAID[lang]
    said = html_to_text("\n".join(texts(await counter.private(asked)))).replace("\u00a0", " ")
    assert head.replace("\u00a0", " ") in said, said
    assert said.startswith(counter.name) or counter.name in said.split("\n")[0], said
    assert said.endswith(not_yours.replace("\u00a0", " ")), said
    after, _ = await live(db, base)
    assert after.state == game.state
