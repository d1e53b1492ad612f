"""What the words after /variant and its buttons choose."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import (
    BUTTONS,
    CHOICES,
    FADOQ_NAME,
    MUGGINS_OFF,
    MUGGINS_ON,
    OVER_ACC,
    OVER_FIX,
    SHORT_GAME_OFF,
    SHORT_GAME_ON,
    STANDARD_NAME,
    Choice,
    Muggins,
    Over,
    Preset,
    Rules,
    ShortGame,
    read_args,
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
        (["fadok", "merci"], "merci"),
        (["muggins"], None),
        (["muggins", "non"], None),
        (["muggins", "bidon"], "bidon"),
        (["muggins", "non", "merci"], "merci"),
        (["trop", "bidon"], "bidon"),
        (["trop", "acc", "svp"], "svp"),
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
