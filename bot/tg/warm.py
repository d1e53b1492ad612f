"""Start-up work done once, before the first player: caches warmed, start-up objects frozen.

Without it the first discard analysis after a start takes about a tenth of a second while the
rank tables fill, the first deal the coach picks for a weak theme waits while the themed-deal
tables are built, the first picture of each kind loads the font and draws the card faces and
the board, and the garbage collector keeps walking the tens of thousands of objects the
start-up created (catalogs, tables, handlers) in every full collection, which lands in the
tail of the answers' times.

`warm_caches` fills the engine's tables (the discard ranks, the coach's themed-deal tables) and
the shipped content (any thread);
`pictures_to_warm` gives one deal and one board in the default language, to draw where the
pictures are drawn (`bot.tg.drawing.render`); `freeze_start_up` runs one full
collection, then
`gc.freeze()`s what is left (the start-up's objects live as long as the process: the
collector skips them from then on, and its full collections stay short). Set
`MUGGINS_GC_FREEZE=0` to leave the collector as Python sets it (the tests do: they start
hundreds of applications in one process).
"""

from __future__ import annotations

import gc
import logging
import os
from collections.abc import Callable
from functools import partial
from typing import Final

from bot.content_quiz import shipped_quiz_bank
from bot.content_tables import shipped_crib_tables
from bot.drills.game import DEFAULT_MARGIN_RULE, DEFAULT_TARGET
from bot.engine import theme_deals
from bot.engine.card_parsing import parse_cards
from bot.engine.lay_away import analyse_lay_aways, precompute
from bot.i18n import Translator
from bot.pictures.board import Race, board_png
from bot.pictures.cards import deal_png, rank_labels
from bot.tg.config import ENV_GC_FREEZE, ConfigError, flag_setting
from bot.views import pictures as views

logger = logging.getLogger("muggins.warm")

GC_FREEZE_ENV: Final = ENV_GC_FREEZE
"""Set to 0 to leave the start-up objects to the garbage collector."""
SAMPLE_DEAL: Final = "5H 5S JD 10C 4H 6D"
"""Six cards for one discard analysis of each kind and the warm-up pictures."""


def warm_caches() -> None:
    """Fill the discard tables and the coach's themed-deal tables, and load the shipped content
    (crib tables, quiz bank)."""
    precompute()
    theme_deals.precompute()
    cards = parse_cards(SAMPLE_DEAL)
    tables = shipped_crib_tables()
    for dealer in (True, False):
        analyse_lay_aways(cards, dealer=dealer)
        analyse_lay_aways(cards, dealer=dealer, crib_model="expert", tables=tables)
    shipped_quiz_bank()


def pictures_to_warm(tr: Translator) -> tuple[Callable[[], bytes], ...]:
    """One deal and one board of the default game in the default language (the font, card
    faces, the board most players see), to draw at start-up: the first players' pictures are
    not the slow ones. Other languages and boards are drawn when first asked (memory counts
    as much as time)."""
    cards = parse_cards(SAMPLE_DEAL)
    return (
        partial(deal_png, cards[:4], cards[4], rank_labels(tr)),
        partial(board_png, Race(DEFAULT_TARGET, DEFAULT_MARGIN_RULE, 0, 0), views.board_labels(tr)),
    )


def freeze_wanted() -> bool:
    """Whether `freeze_start_up` should freeze (`MUGGINS_GC_FREEZE`, default on; read as the
    configuration reads it, which refuses a malformed value before the bot starts)."""
    try:
        return flag_setting(os.environ.get(GC_FREEZE_ENV), GC_FREEZE_ENV, default=True)
    except ConfigError:
        return True


def freeze_start_up() -> bool:
    """One full collection, then the survivors frozen out of later ones; False (nothing
    done) when `MUGGINS_GC_FREEZE` is 0."""
    if not freeze_wanted():
        return False
    gc.collect()
    gc.freeze()
    return True
