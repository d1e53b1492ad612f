"""The wording of the deals a player can verify (`bot.engine.fairness`), shared by /play and
`muggins verify`: the fingerprint shown before a deal, the seed shown after it, and the
check."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.cards import Card
from bot.i18n import Translator, render
from bot.views.markup import code, esc


def fingerprint_line(number: int, fingerprint: str, tr: Translator) -> str:
    """Before deal `number` is played: its pack's fingerprint (HTML)."""
    return esc(tr._("Deal {deal} is shuffled: fingerprint {fingerprint}")).format(
        deal=tr.number(number), fingerprint=code(fingerprint)
    )


def seed_line(number: int, seed: str, tr: Translator) -> str:
    """After deal `number`: its seed, to check the fingerprint with (HTML)."""
    return esc(tr._("Seed of deal {deal}: {seed} (it deals the same cards again)")).format(
        deal=tr.number(number), seed=code(seed)
    )


def bad_seed_text(tr: Translator) -> str:
    """A seed that is not one (plain text)."""
    return tr._("A seed is 16 characters, digits and letters a to f.")


def bad_fingerprint_text(tr: Translator) -> str:
    """A fingerprint that is not one (plain text)."""
    return tr._("A fingerprint is 12 characters, digits and letters a to f.")


def _cards(cards: Sequence[Card], tr: Translator) -> str:
    return " ".join(render.card(c, tr) for c in cards)


def verify_lines(
    seed: str,
    fingerprint: str,
    matches: bool,
    deal: tuple[Sequence[Card], Sequence[Card], Card],
    tr: Translator,
) -> list[str]:
    """`muggins verify`: whether the fingerprint matches, and the deal the seed gives (plain)."""
    pone, dealer, starter = deal
    if matches:
        head = tr._("The seed {seed} gives the fingerprint {fingerprint}: the deal was fixed.")
    else:
        head = tr._(
            "The seed {seed} does not give the fingerprint {fingerprint}: this is not that deal."
        )
    return [
        head.format(seed=seed, fingerprint=fingerprint),
        tr._("Pone's six cards: {cards}").format(cards=_cards(pone, tr)),
        tr._("Dealer's six cards: {cards}").format(cards=_cards(dealer, tr)),
        tr._("Starter: {card}").format(card=render.card(starter, tr)),
    ]


def verify_json(
    seed: str,
    fingerprint: str,
    actual: str,
    deal: tuple[Sequence[Card], Sequence[Card], Card],
) -> dict[str, Any]:
    """`muggins verify --json`."""
    pone, dealer, starter = deal
    return {
        "seed": seed,
        "fingerprint": fingerprint,
        "actual_fingerprint": actual,
        "matches": actual == fingerprint,
        "pone": [str(c) for c in pone],
        "dealer": [str(c) for c in dealer],
        "starter": str(starter),
    }
