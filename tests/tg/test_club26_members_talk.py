"""« bien joué », « euh », "well played", "uh" typed at a member's private count of a game
between members got « « bien » : vouliez-vous dire « bin »? Renvoyez votre compte corrigé. »
(« euh »: « Tapez votre compte en chiffres, par exemple 12. »; "well played": « I don't know
the word “played” »). As at their lay-away and play (play26's `table_typed.table_talk`), it is
talk at the table: what the step waits for. Nothing is counted."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

TYPED = {"fr": ("bien joué", "euh", "t'es chanceux"), "en": ("well played", "uh", "nice one")}
WAITS = {
    "fr": {
        "lay_away": "J'attends les cartes que vous écartez au crib.",
        "play": "C'est à vous de jouer une carte.",
        "count": "J'attends votre compte.",
    },
    "en": {
        "lay_away": "I'm waiting for the cards you lay away in the crib.",
        "play": "It's your turn to play a card.",
        "count": "I'm waiting for your count.",
    },
}


@pytest.mark.parametrize("step", ["lay_away", "play", "count"])
@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_talk_at_the_table_is_no_move(
    bot_driver: Driver, db: Database, lang: str, step: str
) -> None:
    base = {"lay_away": 26_400, "play": 26_420, "count": 26_440}[step] + (10 if lang == "en" else 0)
    player, _ = await at_step(bot_driver, db, lang, base, step)
    before, _ = await live(db, player.user)
    for text in TYPED[lang]:
        said = html_to_text("\n".join(texts(await player.private(text))))
        assert said == WAITS[lang][step], (text, said)
    after, _ = await live(db, player.user)
    assert after.state == before.state
