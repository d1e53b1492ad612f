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
pictures are drawn (`bot.tg.handlers.pictures.render`: the renderer process, else the pictures
thread, the only one using the font engine); `freeze_start_up` runs one full collection, then
`gc.freeze()`s what is left (the start-up's objects live as long as the process: the
collector skips them from then on) and raises the young generation's threshold from Python's
700 to `YOUNG_THRESHOLD` allocations: with 64 updates in flight the young objects of the
updates under way alone pass 700, so the collector ran about every 15 updates (and its
middle generation every 170) to find nearly nothing; at 10,000 it runs about once per 1,000
updates, each young collection a few milliseconds, peak memory unchanged. Set
`MUGGINS_GC_FREEZE=0` to leave the collector as Python sets it (the tests do: they start
hundreds of applications in one process), `MUGGINS_GC_YOUNG` to try another threshold.

Those few milliseconds used to land in the middle of updates: every update in flight waited
for the collection. `IdleCollector` runs it instead when the update processor has nothing in
flight (`bot.tg.app.PerUserUpdateProcessor.when_idle`), once the young generation holds
`IDLE_MINIMUM` objects (`MUGGINS_GC_IDLE`; 0 never collects at idle): at 300 updates/s the
bot is idle several times a second, and the threshold above is then only a safety net for
a bot never idle.
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
from bot.engine.cards import parse_cards
from bot.engine.discard import analyse_discards, precompute
from bot.i18n import Translator
from bot.pictures.board import Race, board_png
from bot.pictures.cards import deal_png, rank_labels
from bot.views import pictures as views

logger = logging.getLogger("muggins.warm")

GC_FREEZE_ENV: Final = "MUGGINS_GC_FREEZE"
"""Set to 0 to leave the start-up objects to the garbage collector."""
GC_YOUNG_ENV: Final = "MUGGINS_GC_YOUNG"
"""The young generation's threshold after start-up, `YOUNG_THRESHOLD` unless set."""
YOUNG_THRESHOLD: Final = 10_000
"""Allocations (net of deallocations) between two young collections after start-up."""
GC_IDLE_ENV: Final = "MUGGINS_GC_IDLE"
"""Young objects from which an idle moment collects them, `IDLE_MINIMUM` unless set; 0: never
at idle (then only `young_threshold` triggers collections)."""
IDLE_MINIMUM: Final = 3_000
"""Young objects worth a collection at an idle moment: at 300 updates/s about one every
3 seconds, 2-3 ms each (at 1,000: four times as many, 1-1.5 ms each)."""
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
        analyse_discards(cards, dealer=dealer)
        analyse_discards(cards, dealer=dealer, crib_model="expert", tables=tables)
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
    """Whether `freeze_start_up` should freeze (`MUGGINS_GC_FREEZE`, default on)."""
    return os.environ.get(GC_FREEZE_ENV, "1").strip() not in {"0", "off", "false", "no"}


def young_threshold() -> int:
    """The young generation's threshold to set (`MUGGINS_GC_YOUNG`, else `YOUNG_THRESHOLD`)."""
    chosen = os.environ.get(GC_YOUNG_ENV, "").strip()
    return int(chosen) if chosen.isdigit() and int(chosen) > 0 else YOUNG_THRESHOLD


def freeze_start_up() -> bool:
    """One full collection, then the survivors frozen out of later ones and the young
    generation's threshold raised (`young_threshold`); False (nothing done) when
    `MUGGINS_GC_FREEZE` is 0."""
    if not freeze_wanted():
        return False
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(young_threshold(), middle, old)
    return True


class IdleCollector:
    """Collects garbage at a moment the bot has nothing in flight, not in the middle of updates.

    Called by the update processor when its last update is done (`when_idle`). It collects
    once the young generation holds `minimum` objects, the generation Python itself would
    pick: the oldest whose count reached its threshold (with Python's thresholds the middle
    one after ten young collections, the old one after ten middle ones), the old one only
    once the objects in it have grown by a quarter since the last full collection (Python's
    rule, which keeps full collections from costing more as the bot keeps more). The
    automatic collections, which only start when the young generation passes its threshold,
    are then not needed while the bot has idle moments.
    """

    def __init__(self, minimum: int = IDLE_MINIMUM) -> None:
        if minimum < 1:
            raise ValueError("minimum must be positive")
        self.minimum = minimum
        self.collections = 0
        """Collections it ran."""
        self.long_lived = 0
        """Objects in the old generation after its last full collection (after `gc.freeze()`
        the start-up's are in none: 0 until the first one)."""

    def generation(self) -> int | None:
        """The generation to collect now, None while the young one holds fewer than
        `minimum` objects."""
        young, middle, old = gc.get_count()
        if young < self.minimum:
            return None
        _, middle_threshold, old_threshold = gc.get_threshold()
        if old >= old_threshold and self._grown():
            return 2
        return 1 if middle >= middle_threshold else 0

    def _grown(self) -> bool:
        """Whether the old generation grew by more than a quarter since the last full
        collection (counting it walks a list of its objects: only when its turn comes)."""
        return len(gc.get_objects(2)) - self.long_lived > self.long_lived // 4

    def __call__(self) -> int | None:
        """Collect if there is enough to collect; the generation collected, else None."""
        generation = self.generation()
        if generation is not None:
            gc.collect(generation)
            self.collections += 1
            if generation == 2:
                self.long_lived = len(gc.get_objects(2))
        return generation


def idle_minimum() -> int:
    """`MUGGINS_GC_IDLE` (young objects, 0 for never), `IDLE_MINIMUM` when unset; a value that
    is not a whole number is logged and ignored."""
    chosen = os.environ.get(GC_IDLE_ENV, "").strip()
    if not chosen:
        return IDLE_MINIMUM
    if not chosen.isdigit():
        logger.warning(
            "%s=%r is not a whole number of objects: using %d", GC_IDLE_ENV, chosen, IDLE_MINIMUM
        )
        return IDLE_MINIMUM
    return int(chosen)


def idle_collector() -> IdleCollector | None:
    """The collector to run at idle moments: None when the start-up is not frozen
    (`MUGGINS_GC_FREEZE=0`: the collector is left as Python sets it) or `MUGGINS_GC_IDLE` is 0."""
    if not freeze_wanted():
        return None
    minimum = idle_minimum()
    return IdleCollector(minimum) if minimum > 0 else None
