"""« change 5 R » in a Kings game step was read as a move (« Commencez par une case, par
exemple H8 → 5 6 4. »): « changer » is the verb of the exchange's own button (« Passer et
changer tous mes jetons »), so the words it says are an exchange too; « change de place »,
which names no tile, is still no exchange."""

from __future__ import annotations

import pytest

from bot.drills.kings_args import Said, reads_step, said_in_step
from bot.drills.kings_rack import exchange_not_held, exchange_tiles
from bot.engine.kings import Colour, Tile

LIGHT, DARK = Colour.LIGHT, Colour.DARK
RACK = (Tile(5, LIGHT), Tile(13, DARK), Tile(6, LIGHT), Tile(5, DARK))


@pytest.mark.parametrize(
    ("text", "tiles"),
    [
        ("change 5 R", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("Changer 5 R.", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("je change 5 R", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("j'échange 6", [Tile(6, LIGHT)]),
        ("change tout", list(RACK)),
        ("changer", list(RACK)),
        ("change 5, K", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("swap 5 K", [Tile(5, LIGHT), Tile(13, DARK)]),
        ("change 5 5 5", None),  # only two fives on the rack
    ],
)
def test_change_names_an_exchange(text: str, tiles: list[Tile] | None) -> None:
    assert said_in_step(text) is Said.EXCHANGE
    assert reads_step(text)
    assert exchange_tiles(text, RACK) == tiles


def test_a_tile_the_rack_lacks_is_named_after_change() -> None:
    assert exchange_not_held("change 5 Q", RACK) == [Tile(12, LIGHT)]


@pytest.mark.parametrize("text", ["change de place", "changement", "je change d'idée", "je"])
def test_change_without_tiles_is_no_exchange(text: str) -> None:
    assert said_in_step(text) is Said.MOVE
    assert not reads_step(text)
