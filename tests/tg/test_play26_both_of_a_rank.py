"""« les deux 9 » (« both 9s ») typed at the /jouer lay-away with one 9 in the hand (or none)
got « Carte inconnue « les » » (« Unknown card “both” »), where /ecart says why. Now « Vous
n'avez qu'un 9 dans cette donne : 9♠. » (« … aucun 9 … »), then the step; nothing laid."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.test_table_handlers import Player, state

ONE = {
    "fr": "Vous n'avez qu'un {rank} dans cette donne : {card}.",
    "en": "You have only one {rank} in this deal: {card}.",
}
NONE = {
    "fr": "Vous n'avez aucun {rank} dans cette donne.",
    "en": "You have no {rank} in this deal.",
}
BOTH = {"fr": "les deux {rank}", "en": "both {rank}s"}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("held", [0, 1])
async def test_both_of_a_rank_not_held_twice(
    bot_driver: Driver, db: Database, *, lang: str, held: int
) -> None:
    user = 26_950 + held + (10 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send("/jouer 61 facile" if lang == "fr" else "/play 61 easy")
    table = (await state(db, user, user))[2]
    hand = table.deal.hands[PLAYER_SEAT]
    ranks = Counter(card.rank for card in hand)
    rank = next(r for r in range(2, 11) if ranks[r] == held)  # a number: said as digits
    reply = await player.typed_at(Step.LAY_AWAY, BOTH[lang].format(rank=rank))
    said = reply.split("\n")[0].replace("\u00a0", " ")
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    if held:
        card = render.card(next(c for c in hand if c.rank == rank), tr)
        assert said == ONE[lang].format(rank=rank, card=card), said
    else:
        assert said == NONE[lang].format(rank=rank), said
    assert not (await state(db, user, user))[2].deal.discards[PLAYER_SEAT]
