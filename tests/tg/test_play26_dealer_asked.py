"""« qui donne? » (« à qui le crib? », "who deals?") typed at a /jouer step got « Carte inconnue
« qui » : la valeur doit être A, 2 à 10, V, D ou R. », where a club game's private step now
says who deals. Now the deal's own line (« Donne 1 : je donne, le crib est à moi. ») and what
the step waits for; nothing is played."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

DEALS = {
    ("fr", True): "Donne {n} : vous donnez, le crib est à vous.",
    ("fr", False): "Donne {n} : je donne, le crib est à moi.",
    ("en", True): "Deal {n}: you deal, the crib is yours.",
    ("en", False): "Deal {n}: I deal, the crib is mine.",
}
WAITS = {
    (Step.LAY_AWAY, "fr"): "J'attends les cartes que vous écartez au crib.",
    (Step.LAY_AWAY, "en"): "I'm waiting for the cards you lay away in the crib.",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        ("fr", "/jouer 61 facile", "qui donne?"),
        ("fr", "/jouer 61 facile", "À qui le crib?"),
        ("en", "/play 61 easy", "who deals?"),
    ],
)
async def test_who_deals_asked_at_the_lay_away(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, typed: str
) -> None:
    user = 26_100 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    _, _, table, _ = await state(db, user, user)
    await player.send(typed)
    said = shown(local_api, user)[-1].split("\n")[0].replace("\u00a0", " ")
    deal = DEALS[lang, table.deal.dealer == PLAYER_SEAT].format(n=len(table.deals))
    assert said == f"{deal} {WAITS[Step.LAY_AWAY, lang]}", said
    assert (await state(db, user, user))[3].step is Step.LAY_AWAY
