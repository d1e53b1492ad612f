"""« comment? » ("how?") and « je sais pas » ("I don't know") typed at a member's private
lay-away or play, in a game between members, were « Carte inconnue « comment » »: they now
say how to answer that step, as /jouer does (« Touchez les 2 cartes à écarter… », « Touchez
une de vos cartes… »), with the member's own cards for the example."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

HOW = {
    ("fr", "lay_away"): "Touchez les 2 cartes à jeter au crib",
    ("en", "lay_away"): "Tap the 2 cards to lay away in the crib",
    ("fr", "play"): "Touchez une de vos cartes",
    ("en", "play"): "Tap one of your cards",
}
TYPED = {"fr": ("comment?", "je sais pas"), "en": ("how?", "I don't know")}


@pytest.mark.parametrize("step", ["lay_away", "play"])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_how_at_a_members_step_says_how_to_answer_it(
    bot_driver: Driver, db: Database, lang: str, step: str
) -> None:
    player, _ = await at_step(bot_driver, db, lang, 24_200 if lang == "fr" else 24_210, step)
    before, _ = await live(db, player.user)
    for typed in TYPED[lang]:
        said = html_to_text("\n".join(texts(await player.private(typed)))).replace("\u00a0", " ")
        assert HOW[(lang, step)] in said, said
        assert "inconnue" not in said and "Unknown" not in said, said
    after, _ = await live(db, player.user)
    assert after.state == before.state
