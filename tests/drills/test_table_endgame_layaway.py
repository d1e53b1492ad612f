"""The expert's lay-away near the end under the FADOQ rule (`bot.engine.endgame` with the
rule's play and table, `bot.drills.table_bot.expert_lay_away(..., fadoq=...)`), and the game
passing the rule to it (`bot.drills.table`)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from bot.content_odds import shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills.table import advance
from bot.drills.table_bot import Level, expert_lay_away, expert_pegging
from bot.drills.table_state import Deal, Seat, Table
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.endgame import lay_away_chances
from bot.engine.lay_away import analyse_lay_aways
from bot.engine.odds import OddsTables
from bot.engine.variants import FADOQ, STANDARD, Rules

HAND = "JS 2S 9S 10C QD 8H"
"""The bot's six cards, pone at 116 against the dealer at 108 (it needs 5): the standard game
keeps the run of four (94.7 % against 90.0 % for keeping the 2); under the FADOQ rule it pegs
no go or last card from 116, and keeping the 2 is the better chance (88.2 % against 88.0 %).
The rule's table alone would not change the choice: the rule's play does."""
SCORES = (116, 108)
STANDARD_TOSS = "2S QD"
FADOQ_TOSS = "JS QD"


def tossed(fadoq: int | None, odds: OddsTables | None = None) -> set[Card]:
    cards = expert_lay_away(
        parse_cards(HAND),
        dealer=False,
        tables=shipped_crib_tables(),
        scores=SCORES,
        odds=odds,
        pegging=expert_pegging(),
        fadoq=fadoq,
    )
    return set(cards)


def test_the_fadoq_rule_changes_the_lay_away_to_win() -> None:
    assert tossed(None) == set(parse_cards(STANDARD_TOSS))
    assert tossed(116) == set(parse_cards(FADOQ_TOSS))


def test_without_the_rule_s_play_in_the_table_the_lay_away_is_the_standard_game_s() -> None:
    """Tables measured before the rule's play was kept (no `fadoq_pegs`) lay away as in the
    standard game rather than half under the rule."""
    odds = shipped_odds()
    assert odds.parts is not None
    older = OddsTables(odds.tables, odds.meta, replace(odds.parts, fadoq=None), odds.fadoq)
    assert tossed(116, older) == set(parse_cards(STANDARD_TOSS))


@pytest.mark.parametrize("dealer", [True, False])
def test_far_from_the_threshold_the_rule_s_play_is_the_standard_game_s(dealer: bool) -> None:
    """With both sides further from 116 than either pegs in a deal, no go or last card can be
    barred: with the same table, the chances are the standard game's to the last digit."""
    odds = shipped_odds()
    parts = odds.parts
    assert parts is not None
    rng = random.Random(5)
    table = odds.table(121, 116)
    for _ in range(3):
        cards = rng.sample(parse_cards(HAND + " 3C 4D 5H 6S 7C KH"), 6)
        options = analyse_lay_aways(
            cards, dealer=dealer, crib_model="expert", tables=shipped_crib_tables()
        )
        standard = lay_away_chances(options, parts, table, 90, 84)
        assert lay_away_chances(options, parts, table, 90, 84, 116) == standard
        near = lay_away_chances(options, parts, table, 116, 108, 116)
        assert near != lay_away_chances(options, parts, table, 116, 108)


@pytest.mark.parametrize(("rules", "toss"), [(FADOQ, FADOQ_TOSS), (STANDARD, STANDARD_TOSS)])
def test_the_game_passes_its_rule_to_the_bot_s_lay_away(rules: Rules, toss: str) -> None:
    """At /play, the expert bot (seat 0, pone) lays away under the game's rule."""
    start = list(SCORES)
    table = Table(
        "f", rules, [Seat(None, Level.EXPERT), Seat(1)], first_dealer=1, cut=None, scores=start
    )
    table.deals.append(
        Deal(
            1,
            [parse_cards(HAND), parse_cards("4C 6D 7H 8S 2C 3C")],
            parse_cards("5C"),
            list(start),
            list(start),
            [None, parse_cards("2C 3C")],
            laid=[[], []],
        )
    )
    advance(table, random.Random(0), shipped_crib_tables())
    discard = table.deal.discards[0]
    assert discard is not None and set(discard) == set(parse_cards(toss))
