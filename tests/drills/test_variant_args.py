"""What the words after /variant and its buttons choose."""

from __future__ import annotations

import pytest

from bot.drills.grading import OVER_TO_OPPONENT, SETTING_MUGGINS, SETTING_OVER_COUNT
from bot.drills.variant_args import (
    BUTTONS,
    CHOICES,
    FADOQ_NAME,
    MUGGINS_OFF,
    MUGGINS_ON,
    OVER_ACC,
    OVER_FIX,
    SETTING_FADOQ_SHORT,
    SETTING_VARIANT,
    SHORT_GAME_OFF,
    SHORT_GAME_ON,
    STANDARD_NAME,
    Choice,
    Muggins,
    Over,
    Preset,
    Rules,
    ShortGame,
    changes,
    current_variant,
    fadoq_short_game,
    read_args,
    rules_of,
    unread_word,
)


@pytest.mark.parametrize(
    ("args", "choice"),
    [
        ([], None),
        (["FADOQ"], Preset("fadoq", "FADOQ")),
        (["classique"], Preset("standard", "classique")),
        (["normal"], Preset("standard", "normal")),
        (["bridge"], Preset(None, "bridge")),
        (["fadok"], Preset("fadoq", "fadok")),  # near spellings read as the preset they are
        (["Fadock"], Preset("fadoq", "Fadock")),
        (["standart"], Preset("standard", "standart")),
        (["fado"], Preset("fadoq", "fado")),
        (["stand"], Preset("standard", "stand")),
        (["rapide"], Preset(None, "rapide")),  # too far from any name
        (["fast"], Preset(None, "fast")),
        (["muggins"], Muggins(None)),
        (["Muggins", "désactivé"], Muggins(False)),
        (["mugins", "oui"], Muggins(True)),
        (["muggins", "peut-être"], Muggins(None)),
        (["trop"], Over(None)),
        (["over", "acc"], Over(True)),
        (["excès", "corrigés"], Over(False)),
        (["61"], ShortGame(None)),
        (["61", "56"], ShortGame("from_end")),
        (["61", "sans"], ShortGame("off")),
        (["61", "60"], ShortGame(None)),
    ],
)
def test_read_args(args: list[str], choice: Choice | None) -> None:
    assert read_args(args) == choice


@pytest.mark.parametrize(
    ("args", "unread"),
    [
        ([], None),
        (["fadoq"], None),
        (["standard", "fadoq"], "fadoq"),
        (["bridge", "oui"], None),
        (["fadok", "demain"], "demain"),  # « merci », « svp » are read now: courtesy
        (["muggins"], None),
        (["muggins", "non"], None),
        (["muggins", "bidon"], "bidon"),
        (["muggins", "non", "demain"], "demain"),
        (["trop", "bidon"], "bidon"),
        (["trop", "acc", "bof"], "bof"),
        (["61", "56"], None),
        (["61", "60"], "60"),
        (["61", "sans", "plus"], "plus"),
    ],
)
def test_unread_word(args: list[str], unread: str | None) -> None:
    """The first word /variant did not read: a value for a setting it cannot read, or a word
    past the last it reads; none after an unknown preset (that preset is the one reported)."""
    assert unread_word(args) == unread


def test_every_button_chooses_something_of_its_own() -> None:
    assert len(set(BUTTONS.values())) == len(BUTTONS)
    assert [BUTTONS[name] for name in CHOICES] == [Preset(name) for name in CHOICES]
    assert all(len(f"var:{data}") <= 64 for data in BUTTONS)


@pytest.mark.parametrize(
    ("rules", "flips"),
    [
        (Rules(STANDARD_NAME), (MUGGINS_OFF, OVER_ACC, None)),
        (Rules(STANDARD_NAME, muggins=False, over_to_opponent=True), (MUGGINS_ON, OVER_FIX, None)),
        (Rules(FADOQ_NAME), (MUGGINS_OFF, OVER_ACC, SHORT_GAME_OFF)),
        (Rules(FADOQ_NAME, short_game="off"), (MUGGINS_OFF, OVER_ACC, SHORT_GAME_ON)),
        (Rules(STANDARD_NAME, short_game="off"), (MUGGINS_OFF, OVER_ACC, None)),
    ],
)
def test_each_flip_button_chooses_the_other_value(
    rules: Rules, flips: tuple[str, str, str | None]
) -> None:
    assert rules.flips() == flips
    muggins, over, short = (BUTTONS[data] if data else None for data in rules.flips())
    assert muggins == Muggins(not rules.muggins)
    assert over == Over(not rules.over_to_opponent)
    if short is not None:
        assert short != ShortGame(rules.short_game)


@pytest.mark.parametrize(
    ("settings", "rules"),
    [
        ({}, Rules(STANDARD_NAME)),
        ({SETTING_VARIANT: "kings"}, Rules(STANDARD_NAME)),  # a preset not offered
        ({SETTING_VARIANT: 3}, Rules(STANDARD_NAME)),
        (
            {
                SETTING_VARIANT: FADOQ_NAME,
                SETTING_MUGGINS: False,
                SETTING_FADOQ_SHORT: "off",
                SETTING_OVER_COUNT: OVER_TO_OPPONENT,
            },
            Rules(FADOQ_NAME, muggins=False, short_game="off", over_to_opponent=True),
        ),
        ({SETTING_FADOQ_SHORT: "sometimes"}, Rules(STANDARD_NAME, short_game="from_end")),
    ],
)
def test_the_rules_settings_read_back(settings: dict[str, object], rules: Rules) -> None:
    assert rules_of(settings) == rules
    assert current_variant(settings) == rules.variant
    assert fadoq_short_game(settings) == rules.short_game


@pytest.mark.parametrize(
    ("choice", "stored"),
    [
        (Muggins(False), {SETTING_MUGGINS: False}),
        (Muggins(None), {}),
        (Over(True), {SETTING_OVER_COUNT: OVER_TO_OPPONENT}),
        (Over(False), {SETTING_OVER_COUNT: "corrected"}),
        (Over(None), {}),
        (ShortGame("off"), {SETTING_FADOQ_SHORT: "off"}),
        (ShortGame(None), {}),
        (Preset(FADOQ_NAME), {SETTING_VARIANT: FADOQ_NAME}),
        (Preset(None, "bridge"), {}),
    ],
)
def test_what_a_choice_stores(choice: Choice, stored: dict[str, object]) -> None:
    assert changes(choice) == stored


def test_each_button_stores_what_it_says() -> None:
    for data, choice in BUTTONS.items():
        rules = rules_of(changes(choice))
        if isinstance(choice, Preset):
            assert rules.variant == data
        elif isinstance(choice, Muggins):
            assert rules.muggins is choice.on
        elif isinstance(choice, Over):
            assert rules.over_to_opponent is choice.to_opponent
        else:
            assert rules.short_game == choice.reading
