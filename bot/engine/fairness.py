"""Deals a player can verify: a committed shuffle, its fingerprint, and its seed.

A game keeps a secret (`new_secret`, drawn by the caller from the system's randomness). Deal
n's seed is derived from it (`deal_seed`: SHA-256 of the secret and n, so one published seed
tells nothing of the secret or of the other deals), and its pack is `keyed_deck(seed)`: the
cards are dealt from the top in turn, then the starter is the next card. Before the cards are
seen the player is shown the pack's fingerprint (`fingerprint`: the first hex digits of the
SHA-256 of the 52 cards in order); once the deal is over, its seed. Anyone can then deal the
pack again from the seed (`muggins verify SEED FINGERPRINT`) and check that the fingerprint
matches: the pack was fixed before the deal began, so neither the starter nor the bot's cards
were chosen after seeing the player's lay-away.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Sequence
from typing import Final

from bot.engine.cards import Card
from bot.engine.dealing import keyed_deck

SECRET_HEX: Final = 32
"""A game's secret: 128 bits, in hex."""
SEED_HEX: Final = 16
"""A deal's seed: 64 bits, in hex (too many to try them all against a fingerprint)."""
FINGERPRINT_HEX: Final = 12
"""A fingerprint: 48 bits of the pack's SHA-256, in hex (short enough to read aloud)."""
SEED_PATTERN: Final = re.compile(rf"^[0-9a-f]{{{SEED_HEX}}}$")
FINGERPRINT_PATTERN: Final = re.compile(rf"^[0-9a-f]{{{FINGERPRINT_HEX}}}$")


def new_secret(random_bytes: bytes) -> str:
    """A game's secret from `SECRET_HEX // 2` random bytes (the caller's `secrets.token_bytes`)."""
    if len(random_bytes) != SECRET_HEX // 2:
        raise ValueError(f"a secret takes {SECRET_HEX // 2} random bytes")
    return random_bytes.hex()


def deal_seed(secret: str, number: int) -> str:
    """The seed of deal `number` (from 1) of the game with `secret`."""
    if number < 1:
        raise ValueError(f"deals are numbered from 1, not {number}")
    return hashlib.sha256(f"muggins-deal:{secret}:{number}".encode()).hexdigest()[:SEED_HEX]


def deal_pack(seed: str) -> list[Card]:
    """The 52 cards of the deal with `seed`, in the order they are dealt."""
    return keyed_deck(f"muggins-pack:{seed}")


def fingerprint(pack: Sequence[Card]) -> str:
    """The pack's fingerprint: the first hex digits of the SHA-256 of its cards in order."""
    text = " ".join(str(c) for c in pack)
    return hashlib.sha256(text.encode()).hexdigest()[:FINGERPRINT_HEX]


def seed_fingerprint(seed: str) -> str:
    """The fingerprint of the pack dealt from `seed`."""
    return fingerprint(deal_pack(seed))


def normal_seed(text: str) -> str | None:
    """`text` as a seed (hex digits, any case, spaces around ignored), or None."""
    folded = text.strip().casefold()
    return folded if SEED_PATTERN.match(folded) else None


def normal_fingerprint(text: str) -> str | None:
    """`text` as a fingerprint, or None."""
    folded = text.strip().casefold()
    return folded if FINGERPRINT_PATTERN.match(folded) else None


def two_player_deal(pack: Sequence[Card]) -> tuple[list[Card], list[Card], Card]:
    """The pone's six cards, the dealer's six and the starter: one card each in turn from the
    top, the pone first, then the next card."""
    return list(pack[0:12:2]), list(pack[1:12:2]), pack[12]
