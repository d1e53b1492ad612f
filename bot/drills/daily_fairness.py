"""The daily challenge a player can verify: its fingerprint (shown with the first part) and
its seed (the day, shown with the result).

The day's cards come from the date alone (`bot.drills.daily.day_seed`), the same for every
player: the fingerprint shown before the first card proves that the challenge was not dealt
for the player, and `muggins verify YYYY-MM-DD FINGERPRINT` deals it again.
"""

from __future__ import annotations

import hashlib
from datetime import date

from bot.drills.daily import Challenge, challenge_for
from bot.engine.fairness import FINGERPRINT_HEX


def challenge_text(challenge: Challenge) -> str:
    """Every card of the challenge, part by part, as one line (what the fingerprint hashes)."""
    hand, crib, peg, lay = challenge.hand, challenge.crib, challenge.peg, challenge.ecart
    mine = "".join("1" if m else "0" for m in peg.mine)
    return " | ".join(
        [
            f"hand {' '.join(map(str, hand.hand))} starter {hand.starter}",
            f"crib {' '.join(map(str, crib.hand))} starter {crib.starter}",
            f"peg {' '.join(map(str, peg.pile))} mine {mine}",
            f"ecart {' '.join(map(str, lay.cards))} dealer {int(lay.dealer)}",
        ]
    )


def challenge_fingerprint(challenge: Challenge) -> str:
    """The challenge's fingerprint: the first hex digits of the SHA-256 of its cards."""
    digest = hashlib.sha256(challenge_text(challenge).encode()).hexdigest()
    return digest[:FINGERPRINT_HEX]


def day_fingerprint(day: date) -> str:
    """The fingerprint of `day`'s challenge."""
    return challenge_fingerprint(challenge_for(day))
