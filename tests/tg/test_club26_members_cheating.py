"""« tricheur! », « c'est truqué », "you cheat!", "rigged" typed at a member's private step of
a game between members got « Carte inconnue « tricheur » » (at the count: « Je ne connais pas
le mot « tricheur » »). /jouer answers with its sealed deals (/jouer vérifier), which a game
between members does not have: it now says the bot shuffles and deals, and no player sees
another's cards before they are laid or shown, then what the step waits for; no /jouer
vérifier is offered. Nothing is played."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, html_to_text, texts
from tests.tg.members_helpers import live
from tests.tg.test_members_typed import at_step

TYPED = {
    "fr": (("tricheur!", "c'est truqué"), "Personne ne peut tricher", "brasse"),
    "en": (("you cheat!", "rigged"), "Nobody can cheat", "shuffle"),
}
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
async def test_cheating_said_is_answered(
    bot_driver: Driver, db: Database, lang: str, step: str
) -> None:
    base = {"lay_away": 26_300, "play": 26_320, "count": 26_340}[step] + (10 if lang == "en" else 0)
    player, _ = await at_step(bot_driver, db, lang, base, step)
    before, _ = await live(db, player.user)
    typed, opening, shuffle = TYPED[lang]
    for text in typed:
        said = html_to_text("\n".join(texts(await player.private(text))))
        assert "inconnue" not in said and "Unknown" not in said and "mot" not in said, said
        assert said.startswith(opening), said
        assert shuffle in said, said
        assert said.endswith(WAITS[lang][step]), said
        assert "/" not in said, said  # no /jouer vérifier: a game between members has none
    after, _ = await live(db, player.user)
    assert after.state == before.state
