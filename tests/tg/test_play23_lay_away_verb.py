"""« je jette le 9 pis le 7 » (« j'écarte… », « … au crib svp », "I throw the 9 and the 7")
typed at the lay-away of /jouer got « Carte inconnue « jette » : la valeur doit être A, 2 à 10,
V, D ou R. », where /ecart's drill reads it (`ecart_typed.lay_away_said`) and the play reads
« je mets le 5 ». Now the cards are laid away."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.engine.cards import Card
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

I18N = I18n.load()


def _rank(card: Card, lang: str) -> str:
    """How a player says a card's rank (« 9 », « V »), its suit left out."""
    return render.card(card, I18N.translator(lang))[:-1]


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/jouer 61 facile", "je jette le {a} pis le {b}"),
        ("fr", "/jouer 61 facile", "J'écarte {a} et {b} au crib svp"),
        ("en", "/play 61 easy", "I throw {a} and {b}"),
    ],
)
async def test_a_lay_away_said_with_its_verb_lays_the_cards_away(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, said: str
) -> None:
    user = 23_500 + len(said) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    _, _, table, waiting = await state(db, user, user)
    assert waiting.step is Step.LAY_AWAY
    hand = table.deal.hands[PLAYER_SEAT]
    ranks = [c.rank for c in hand]
    a, b = [c for c in hand if ranks.count(c.rank) == 1][:2]  # ranks held once: no « which? »
    await player.send(said.format(a=_rank(a, lang), b=_rank(b, lang)))
    reply = shown(local_api, user)[-1]
    assert "inconnue" not in reply and "Unknown" not in reply, reply
    _, _, table, _ = await state(db, user, user)
    assert set(table.deal.discards[PLAYER_SEAT]) == {a, b}, reply


async def test_one_card_said_with_its_verb_is_chosen_as_its_button(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« je jette le 9 » alone chooses the 9, as a tap on it does (the other typed next)."""
    user = 23_590
    player = Player(bot_driver, user, "fr")
    await player.send("/jouer 61 facile")
    _, _, table, _ = await state(db, user, user)
    hand = table.deal.hands[PLAYER_SEAT]
    ranks = [c.rank for c in hand]
    a, b = [c for c in hand if ranks.count(c.rank) == 1][:2]
    await player.send(f"je jette le {_rank(a, 'fr')}")
    reply = shown(local_api, user)[-1]
    assert "inconnue" not in reply, reply
    await player.send(f"pis le {_rank(b, 'fr')}")
    _, _, table, _ = await state(db, user, user)
    assert set(table.deal.discards[PLAYER_SEAT]) == {a, b}, shown(local_api, user)[-1]
