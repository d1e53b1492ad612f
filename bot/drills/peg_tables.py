"""Measuring the pegging tables (`bot.engine.peg_tables`): `muggins peg-tables`.

The round is played between a pone's four and a dealer's four, every other four cards equally
likely for the opponent (every hand of the 48 cards the player has not kept, counted exactly,
no sampling). The pone **leads as the expert does**: the card with the best expected net
points against every hand the dealer could hold (`bot.drills.table_bot.expert_policy`, the
look-ahead tree). After the lead, both sides lay their most-points card to the end of the
round (the model the expert's own look-ahead plays out). So

- `pone[k]` is the expert lead's value from the look-ahead (`exact_nets`): the pone's points
  minus the dealer's over every four the dealer could hold;
- `dealer[k]` is, over every four the pone could hold (each led as the expert leads it), the
  dealer's points minus the pone's: one playout per rank multiset of the pone's four,
  weighted by its number of hands of cards.

The measure is exact for its model: the same command always gives the same table. What it
leaves out: the starter and the lay-aways (seen by the players in a real round), and every
card after the lead is laid for the most points rather than weighed as the expert weighs it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from math import comb, prod

from bot.drills.lookahead import exact_nets
from bot.drills.table_bot import expert_policy, playout
from bot.engine.cards import DECK, SUITS, Card
from bot.engine.lay_away import CARDS_OF_A_RANK
from bot.engine.peg_tables import KEPT_RANKS, KeptRanks, PegTables
from bot.engine.pegging import PlayView
from bot.engine.show import HAND_SIZE

METHOD = (
    "exact over every four the opponent could hold (the 48 cards not kept, all equally "
    "likely): the pone leads as the expert does (look-ahead over every dealer hand), then both "
    "sides lay their most-points card; own points minus the opponent's in the round"
)
PONE, DEALER = 0, 1
Progress = Callable[[int, int], None]
"""Called now and then with (kept fours done, kept fours in all)."""
PROGRESS_EVERY = 200


def sample_cards(ranks: KeptRanks) -> tuple[Card, ...]:
    """Four cards with `ranks` (suits in order: the play's points ignore them)."""
    seen: Counter[int] = Counter()
    cards = []
    for rank in ranks:
        cards.append(Card(rank, SUITS[seen[rank]]))
        seen[rank] += 1
    return tuple(cards)


def expert_lead(ranks: KeptRanks) -> tuple[int, float]:
    """The rank the expert pone leads from `ranks`, and its expected net points for the round
    against every four the dealer could hold."""
    hand = sample_cards(ranks)
    unseen = [c for c in DECK if c not in hand]
    view = PlayView(player=PONE, dealer=DEALER, hand=hand, pile=(), count=0, history=())
    card = expert_policy(())(view, hand)
    value = exact_nets(view, [card], unseen, HAND_SIZE)[card]
    return card.rank, float(value)


def hands_with(ranks: KeptRanks) -> list[tuple[KeptRanks, int]]:
    """Every four the opponent could hold beside `ranks`, with its number of hands of cards."""
    left = Counter({r: CARDS_OF_A_RANK for r in range(1, 14)})
    left.subtract(ranks)
    found = []
    for other in KEPT_RANKS:
        ways = prod(comb(left[r], n) for r, n in Counter(other).items())
        if ways:
            found.append((other, ways))
    return found


def dealer_value(ranks: KeptRanks, leads: dict[KeptRanks, int]) -> float:
    """The dealer's expected net points with `ranks` against every pone four, each led as the
    expert leads it, then played out for the most points."""
    total = 0
    weight = 0
    for other, ways in hands_with(ranks):
        lead = leads[other]
        rest = list(other)
        rest.remove(lead)
        total += ways * playout((rest, list(ranks)), [lead], PONE)
        weight += ways
    return -total / weight


def generate_peg_tables(progress: Progress | None = None) -> PegTables:
    """Measure both tables (a few minutes of one processor)."""
    leads: dict[KeptRanks, int] = {}
    pone: dict[KeptRanks, float] = {}
    for done, ranks in enumerate(KEPT_RANKS, 1):
        leads[ranks], pone[ranks] = expert_lead(ranks)
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, 2 * len(KEPT_RANKS))
    dealer: dict[KeptRanks, float] = {}
    for done, ranks in enumerate(KEPT_RANKS, len(KEPT_RANKS) + 1):
        dealer[ranks] = dealer_value(ranks, leads)
        if progress is not None and done % PROGRESS_EVERY == 0:
            progress(done, 2 * len(KEPT_RANKS))
    meta = {"method": METHOD, "kept_fours": len(KEPT_RANKS), "opponent_fours": comb(48, 4)}
    return PegTables(dealer, pone, meta)
