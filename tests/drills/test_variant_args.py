"""What the words after /variant and its buttons choose."""

from __future__ import annotations

import pytest

from bot.drills.variant_args import (
    BUTTONS,
    CHOICES,
    Choice,
    Muggins,
    Over,
    Preset,
    ShortGame,
    read_args,
)


@pytest.mark.parametrize(
    ("args", "choice"),
    [
        ([], None),
        (["FADOQ"], Preset("fadoq", "FADOQ")),
        (["classique"], Preset("standard", "classique")),
        (["normal"], Preset("standard", "normal")),
        (["bridge"], Preset(None, "bridge")),
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


def test_every_button_chooses_something_of_its_own() -> None:
    assert len(set(BUTTONS.values())) == len(BUTTONS)
    assert [BUTTONS[name] for name in CHOICES] == [Preset(name) for name in CHOICES]
    assert all(len(f"var:{data}") <= 64 for data in BUTTONS)
