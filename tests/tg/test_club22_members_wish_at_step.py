"""« bonne partie! » typed in private during a game between members: at the member's count it
got « « bonne » : vouliez-vous dire « donne »? Renvoyez votre compte corrigé. », and by the
member waiting on it « Votre partie de club continue; ce n'est pas votre tour. » alone: it is
wished back now (« Merci, bonne partie à vous aussi! »), then what the step waits for, or
that it is not their turn; nothing is counted."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

SAID = {
    "fr": (
        "Merci, bonne partie à vous aussi! J'attends votre compte.",
        "Merci, bonne partie à vous aussi! Votre partie de club continue; ce n'est pas votre tour.",
    ),
    "en": (
        "Thanks, good game to you too! I'm waiting for your count.",
        "Thanks, good game to you too! Your club game goes on; it is not your turn.",
    ),
}


@pytest.mark.parametrize(
    ("lang", "base", "typed"),
    [
        ("fr", 22_400, "bonne partie"),
        ("fr", 22_420, "Bonne partie à vous!"),
        ("en", 22_440, "good game"),
    ],
)
async def test_a_good_game_wished_at_a_count(
    bot_driver: Driver, db: Database, lang: str, base: int, typed: str
) -> None:
    counter, other = await at_step(bot_driver, db, lang, base)
    before, _ = await live(db, counter.user)
    for member, want in zip((counter, other), SAID[lang], strict=True):
        said = html_to_text("\n".join(texts(await member.private(typed)))).replace("\u00a0", " ")
        assert said == want, said
    after, _ = await live(db, counter.user)
    assert after.state == before.state
