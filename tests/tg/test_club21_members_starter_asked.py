"""« c'est quoi la carte de départ? » ("what's the starter?") typed at a member's private step
said « Carte inconnue « c » »: the private step of the play does not show the starter (the
group does). It now says the starter and what the step waits for; at the lay-away, before
the cut, that the starter is cut once the crib is laid away. Nothing is played."""

from __future__ import annotations

import pytest

from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step


@pytest.mark.parametrize("step", ["lay_away", "play"])
@pytest.mark.parametrize(
    ("lang", "asked", "starter", "not_yet"),
    [
        (
            "fr",
            "c'est quoi la carte de départ?",
            "Carte de départ : {card}",
            "La carte de départ sera coupée une fois les cartes écartées au crib.",
        ),
        (
            "en",
            "what's the starter?",
            "Starter: {card}",
            "The starter is cut once the cards are laid away to the crib.",
        ),
    ],
)
async def test_the_starter_asked_is_said(
    bot_driver: Driver, db: Database, lang: str, asked: str, starter: str, not_yet: str, step: str
) -> None:
    base = {"lay_away": 21_700, "play": 21_720}[step] + (0 if lang == "fr" else 10)
    player, _ = await at_step(bot_driver, db, lang, base, step)
    before, table = await live(db, player.user)
    said = html_to_text("\n".join(texts(await player.private(asked)))).replace("\u00a0", " ")
    assert "inconnue" not in said and "Unknown" not in said, said
    card = table.deal.starter
    if card is None:
        assert said.startswith(not_yet), said
    else:
        tr = I18n.load().translator(lang)
        assert said.startswith(starter.format(card=render.card(card, tr))), said
    after, _ = await live(db, player.user)
    assert after.state == before.state
