"""A card typed at the play that the player had laid away (« 2♠ », or « 2 » alone with no
other two held) was told « Vous n'avez pas 2♠. » / « Vous n'avez pas de « 2 » parmi vos
cartes. », as if it had never been dealt; the player, who had just held it, was left to
wonder where it went. Now it is said to be in the crib: « Vous avez écarté 2♠ au crib. »"""

from __future__ import annotations

import pytest

from bot.drills.table_state import Step
from bot.engine.card_parsing import parse_card
from bot.engine.cards import card_code
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver
from bot.views.table_replies import not_held_step_note
from tests.tg.test_table_handlers import Player, state

COMMANDS = {"fr": "/jouer 61 normal", "en": "/play 61 normal"}
THROWN = {
    "fr": "Vous avez écarté {cards} au crib.",
    "en": "{cards} is in the crib: you laid it away.",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_card_laid_away_is_said_in_the_crib(
    bot_driver: Driver, db: Database, lang: str
) -> None:
    player = Player(bot_driver, 30_100 + len(lang), lang)
    await player.send(COMMANDS[lang])
    await player.reach(Step.PLAY)
    deal = (await state(db, player.user, player.user))[2].deal
    assert deal.discards[0] is not None
    card = deal.discards[0][0]
    tr = I18n.load().translator(lang)
    said = THROWN[lang].format(cards=render.card(card, tr))
    reply = await player.typed_at(Step.PLAY, card_code(card, lang))
    assert reply.replace("\u00a0", " ").split("\n")[0] == said, reply
    if all(held.rank != card.rank for held in deal.kept(0)):  # its rank alone, none held
        reply = await player.typed_at(Step.PLAY, card_code(card, lang)[:-1])
        assert reply.replace("\u00a0", " ").split("\n")[0].endswith(" " + said), reply


def test_cards_held_by_nobody_and_laid_away_are_told_apart() -> None:
    tr = I18n.load().translator("fr")
    king, two = parse_card("KS"), parse_card("2H")
    note = not_held_step_note([king, two], tr, laid_away=[two]).replace("\u00a0", " ")
    assert note == "Vous n'avez pas R♠ en main. Vous avez écarté 2♥ au crib.", note
