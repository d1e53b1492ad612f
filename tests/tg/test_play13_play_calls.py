"""A count or « Muggins! » called aloud at the play (« quinze 2 », « 15-2 », « ça fait 15 »,
"fifteen two") is no card: the reply says the play's points are pegged for the player, and
that muggins is called on the bot's count, then shows the step again."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

PEGGED = {
    "fr": "Au jeu, je marque les points pour vous (quinze, paires, suites, go)\u00a0: jouez "
    "seulement une carte, touchez-la ou tapez-la.",
    "en": "In the play, I peg the points for you (fifteens, pairs, runs, go): just play a card, "
    "tap it or type it.",
}
MUGGINS = {
    "fr": "Muggins se crie sur mon compte d'une main ou d'un crib, après le jeu. Ici, jouez "
    "une carte.",
    "en": "Muggins is called on my count of a hand or a crib, after the play. Here, play a card.",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/jouer 61 facile", "quinze-deux", PEGGED["fr"]),
        ("fr", "/jouer 61 facile", "15-2", PEGGED["fr"]),
        ("fr", "/jouer 61 facile", "ça fait 4", PEGGED["fr"]),
        ("fr", "/jouer 61 facile", "Muggins!", MUGGINS["fr"]),
        ("en", "/play 61 easy", "fifteen two", PEGGED["en"]),
        ("en", "/play 61 easy", "that's 4", PEGGED["en"]),
        ("en", "/play 61 easy", "muggins", MUGGINS["en"]),
        # « Carte inconnue « dernière » » (play27)
        ("fr", "/jouer 61 facile", "Dernière carte!", PEGGED["fr"]),
        ("fr", "/jouer 61 facile", "un pour la dernière", PEGGED["fr"]),
        ("en", "/play 61 easy", "one for last", PEGGED["en"]),
    ],
)
async def test_a_call_at_the_play_is_no_unknown_card(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    said: str,
) -> None:
    """« quinze-deux » at the play got « Carte inconnue « quinze » : la valeur doit être A, 2
    à 10, V, D ou R. », « Muggins! » « Carte inconnue « muggins » »: now what the play takes."""
    user = 9_800 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    await player.send(typed)
    reply = shown(local_api, user)[-1]
    assert reply.split("\n")[0] == said, reply
    assert (await state(db, user, user))[3].step is Step.PLAY
