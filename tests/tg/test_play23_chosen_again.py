"""A card typed at the lay-away of /jouer (« 2 »: « 2♣ est choisie pour le crib. Encore une… »),
then typed again, got « Il faut 2 cartes, pas 1. »: the player had typed one card each time and
was not told that one was chosen already. Now « 2♣ est déjà choisie pour le crib. Choisissez
l'autre : touchez-la ou tapez-la. », the step still waiting with that card chosen."""

from __future__ import annotations

import pytest

from bot.drills.table import picked
from bot.drills.table_state import PLAYER_SEAT, Step
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

I18N = I18n.load()
AGAIN = {
    "fr": "{card} est déjà choisie pour le crib. Choisissez l'autre\u00a0: touchez-la ou tapez-la.",
    "en": "{card} is already chosen for the crib. Choose the other one: tap it or type it.",
}


@pytest.mark.parametrize(("lang", "command"), [("fr", "/jouer 61 facile"), ("en", "/play 61 easy")])
async def test_a_card_typed_again_is_said_chosen_already(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, lang: str, command: str
) -> None:
    user = 23_700 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(command)
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[PLAYER_SEAT]
    ranks = [c.rank for c in hand]
    (card, *_) = [c for c in hand if ranks.count(c.rank) == 1]
    shown_card = render.card(card, I18N.translator(lang))
    typed = shown_card[:-1]  # its rank alone, as a player types it
    await player.send(typed)
    await player.send(typed)
    said = shown(local_api, user)[-1]
    assert said.split("\n")[0] == AGAIN[lang].format(card=shown_card), said
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY and picked(table, PLAYER_SEAT) == [card]
