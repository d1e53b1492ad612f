"""/jouer showed the hand as dealt (« Vos cartes : 2♠ 5♦ A♦ 4♣ D♥ 9♣ »), where players sort
theirs by rank: the hand is shown from the ace to the king, in its line and its buttons, and
a button still lays away the card it shows (the hand stays stored as dealt, which the deal's
key checks)."""

from __future__ import annotations

import pytest

from bot.drills.table import picked
from bot.drills.table_moves import in_hand_order
from bot.drills.table_state import PLAYER_SEAT
from bot.engine.card_parsing import parse_cards
from bot.i18n import render
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_table_handlers import Player, button_data, shown, state

LINE = {"fr": "Vos cartes\u00a0: ", "en": "Your cards: "}


def test_in_hand_order_sorts_by_rank() -> None:
    dealt = parse_cards("2S 5D AD 4C QH 9C")
    assert in_hand_order(dealt) == tuple(parse_cards("AD 2S 4C 5D 9C QH"))


@pytest.mark.parametrize(("lang", "play"), [("fr", "/jouer 61 facile"), ("en", "/play 61 easy")])
async def test_the_hand_is_shown_by_rank(
    bot_driver: Driver, local_api: LocalBotApi, db: Database, *, lang: str, play: str
) -> None:
    user = 22_500 + (lang == "en")
    player = Player(bot_driver, user, lang)
    await player.send(play)
    question, _, table, _ = await state(db, user, user)
    dealt = table.deal.hands[PLAYER_SEAT]
    tr = bot_driver.application.bot_data.i18n.translator(lang)
    sorted_line = LINE[lang] + render.cards(sorted(dealt, key=lambda c: c.rank), tr)
    assert any(sorted_line in text for text in shown(local_api, user)), shown(local_api, user)
    message = local_api.message(user, question.message_id or 0)
    assert message is not None
    labels = [str(b["text"]) for b in inline_buttons(message)][:6]
    ranks = [c.rank for c in dealt]
    assert [render.card(c, tr) for c in sorted(dealt, key=lambda c: c.rank)] == labels
    assert ranks != sorted(ranks)  # this deal's hand came unsorted: the test can fail
    await player.press(button_data(local_api, user, question)[0], question.message_id)
    _, _, table, _ = await state(db, user, user)
    assert [render.card(c, tr) for c in picked(table, PLAYER_SEAT)] == labels[:1]
