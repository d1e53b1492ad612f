"""Whole games between bots in duplicate pairs (`bot.drills.duel`), the frozen expert, and the
bench's figures (`bot.bench.play_duel`)."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Final

import pytest

from bot.bench import play as play_bench
from bot.bench.play_duel import (
    exact_values,
    expert_bot,
    interval,
    percentile,
    play_loss,
    positions,
)
from bot.content_odds import shipped_odds
from bot.content_tables import shipped_crib_tables
from bot.drills import table_bot_2026_11 as frozen
from bot.drills.duel import Bot, PairResult, Timings, play_game, play_pair
from bot.drills.table_bot import Level, expert_policy, lay_away
from bot.drills.table_endgame import Standing
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import DECK, Card, card_code
from bot.engine.pegging import PlayView, Policy, greedy_policy, simulate_play
from bot.engine.variants import FADOQ, STANDARD, Rules


def first_two(cards: Sequence[Card], dealer: bool, scores: tuple[int, int]) -> tuple[Card, ...]:
    return tuple(cards[:2])


def greedy(rng: random.Random, known: Iterable[Card], scores: tuple[int, int]) -> Policy:
    return greedy_policy


SIMPLE = Bot("simple", first_two, greedy)


@pytest.mark.parametrize("target", [121, 61])
def test_a_game_ends_at_the_target_and_is_the_same_from_the_same_key(target: int) -> None:
    rng = random.Random(0)
    winner, scores = play_game((SIMPLE, SIMPLE), "k", 0, rng, rules=Rules(target=target))
    assert scores[winner] == target and scores[1 - winner] < target
    assert play_game((SIMPLE, SIMPLE), "k", 0, rng, rules=Rules(target=target)) == (winner, scores)
    other = play_game((SIMPLE, SIMPLE), "other", 0, rng, rules=Rules(target=target))
    assert other != (winner, scores) or play_game((SIMPLE, SIMPLE), "k", 1, rng) != other


def test_a_game_under_the_fadoq_rule_pegs_no_go_from_116() -> None:
    """Deck "f:15": the loser pegs a go and a last card past 116 in the standard game (118 at
    the end), none under the FADOQ rule (116)."""
    standard = play_game((SIMPLE, SIMPLE), "f:15", 0, random.Random(0), rules=STANDARD)
    fadoq = play_game((SIMPLE, SIMPLE), "f:15", 0, random.Random(0), rules=FADOQ)
    assert standard == (0, (121, 118))
    assert fadoq == (0, (121, 116))


def test_the_expert_bot_lays_away_by_the_game_s_rule() -> None:
    """Pone at 116 against 108 with J♠ 2♠ 9♠ 10♣ Q♦ 8♥ (docs/odds.md): the standard game keeps
    the run of four, the FADOQ rule the 2; the bench's expert lays away as `/play` does under
    each rule."""
    tables = shipped_crib_tables()
    cards = parse_cards("JS 2S 9S 10C QD 8H")
    for rules, laid in ((STANDARD, "2S QD"), (FADOQ, "JS QD")):
        threshold = None if rules.fadoq116 is None else rules.fadoq116.threshold
        at_play = lay_away(
            Level.EXPERT, cards, dealer=False, tables=tables, scores=(116, 108), fadoq=threshold
        )
        assert expert_bot(tables, rules).lay_away(cards, False, (116, 108)) == at_play
        assert at_play == tuple(parse_cards(laid))


def test_the_expert_bot_plays_its_card_by_the_game_s_rule() -> None:
    """Dealer at 117 against 115 with K♥ J♠ 4♣ 2♥ on a Q♠ lead (starter 2♠, laid away 6♦ Q♣):
    the expert plays the 2 in the standard game, the king under the FADOQ rule (where the
    dealer at 117 pegs no go); the bench's expert plays as `/play` does under each rule."""
    hand = tuple(parse_cards("KH JS 4C 2H"))
    lead = parse_cards("QS")[0]
    known = tuple(parse_cards("2S 6D QC"))
    view = PlayView(player=1, dealer=1, hand=hand, pile=(lead,), count=10, history=((0, lead),))
    for rules, card in ((STANDARD, "2H"), (FADOQ, "KH")):
        threshold = None if rules.fadoq116 is None else rules.fadoq116.threshold
        standing = Standing((117, 115), 121, threshold, known[0], shipped_odds())
        at_play = expert_policy(known, standing)(view, hand)
        bench = expert_bot(shipped_crib_tables(), rules).policy(random.Random(0), known, (117, 115))
        assert bench(view, hand) == at_play == parse_cards(card)[0]


def test_a_bot_against_itself_splits_every_pair() -> None:
    """Same cards, seats swapped: a deterministic bot wins one game of each pair, by the same
    margin it loses the other."""
    timings = Timings()
    for i in range(5):
        result = play_pair(SIMPLE, SIMPLE, f"pair:{i}", random.Random(i), timings=timings)
        assert result == PairResult(1, 0)
    assert len(timings.lay_away["simple"]) >= 5 * 2 * 2 * 2
    assert all(t >= 0 for t in timings.card["simple"])
    assert len(timings.card_cpu["simple"]) == len(timings.card["simple"])
    assert len(timings.lay_away_cpu["simple"]) == len(timings.lay_away["simple"])


def test_the_better_bot_wins_its_pairs() -> None:
    tables = shipped_crib_tables()

    def expert_lay(
        cards: Sequence[Card], dealer: bool, scores: tuple[int, int]
    ) -> tuple[Card, ...]:
        return frozen.expert_lay_away(cards, dealer=dealer, tables=tables)

    better = Bot("better", expert_lay, greedy)
    found = [play_pair(better, SIMPLE, f"b:{i}", random.Random(i)) for i in range(6)]
    assert sum(p.wins for p in found) > 6
    assert sum(p.margin for p in found) > 0


def test_interval_and_percentile() -> None:
    pairs = [PairResult(2, 30), PairResult(1, 0), PairResult(1, -4), PairResult(0, -20)]
    rate, low, high = interval(pairs)
    assert rate == 0.5 and low < 0.5 < high and high - 0.5 == pytest.approx(0.5 - low)
    assert interval([PairResult(1, 0)] * 10) == (0.5, 0.5, 0.5)
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.5) == 3.0
    assert percentile([float(i) for i in range(1, 101)], 0.99) == 99.0
    assert percentile([], 0.99) == 0.0


def test_the_frozen_expert_lays_away_as_in_november_2026() -> None:
    """Pinned decisions: the frozen level must not move."""
    tables = shipped_crib_tables()
    cases = [
        ("3H QD 9D 9S JH KD", True, "9D 9S"),
        ("5D 2C QD 5S KD AS", False, "2C AS"),
        ("5D 4H 10D 2H KS 7C", True, "4H 2H"),
        ("5D 9D 10D KC KH 2C", False, "9D 2C"),
    ]
    for cards, dealer, laid in cases:
        tossed = frozen.expert_lay_away(parse_cards(cards), dealer=dealer, tables=tables)
        assert tossed == tuple(parse_cards(laid))


FROZEN_ROUNDS: Final = (
    "JD 7C 8S 3D 3C KD KS 6S",
    "JC 3S 10S 7H 10H KD QD QS",
    "7S 10S KC 4D AD 9H 5S 3H",
    "4S 4D 7H 10H 3D AD AH KC",
    "4H QD QC AC 3D 10H KC 9H",
    "10S 5C KD 2D 6H JD QS JC",
    "3D AC 2C 2D 10H 5S 5C KD",
    "6D QS JS 2C AC AS 5H 7H",
    "3D 9H KC 5S 6H QS 5H QC",
    "6D 9C 3H 7H 2H 8D 10C 8C",
    "4C 10H 4H 9C 2S 2C 7D QD",
    "6H 6D 3H KD 5S JS 5H 10C",
    "6S 9S 9D 4S AD QS 8H 5S",
    "10C 10D KC 8H 8D 9H 6D 4S",
    "10S 2D 8C KS AH 2C QC 9H",
    "10D 5C 5S QH 10C QC 9S 3D",
    "3C KC QH 4S 3S 2C 7C JS",
    "4D 8C KS 9C AC AS 2H 6S",
    "3S 5H 5S 2S KD 2H AH 7H",
    "6D 9H 9S 6S 3H JS JD 2D",
    "10D 7H QS 2H 6S 6D 5H QH",
    "4H KH 3D 9S AC 9C 6S 7S",
    "AS 9C 4D 9H 7C AD QH JD",
    "3C 3S 10D KH 2C 3H AC 4S",
)
"""Rounds the frozen expert played against itself in November 2026 (seeds 0 to 23), the cards
in the order laid. It shares `table_bot`'s one-hand playout: if that playout changes, these
fail, and the old one must be copied into `table_bot_2026_11` first."""


def test_the_frozen_expert_plays_as_in_november_2026() -> None:
    """Pinned play: the frozen level's yardstick must not move."""
    played = []
    for seed in range(len(FROZEN_ROUNDS)):
        deck = list(DECK)
        random.Random(seed).shuffle(deck)
        starter = (deck[8],)
        policies = [
            frozen.expert_policy(random.Random(seed), starter),
            frozen.expert_policy(random.Random(seed + 100), starter),
        ]
        record = simulate_play((deck[0:4], deck[4:8]), dealer=seed % 2, policies=policies)
        played.append(" ".join(card_code(play.card) for play in record.plays))
    assert tuple(played) == FROZEN_ROUNDS


def test_the_exact_look_ahead_on_the_issue_s_position() -> None:
    """Dealer with 8♥ 7♥ 7♣ 6♥ on a 6♦ lead, starter 3♦, laid away 3♠ 9♦: every hand the pone
    could hold played out, 6♥ is worth most (about 2.5 points against 1.9 for 8♥)."""
    hand = tuple(parse_cards("8H 7H 7C 6H"))
    lead = parse_cards("6D")[0]
    view = PlayView(player=1, dealer=1, hand=hand, pile=(lead,), count=6, history=((0, lead),))
    values = exact_values((view, hand, tuple(parse_cards("3D 3S 9D"))))
    best = max(values, key=lambda c: values[c])
    assert best == parse_cards("6H")[0]
    assert float(values[best]) == pytest.approx(2.474, abs=0.001)
    assert float(values[parse_cards("8H")[0]]) == pytest.approx(1.892, abs=0.001)


def test_positions_are_real_choices_and_the_expert_loses_nothing_to_the_look_ahead() -> None:
    """The expert's tree and the bench's hand-by-hand look-ahead are computed apart: equal."""
    found = positions(12, 1, shipped_crib_tables())
    assert len(found) == 12
    assert all(len({c.rank for c in legal}) > 1 for _, legal, _ in found)
    assert play_loss(found) == (0.0, 1.0)


def test_the_bench_prints_the_duel(capsys: pytest.CaptureFixture[str]) -> None:
    play_bench.main(["--skip-levels", "--pairs", "2", "--positions", "2"])
    out = capsys.readouterr().out
    for key in (
        "expert_vs_expert-2026-11_win_rate",
        "expert_vs_expert-2026-11_ci95_low",
        "expert_card_ms_p99",
        "expert_card_cpu_ms_p99",
        "expert_lay_away_cpu_ms_p99",
        "expert_lay_away_ms_p99",
        "play_loss_per_decision",
        "targets_met",
    ):
        assert key in out
    assert out.startswith("rules standard\n")


def test_the_bench_plays_the_fadoq_rule_when_asked(capsys: pytest.CaptureFixture[str]) -> None:
    play_bench.main(["--skip-levels", "--pairs", "2", "--positions", "2", "--fadoq"])
    out = capsys.readouterr().out
    assert out.startswith("rules fadoq\n")
    assert "expert_vs_expert-2026-11_win_rate" in out
