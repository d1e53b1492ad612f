"""Drawing cards from the deck: at random with a `random.Random`, or in an order fixed by a key
(the same deals on every machine, for a duplicate tournament)."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Iterable, Iterator

from bot.engine.cards import DECK, Card


def new_deck() -> list[Card]:
    """The 52 cards, in a fixed order (shuffle it with a `random.Random`)."""
    return list(DECK)


def deal(rng: random.Random, n: int, *, exclude: Iterable[Card] = ()) -> list[Card]:
    """`n` distinct cards drawn at random from the deck, minus `exclude`."""
    excluded = set(exclude)
    if not excluded:
        return rng.sample(DECK, n)  # the same draw as from a list of the whole deck
    return rng.sample([c for c in DECK if c not in excluded], n)


def keyed_deck(key: str) -> list[Card]:
    """The 52 cards in an order fixed by `key`: a Fisher-Yates shuffle drawing from the
    SHA-256 of `key` and a counter, so the same key deals the same cards on every machine and
    Python version (a duplicate tournament's deals; `random.Random` promises no such thing)."""
    pack = list(DECK)
    stream = _key_stream(key)
    for i in range(len(pack) - 1, 0, -1):
        j = _below(stream, i + 1)
        pack[i], pack[j] = pack[j], pack[i]
    return pack


def _key_stream(key: str) -> Iterator[int]:
    """Bytes of SHA-256(key, counter), block after block."""
    block = 0
    while True:
        yield from hashlib.sha256(f"{key}\x00{block}".encode()).digest()
        block += 1


def _below(stream: Iterator[int], n: int) -> int:
    """A uniform integer in [0, n) from the stream (two bytes, rejection sampling)."""
    limit = 65536 - 65536 % n
    while True:
        value = next(stream) << 8 | next(stream)
        if value < limit:
            return value % n
