"""Once I (the bot) have laid my last card in the play, the player's next turn was asked
(« Compte : 12. Vos cartes : 9♣ », « À vous : jouez une carte. ») without a word that I have
none left, so the player waited for my card: the question says it now, « Je n'ai plus de
cartes : vous jouez les vôtres jusqu'au bout. » (the web app's page too);
while I hold cards it says nothing of it."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import BOT_SEAT, Seat, Step, Table, Waiting
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views import table as view
from bot.webapp.table import page_lines

I18N = I18n.load()

SAID = {
    "fr": "Je n'ai plus de cartes\u00a0: vous jouez les vôtres jusqu'au bout.",
    "en": "I have no cards left: you play the rest of yours.",
}


def _turns() -> list[tuple[Table, Waiting]]:
    """Copies of a game at each of the player's turns in the play of its first deals."""
    turns: list[tuple[Table, Waiting]] = []
    for seed in range(30):
        rng = random.Random(seed)
        table = new_table(rng, "y", Rules(muggins=False), [Seat(7), Seat(None, Level.EASY)])
        waiting = advance(table, rng)
        while waiting is not None and waiting.step in (Step.LAY_AWAY, Step.PLAY):
            if waiting.step is Step.LAY_AWAY:
                lay_away_cards(table, 0, table.deal.hands[0][:2])
            else:
                turns.append((Table.from_json(table.to_json()), waiting))
                lay_card(table, 0, waiting.legal[0])
            waiting = advance(table, rng)
    return turns


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_my_last_card_laid_is_said_at_the_players_turn(lang: str) -> None:
    tr = I18N.translator(lang)
    alone = [(t, w) for t, w in _turns() if not t.deal.held(BOT_SEAT)]
    with_me = [(t, w) for t, w in _turns() if t.deal.held(BOT_SEAT)]
    assert alone and with_me
    for table, waiting in alone:
        about, _ = view.waiting_parts(table, waiting, tr, chat=True)
        assert SAID[lang] in [html_to_text(line) for line in about], about
        assert SAID[lang] in page_lines(table, waiting, tr)  # the web app's page says it too
    for table, waiting in with_me:
        about, _ = view.waiting_parts(table, waiting, tr, chat=True)
        assert SAID[lang] not in [html_to_text(line) for line in about], about
