"""The play under the FADOQ rule kept in the deal parts (`bot.engine.odds_race.FadoqPlay`), for
the expert's lay-away near the end: its totals against the rule's race (`fadoq_race`), its
JSON form, and the shipped parts."""

from __future__ import annotations

from itertools import product

import pytest

from bot.content_odds import shipped_odds
from bot.engine.odds import deal_parts, parts_from_json, parts_to_json
from bot.engine.odds_race import DealPoints, fadoq_play, fadoq_race

PLAYS = [
    ((1,), frozenset({0})),  # the dealer's last card
    ((-1, 1), frozenset({0, 1})),  # the pone's go, the dealer's last card
    ((2, -1, 1), frozenset({1, 2})),  # his heels, then a go each
    ((-2, 1, -2, 1), frozenset({1, 3})),  # the pone's pairs, the dealer's go and last card
    ((3, -1, 1), frozenset({2})),  # a real point for the pone, a last card for the dealer
    ((2, -2, 1, -1, 2, 1), frozenset({2, 3, 5})),  # points between the singles
]
SHOWS = [(0, 0), (3, 5), (6, 0)]


def sample() -> list[DealPoints]:
    return [
        DealPoints(pegging, pone, dealer, 0, singles)
        for (pegging, singles), (pone, dealer) in product(PLAYS, SHOWS)
    ]


@pytest.mark.parametrize("margin", [1, 3, 5])
def test_totals_are_the_rule_s_race_at_every_distance(margin: int) -> None:
    """At every distance of each side to the threshold, the totals counted from each side's
    pegs are those of `fadoq_race`; so is the race."""
    deals = sample()
    race = fadoq_race(deals, margin)
    play = fadoq_play(deals, margin)
    assert play.dealer_out == race.race.dealer_out
    threshold = 100
    for (free_d, free_p), counts in race.totals.items():
        found = play.totals(threshold - free_d, threshold - free_p, threshold)
        assert +found == +counts, (free_d, free_p)
    past = play.totals(threshold + 2, threshold, threshold)
    assert +past == +race.totals[0, 0]
    # Past the threshold, the two plays of single points only score nothing.
    assert past[0, 0] == 2 * len(SHOWS)


def test_parts_keep_the_rule_s_play_in_json() -> None:
    parts = deal_parts(sample())
    assert parts.fadoq is not None and parts.fadoq.margin == 5
    assert parts_from_json(parts_to_json(parts)) == parts
    assert parts.fadoq_play(121, 116) == parts.fadoq
    assert parts.fadoq_play(61, 56) == parts.fadoq
    assert parts.fadoq_play(121, 110) is None
    without = deal_parts(sample(), fadoq_margin=None)
    data = parts_to_json(without)
    assert "fadoq_pegs" not in data
    assert parts_from_json(data).fadoq is None


def test_parts_whose_rule_s_play_does_not_add_up_are_refused() -> None:
    data = parts_to_json(deal_parts(sample()))
    pegs = data["fadoq_pegs"]
    assert isinstance(pegs, list)
    pegs[0][2] += 1
    with pytest.raises(ValueError, match="FADOQ"):
        parts_from_json(data)


def test_the_shipped_parts_hold_the_rule_s_play() -> None:
    """Measured from the same deals: as many deals, and far enough from the threshold that no
    go or last card can be barred, the standard game's totals."""
    parts = shipped_odds().parts
    assert parts is not None and parts.fadoq is not None
    play = parts.fadoq_play(121, 116)
    assert play is not None
    assert sum(play.pegs.values()) == parts.race.deals
    far = 116 - max(parts.race.dealer_cap, parts.race.pone_cap)
    assert +play.totals(far, far, 116) == parts.race.totals
    assert play.totals(116, 116, 116) != play.totals(far, far, 116)
