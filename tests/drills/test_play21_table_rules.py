"""The rules of a game against the bot for a player's settings (`table.table_rules`, once
`table_steps.player_rules` in the chat's handlers): the margin rule, FADOQ 116, the
over-count law and muggins."""

from __future__ import annotations

from bot.drills.grading import OVER_TO_OPPONENT, SETTING_OVER_COUNT
from bot.drills.table import table_rules
from bot.drills.variant_args import SETTING_FADOQ_SHORT, SETTING_VARIANT
from bot.engine.variants import fadoq_rule


def test_no_settings_plays_the_standard_game_with_skunks() -> None:
    rules = table_rules({}, 121, "skunk", muggins=True)
    assert (rules.target, rules.margin_rule, rules.muggins) == (121, "skunk", True)
    assert rules.fadoq116 is None and not rules.excess_to_opponent


def test_the_margin_rule_set_and_an_unknown_one() -> None:
    assert table_rules({}, 61, "lurch", muggins=False).margin_rule == "lurch"
    assert table_rules({}, 61, "nonsense", muggins=False).margin_rule == "skunk"
    assert table_rules({}, 61, None, muggins=False).margin_rule == "skunk"


def test_muggins_is_what_the_chat_says() -> None:
    assert not table_rules({}, 121, "skunk", muggins=False).muggins


def test_the_fadoq_variant_brings_its_rule_in_121_and_in_61_as_read() -> None:
    fadoq = {SETTING_VARIANT: "fadoq"}
    assert table_rules(fadoq, 121, "skunk", muggins=True).fadoq116 == fadoq_rule(121)
    assert table_rules(fadoq, 61, "skunk", muggins=True).fadoq116 == fadoq_rule(61)
    short_off = {**fadoq, SETTING_FADOQ_SHORT: "off"}
    assert table_rules(short_off, 61, "skunk", muggins=True).fadoq116 is None
    assert table_rules({SETTING_VARIANT: "standard"}, 121, "skunk", muggins=True).fadoq116 is None


def test_the_over_count_law_set() -> None:
    settings = {SETTING_OVER_COUNT: OVER_TO_OPPONENT}
    assert table_rules(settings, 121, "skunk", muggins=True).excess_to_opponent
