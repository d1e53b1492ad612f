"""The engine's start-up tables kept compact: the same answers as the show itself, checked
over every case (the discard rows, the shapes' templates, the coach's themed-deal tables)."""

from __future__ import annotations

from itertools import accumulate

from bot.engine import show, theme_deals
from bot.engine.cards import RANKS
from bot.engine.lay_away import (
    SHOW_SIZE,
    crib_rank_row,
    hand_rank_row,
    precompute,
    rank_multisets,
)
from bot.engine.show import Kind, score_hand


def shown_rank_points(ranks: tuple[int, ...]) -> int:
    """Fifteens, pairs and runs of five ranks, read from the show's breakdown of real cards
    (suits that make no flush nor nobs): an independent path to `rank_points`."""
    cards = theme_deals._plain_cards(tuple(sorted(ranks)))
    score = score_hand(cards[:4], cards[4])
    return sum(combo.points for combo in score.combos if combo.kind not in {Kind.FLUSH, Kind.NOBS})


def test_every_hand_row_holds_the_shows_points_for_each_starter() -> None:
    for kept in rank_multisets(4):
        row = hand_rank_row(kept)
        expected = [0 if kept.count(r) == 4 else shown_rank_points((*kept, r)) for r in RANKS]
        assert list(row) == expected, kept


def test_the_crib_rows_of_single_tosses_hold_the_shows_points() -> None:
    others = rank_multisets(SHOW_SIZE - 1)
    for tossed in RANKS:
        row = crib_rank_row((tossed,))
        assert len(row) == len(others)
        for m, points in zip(others, row, strict=True):
            five = (tossed, *m)
            assert points == (0 if five.count(tossed) > 4 else shown_rank_points(five))


def test_shapes_score_by_their_templates() -> None:
    show.clear_caches()
    shapes = rank_multisets(SHOW_SIZE)
    for ranks in shapes:
        templates = show._rank_template(ranks)
        assert sum(t[2] for t in templates) == show.rank_points(ranks)


def test_precompute_scores_each_five_rank_shape_once_whatever_tuple_asks() -> None:
    show.clear_caches()
    precompute()
    for ranks in rank_multisets(SHOW_SIZE):
        copy = tuple(list(ranks))
        assert copy is not ranks
        assert show.rank_points(copy) == show.rank_points(ranks)
    assert show._rank_shape.cache_info().currsize == len(rank_multisets(SHOW_SIZE))


def test_the_themed_deal_tables_drop_their_source_and_keep_every_multiset() -> None:
    theme_deals.multiset_themes.cache_clear()
    theme_deals.theme_table.cache_clear()
    source = theme_deals.multiset_themes()
    theme_deals.precompute()
    assert theme_deals.tables_ready()
    assert theme_deals.multiset_themes.cache_info().currsize == 0
    for theme in theme_deals.TABLE_THEMES:
        multisets, cumulative = theme_deals.theme_table(theme)
        chosen = [ranks for ranks, themes in source if theme in themes]
        assert list(multisets) == chosen
        weights = accumulate(theme_deals.multiset_weight(m) for m in chosen)
        assert list(cumulative) == list(weights)
