"""« abandonner » / « j'abandonne » / "I give up" typed at a step of a game against the bot was
« Carte inconnue « abandonner » : la valeur doit être A, 2 à 10, V, D ou R. » at the play (a
player who wants to stop does not know /annuler): it asks « Abandonner votre partie? Elle
comptera comme perdue. » as /annuler does, and « oui » then abandons the game."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import asks_to_abandon
from bot.drills.table_state import Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown

ASKED = {
    "fr": "Abandonner votre partie? Elle comptera comme perdue.",
    "en": "Abandon your game? It counts as lost.",
}
ASKED_BEFORE_ANY_DEAL = {  # the first lay-away: no deal played, the game will not count
    "fr": "Abandonner votre partie? Aucune donne n'a été jouée, elle ne comptera donc pas.",
    "en": "Abandon your game? No deal has been played, so it will not count.",
}
ABANDONED = {"fr": "Partie abandonnée", "en": "Game abandoned"}


@pytest.mark.parametrize(
    ("lang", "command", "typed", "yes"),
    [
        ("fr", "/jouer 61 facile", "abandonner", "oui"),
        ("fr", "/jouer 61 facile", "J'abandonne!", "oui"),
        ("en", "/play 61 easy", "I give up", "yes"),
        ("fr", "/jouer 61 facile", "arrête", "oui"),  # « Carte inconnue « arrête » » (play27)
        ("en", "/play 61 easy", "stop", "yes"),
    ],
)
@pytest.mark.parametrize("step", [Step.LAY_AWAY, Step.PLAY])
async def test_abandon_typed_at_a_step_asks_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    *,
    lang: str,
    command: str,
    typed: str,
    yes: str,
    step: Step,
) -> None:
    user = 18_400 + len(typed) + (step is Step.PLAY) * 50
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(step)
    count = len(shown(local_api, user))
    await player.send(typed)
    replies = shown(local_api, user)[count:]
    asked = (ASKED_BEFORE_ANY_DEAL if step is Step.LAY_AWAY else ASKED)[lang]
    assert replies and replies[-1].startswith(asked), replies
    assert await db.table.active_table_game(user) is not None
    await player.send(yes)
    assert await db.table.active_table_game(user) is None
    assert shown(local_api, user)[-1].startswith(ABANDONED[lang])


def test_what_asks_to_abandon() -> None:
    for text in ("abandonner", "J'abandonne", "je veux abandonner", "I give up", "abandon"):
        assert asks_to_abandon(text), text
    # « Carte inconnue « stop » : la valeur doit être A, 2 à 10, V, D ou R. » (play27)
    for text in ("stop", "Arrête!", "je veux arrêter", "on arrête", "Stop.", "quit"):
        assert asks_to_abandon(text), text
    for text in ("oui", "non", "5", "exact", "go"):
        assert not asks_to_abandon(text), text
