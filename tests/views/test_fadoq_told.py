"""The FADOQ rule told at the table with the game's own threshold: a go it bars in a game of
61 said « la règle FADOQ, à partir de 116 » though the rule starts at 56 there."""

from __future__ import annotations

import random

import pytest

from bot.drills.table import advance, lay_away_cards, lay_card, new_table
from bot.drills.table_bot import Level
from bot.drills.table_show import accept, call_muggins, count
from bot.drills.table_state import Seat, Step
from bot.drills.table_turn import mark_of
from bot.engine.show import hand_points
from bot.engine.variants import Rules, fadoq_rule
from bot.i18n import I18n
from bot.views.markup import esc
from bot.views.table_news import narrate

BARRED = {
    "fr": "Pas de point pour le go ni pour la dernière carte\u00a0: la règle FADOQ, à partir de",
    "en": "No point for the go or the last card: the FADOQ rule, from",
}


def barred_lines(seed: int, target: int, lang: str) -> list[str]:
    """What a FADOQ game to `target` tells of the goes the rule barred, move after move."""
    tr = I18n.load().translator(lang)
    rng = random.Random(seed)
    rules = Rules(target=target, muggins=True, fadoq116=fadoq_rule(target))
    table = new_table(rng, f"f{seed}", rules, [Seat(7), Seat(None, Level.NORMAL)])
    told: list[str] = []
    waiting = advance(table, rng)
    while waiting is not None:
        mark = mark_of(table)
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, 0, deal.hands[0][:2])
        elif waiting.step is Step.PLAY:
            lay_card(table, 0, waiting.legal[0])
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            held = deal.crib() if waiting.what == "crib" else deal.kept(0)
            count(table, 0, hand_points(held, deal.starter, crib=waiting.what == "crib"))
        elif deal.call is not None and deal.call.missed:
            call_muggins(table, 0, deal.call.missed)
        else:
            accept(table, 0)
        waiting = advance(table, rng)  # the bot plays on, then the move is told
        lines, _ = narrate(table, mark, tr)
        told += [line for line in lines if line.startswith(esc(BARRED[lang]))]
    return told


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize(("target", "threshold"), [(61, 56), (121, 116)])
def test_a_go_the_fadoq_rule_bars_is_told_with_the_games_threshold(
    lang: str, target: int, threshold: int
) -> None:
    told = [line for seed in range(6) for line in barred_lines(seed, target, lang)]
    assert told, "no go barred in these games"
    assert all(line == esc(f"{BARRED[lang]} {threshold}.") for line in told), told
