"""What a game under way keeps from its start that the /variant settings no longer give it."""

from __future__ import annotations

from bot.drills.grading import OVER_TO_OPPONENT, SETTING_MUGGINS, SETTING_OVER_COUNT
from bot.drills.variant_args import SETTING_FADOQ_SHORT, SETTING_VARIANT, Kept, kept_by_game
from bot.engine.variants import Rules, fadoq_rule
from bot.i18n import I18n
from bot.views.variant import kept_line

STANDARD_GAME = Rules(muggins=True)


def test_settings_that_agree_keep_nothing() -> None:
    assert kept_by_game({}, STANDARD_GAME) is None
    fadoq = Rules(muggins=True, fadoq116=fadoq_rule(121))
    assert kept_by_game({SETTING_VARIANT: "fadoq"}, fadoq) is None


def test_fadoq_chosen_during_a_standard_game() -> None:
    assert kept_by_game({SETTING_VARIANT: "fadoq"}, STANDARD_GAME) == Kept(fadoq=False)


def test_a_game_of_61_read_without_the_rule_agrees_with_its_settings() -> None:
    game = Rules(target=61, muggins=True)
    settings = {SETTING_VARIANT: "fadoq", SETTING_FADOQ_SHORT: "off"}
    assert kept_by_game(settings, game) is None
    settings = {SETTING_VARIANT: "fadoq"}  # from 56 now
    assert kept_by_game(settings, game) == Kept(fadoq=False)


def test_muggins_and_the_over_count_law() -> None:
    settings = {SETTING_MUGGINS: False, SETTING_OVER_COUNT: OVER_TO_OPPONENT}
    assert kept_by_game(settings, STANDARD_GAME) == Kept(muggins=True, over_to_opponent=False)


def test_the_line_names_what_is_kept() -> None:
    tr = I18n.load().translator("en")
    line = kept_line(Kept(fadoq=True, muggins=False), tr)
    assert line == (
        "Your game under way against me keeps the rules it began with: with the FADOQ rule,"
        " muggins off."
    )
