"""A game between members calls the same `typed_move` as /jouer: « bonjour » at a private
step got « Carte inconnue « bonjour » », « quinze 2 » at the play « Carte inconnue
« quinze » »; now the replies /jouer gives (« Bonjour! J'attends… », « Au jeu, je marque les
points pour vous… »), muggins said to be called on an opponent's count."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.members_helpers import group_texts, live
from tests.tg.test_members_typed import at_step

SAID = {
    ("fr", "lay_away", "bonjour"): "Bonjour! J'attends les cartes que vous écartez au crib.",
    ("en", "lay_away", "hello"): "Hello! I'm waiting for the cards you lay away in the crib.",
    ("fr", "play", "quinze 2"): "Au jeu, je marque les points pour vous",
    ("en", "play", "fifteen two"): "In the play, I peg the points for you",
    ("fr", "play", "merci"): "Avec plaisir! C'est à vous de jouer une carte.",
    ("fr", "count", "non"): "J'attends votre compte.",
    ("fr", "play", "Muggins!"): "Muggins se crie sur le compte d'un adversaire",
    ("en", "play", "muggins"): "Muggins is called on an opponent's count",
    # a count at the lay-away (« Carte inconnue « quinze » » before; play15's patch)
    ("fr", "lay_away", "quinze 2"): "Les mains et le crib se comptent après le jeu.",
}


@pytest.mark.parametrize(("lang", "step", "typed"), list(SAID))
async def test_said_at_a_members_step(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, step: str, typed: str
) -> None:
    base = 4_700 + 10 * list(SAID).index((lang, step, typed))
    counter, _ = await at_step(bot_driver, db, lang, base, step)
    game, _ = await live(db, counter.user)
    said = html_to_text("\n".join(texts(await counter.private(typed))))
    assert said.startswith(SAID[(lang, step, typed)]), said
    again, _ = await live(db, counter.user)
    assert again.state == game.state


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "quinze 2", "Au jeu, je marque les points pour vous"),
        ("en", "fifteen two", "In the play, I peg the points for you"),
    ],
)
async def test_a_count_at_the_play_typed_in_the_group(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, typed: str, said: str
) -> None:
    """« quinze 2 » typed in the group while the member's private step is the play: what the
    play takes, said once in the group (it was left unanswered)."""
    base = 4_900 + (10 if lang == "en" else 0)
    counter, _ = await at_step(bot_driver, db, lang, base, "play")
    game, _ = await live(db, counter.user)
    start = len(local_api.calls)
    await counter.say(typed)
    told = [html_to_text(t) for t in group_texts(local_api, start)]
    assert len(told) == 1 and said in told[0], told
    await counter.say(typed)
    assert len(group_texts(local_api, start)) == 1  # once per step
    again, _ = await live(db, counter.user)
    assert again.state == game.state
