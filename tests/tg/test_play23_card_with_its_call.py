"""« je joue le 8 pour 31 » (« le 5, quinze 2 », « le valet, 15 pour 2 », "the 5, fifteen two")
typed at the play of /jouer got « Carte inconnue « pour » »: a player lays a card and says what
it makes, as at the club. Now the card is laid (the points it makes are pegged as always, by
the game)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import PLAYER_SEAT, Step
from bot.drills.table_typed import cards_before_call
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_table_handlers import Player, shown, state

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/jouer 61 facile", "je joue le {r} pour 31"),
        ("fr", "/jouer 61 facile", "le {r}, quinze 2"),
        ("fr", "/jouer 61 facile", "{r} 15 pour 2"),
        ("en", "/play 61 easy", "the {r}, fifteen two"),
    ],
)
async def test_a_card_said_with_what_it_makes_is_laid(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, command: str, said: str
) -> None:
    user = 23_800 + len(said) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(command)
    await player.reach(Step.PLAY)
    _, _, table, waiting = await state(db, user, user)
    held = len(table.deal.held(PLAYER_SEAT))
    card = waiting.legal[0]
    rank = render.card(card, I18N.translator(lang))[:-1]
    await player.send(said.format(r=rank))
    reply = shown(local_api, user)[-1]
    assert "inconnue" not in reply and "Unknown" not in reply, reply
    _, _, table, _ = await state(db, user, user)
    assert card not in table.deal.held(PLAYER_SEAT) and len(table.deal.held(PLAYER_SEAT)) < held


def test_what_a_card_said_with_its_call_may_be() -> None:
    assert cards_before_call("je joue le 8 pour 31") == ["je joue le", "je joue le 8"]
    assert cards_before_call("le 5, quinze 2") == ["le", "le 5"]
    assert cards_before_call("V 15 pour 2") == ["V", "V 15"]
    assert cards_before_call("5 trente et un pour deux") == ["5"]
    for text in ("5 10", "le 5", "pis le 5", "5 valet", "quinze"):
        assert cards_before_call(text) == [], text
