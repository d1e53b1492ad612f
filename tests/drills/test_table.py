"""The whole game (`bot.drills.table`): the cut, a known deal, the laws, the end, the record."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from typing import Any

import pytest

from bot.drills.table import (
    advance,
    cut_for_deal,
    deal_next,
    first_dealer_after,
    game_status,
    lay_away_cards,
    lay_card,
    new_table,
    picked,
    select_card,
)
from bot.drills.table_bot import Level
from bot.drills.table_record import export
from bot.drills.table_show import accept, call_muggins, count, open_claim
from bot.drills.table_state import Deal, Seat, Step, Table, TableError, Waiting
from bot.drills.table_turn import asked, status
from bot.engine.card_parsing import parse_cards
from bot.engine.cards import Card
from bot.engine.show import hand_points
from bot.engine.variants import Rules
from tests.drills.table_helpers import play_whole_game, recompute


def cards(text: str) -> list[Card]:
    return list(parse_cards(text))


class Cuts(random.Random):
    """A random source whose `sample` gives the cuts listed, in turn."""

    def __init__(self, cuts: Sequence[str]) -> None:
        super().__init__(0)
        self.cuts = [cards(c) for c in cuts]

    def sample(self, population: Any, k: int, **_: Any) -> list[Any]:
        return self.cuts.pop(0)


@pytest.mark.parametrize(
    ("cuts", "dealer", "decisive"),
    [
        (["AS KH"], 0, "AS KH"),  # ace low
        (["KH AS"], 1, "KH AS"),
        (["5S 5H", "9C 2D"], 1, "9C 2D"),  # equal cut again
        (["QS QH", "JS JD", "3C 4C"], 0, "3C 4C"),
    ],
)
def test_lower_card_deals_and_equal_cuts_again(cuts: list[str], dealer: int, decisive: str) -> None:
    got, seat = cut_for_deal(Cuts(cuts), 2)
    assert (got, seat) == (cards(decisive), dealer)


def test_deals_alternate_and_the_loser_may_deal_first() -> None:
    rng = random.Random(3)
    table = new_table(rng, "t", Rules(), [Seat(1), Seat(None, Level.NORMAL)], first_dealer=1)
    assert table.cut is None
    dealers = []
    while not table.finished and len(table.deals) < 6:
        advance(table, rng)
        dealers.append(table.deal.dealer)
        _finish_deal_honestly(table)
    assert dealers[:6] == [1, 0, 1, 0, 1, 0][: len(dealers)]


def _finish_deal_honestly(table: Table) -> None:
    """The person plays greedily and counts right until the deal is over."""
    n = len(table.deals)
    rng = random.Random(0)
    while not table.finished:
        waiting = advance(table, rng)
        if waiting is None or len(table.deals) > n:
            return
        deal = table.deal
        if waiting.step is Step.LAY_AWAY:
            lay_away_cards(table, waiting.seat, deal.hands[waiting.seat][:2])
        elif waiting.step is Step.PLAY:
            lay_card(table, waiting.seat, waiting.legal[0])
        elif waiting.step is Step.COUNT:
            assert deal.starter is not None
            what = waiting.what or "hand"
            held = deal.crib() if what == "crib" else deal.kept(waiting.seat)
            count(table, waiting.seat, hand_points(held, deal.starter, crib=what == "crib"))
        else:
            accept(table, waiting.seat)


# -- A known deal between two people ------------------------------------------------------

POINTS_PONE, POINTS_DEALER, POINTS_CRIB = 21, 9, 8


def known_deal(rules: Rules, start: Sequence[int] = (0, 0), starter: str = "5C") -> Table:
    """Seat 1 deals; the pone lays away KS QS, the dealer 2D 3D; the starter is `starter`."""
    table = Table("k", rules, [Seat(1), Seat(2)], first_dealer=1, cut=None, scores=list(start))
    table.deals.append(
        Deal(
            dealer=1,
            hands=[cards("5H 5S 10D JC KS QS"), cards("4C 6D 7H 8S 2D 3D")],
            stock=cards(starter),
            start=list(start),
            scores=list(start),
            discards=[None, None],
            laid=[[], []],
        )
    )
    rng = random.Random(0)
    assert advance(table, rng) == status(table)
    lay_away_cards(table, 0, cards("KS QS"))
    lay_away_cards(table, 1, cards("2D 3D"))
    for seat, card in [(0, "5H"), (1, "4C"), (0, "5S"), (1, "6D"), (0, "10D")]:
        advance(table, rng)
        if table.finished:
            return table
        lay_card(table, seat, cards(card)[0])
    for seat, card in [(1, "7H"), (0, "JC"), (1, "8S")]:
        waiting = advance(table, rng)
        if table.finished:
            return table
        assert waiting is not None and waiting.seat == seat
        lay_card(table, seat, cards(card)[0])
    advance(table, rng)
    return table


def test_a_known_deal_pegs_the_play_as_players_call_it() -> None:
    table = known_deal(Rules(muggins=True))
    plays = table.deal.plays
    assert plays == [
        {"by": 0, "card": "5H", "count": 5, "points": 0},
        {"by": 1, "card": "4C", "count": 9, "points": 0},
        {"by": 0, "card": "5S", "count": 14, "points": 0},
        {"by": 1, "card": "6D", "count": 20, "points": 3},
        {"by": 0, "card": "10D", "count": 30, "points": 0},
        {"by": 0, "go": True, "points": 1},
        {"by": 1, "card": "7H", "count": 7, "points": 0},
        {"by": 0, "card": "JC", "count": 17, "points": 0},
        {"by": 1, "card": "8S", "count": 25, "points": 1},
    ]
    assert table.scores == [1, 4]
    waiting = status(table)
    assert waiting is not None and (waiting.step, waiting.seat, waiting.what) == (
        Step.COUNT,
        0,
        "hand",
    )


@pytest.mark.parametrize(
    ("laid", "held_pone", "held_dealer"),
    [
        ([[], []], "5H 5S 10D JC", "4C 6D 7H 8S"),
        ([cards("5H"), cards("4C")], "5S 10D JC", "6D 7H 8S"),
        ([cards("5H 5S 10D JC"), cards("4C 6D 7H")], "", "8S"),
        ([], "5H 5S 10D JC", "4C 6D 7H 8S"),  # no card laid yet: `laid` not filled in
    ],
)
def test_a_seat_holds_its_kept_cards_not_laid(
    laid: list[list[Card]], held_pone: str, held_dealer: str
) -> None:
    deal = Deal(
        1,
        [cards("5H 5S 10D JC KS QS"), cards("4C 6D 7H 8S 2D 3D")],
        cards("5C"),
        [0, 0],
        [0, 0],
        [cards("KS QS"), cards("2D 3D")],
        laid=laid,
    )
    assert (deal.held(0), deal.held(1)) == (
        cards(held_pone) if held_pone else [],
        cards(held_dealer),
    )


def test_a_card_that_passes_31_or_out_of_turn_is_refused() -> None:
    table = Table("k", Rules(), [Seat(1), Seat(2)], first_dealer=1, cut=None, scores=[0, 0])
    table.deals.append(
        Deal(
            1,
            [cards("5H 5S 10D JC KS QS"), cards("4C 6D 7H 8S 2D 3D")],
            cards("5C"),
            [0, 0],
            [0, 0],
            [None, None],
            laid=[[], []],
        )
    )
    with pytest.raises(TableError):
        lay_away_cards(table, 0, cards("KS 2D"))  # not theirs
    with pytest.raises(TableError):
        lay_away_cards(table, 0, cards("KS"))  # one card short
    assert select_card(table, 0, cards("KS")[0]) == cards("KS")
    assert select_card(table, 0, cards("QS")[0]) == cards("KS QS")
    assert select_card(table, 0, cards("5H")[0]) == cards("QS 5H")  # the oldest untapped
    assert select_card(table, 0, cards("5H")[0]) == cards("QS")  # a second tap untaps
    assert picked(Table.from_json(json.loads(json.dumps(table.to_json()))), 0) == cards("QS")
    lay_away_cards(table, 0, cards("KS QS"))
    assert picked(table, 0) == []
    with pytest.raises(TableError):
        lay_away_cards(table, 0, cards("5H 5S"))  # already laid away
    with pytest.raises(TableError):
        select_card(table, 0, cards("5H")[0])
    lay_away_cards(table, 1, cards("2D 3D"))
    advance(table, random.Random(0))
    with pytest.raises(TableError):
        lay_card(table, 1, cards("4C")[0])  # the pone leads
    with pytest.raises(TableError):
        lay_card(table, 0, cards("KS")[0])  # laid away


def test_the_show_in_order_exact_counts() -> None:
    table = known_deal(Rules(muggins=True))
    count(table, 0, POINTS_PONE)
    advance(table, random.Random(0))
    count(table, 1, POINTS_DEALER)
    advance(table, random.Random(0))
    assert status(table) is not None and status(table).what == "crib"  # type: ignore[union-attr]
    count(table, 1, POINTS_CRIB)
    assert table.scores == [1 + 21, 4 + 9 + 8]
    assert [(s.by, s.what, s.points, s.pegged, s.muggins) for s in table.deal.shows] == [
        (0, "hand", 21, 21, None),
        (1, "hand", 9, 9, None),
        (1, "crib", 8, 8, None),
    ]


@pytest.mark.parametrize(
    ("muggins", "claimed", "pone", "dealer", "taken", "acc"),
    [
        (True, 18, 1 + 18, 4 + 3, (3, 3), False),  # short: the opponent takes the missed points
        (False, 18, 1 + 18, 4, None, False),  # muggins off: they are lost
        (True, 24, 1 + 21, 4, None, False),  # over: corrected only (the seeds' law)
        (False, 24, 1 + 21, 4, None, False),
        (True, 24, 1 + 21, 4 + 3, None, True),  # the ACC's rule: the excess to the opponent
        (False, 24, 1 + 21, 4 + 3, None, True),
        (True, 19, 1 + 0, 4 + 21, (21, 21), False),  # « 19 » announces a zero hand
    ],
)
def test_the_laws_of_a_person_s_count(
    muggins: bool,
    claimed: int,
    pone: int,
    dealer: int,
    taken: tuple[int, int] | None,
    acc: bool,
) -> None:
    table = known_deal(Rules(muggins=muggins, excess_to_opponent=acc))
    show = count(table, 0, claimed)
    assert table.scores == [pone, dealer]
    assert show.muggins == taken
    assert show.pegged == pone - 1


def test_his_heels_pegs_two_for_the_dealer_at_once() -> None:
    table = known_deal(Rules(muggins=True), starter="JH")
    assert table.deal.heels == 2
    # the play's points come on top of the dealer's 2
    assert table.scores == [1, 2 + 4]


def test_his_heels_can_end_the_game() -> None:
    table = known_deal(Rules(muggins=True), start=(50, 119), starter="JH")
    assert table.finished and table.winner == 1 and table.scores == [50, 121]
    assert table.deal.plays == [] and table.deal.shows == []


def test_the_game_ends_the_moment_a_side_reaches_the_target() -> None:
    table = known_deal(Rules(muggins=True), start=(100, 118))
    assert table.winner == 1 and table.scores == [100, 121]
    assert table.deal.plays[-1] == {"by": 1, "card": "6D", "count": 20, "points": 3}
    assert status(table) is None and advance(table, random.Random(0)) is None
    with pytest.raises(TableError):
        count(table, 0, 21)


def test_the_pone_counts_first_and_may_win_before_the_dealer() -> None:
    table = known_deal(Rules(muggins=True), start=(110, 115))
    count(table, 0, 21)
    assert table.finished and table.winner == 0 and table.scores == [121, 119]
    assert table.margin() == "normal"


def test_skunk_margins() -> None:
    table = known_deal(Rules(muggins=True), start=(100, 30))
    count(table, 0, 21)
    assert table.margin() == "double_skunk"
    table = known_deal(Rules(muggins=True, margin_rule="lurch"), start=(100, 60))
    count(table, 0, 21)
    assert table.margin() == "normal"


# -- The bot's count and the player's muggins ---------------------------------------------


class Miscounts(random.Random):
    """Always miscounts, leaving out the first combination."""

    def random(self) -> float:
        return 0.0

    def randrange(self, *args: Any, **kwargs: Any) -> int:
        return 0


def bot_deal(level: Level, rules: Rules) -> Table:
    """The player (seat 0) is pone with the known deal; the bot deals and will count 9 then 8."""
    table = Table("b", rules, [Seat(1), Seat(None, level)], first_dealer=1, cut=None, scores=[0, 0])
    table.deals.append(
        Deal(
            1,
            [cards("5H 5S 10D JC KS QS"), cards("4C 6D 7H 8S 2D 3D")],
            cards("5C"),
            [0, 0],
            [0, 0],
            [None, cards("2D 3D")],
            laid=[[], cards("4C 6D 7H 8S")],
        )
    )
    rng = Miscounts(0)
    assert advance(table, rng) is not None
    lay_away_cards(table, 0, cards("KS QS"))
    while (waiting := advance(table, rng)) is not None and waiting.step is Step.PLAY:
        lay_card(table, 0, waiting.legal[0])
    assert waiting is not None and waiting.step is Step.COUNT
    count(table, 0, 21)
    return table


def test_the_expert_bot_never_miscounts() -> None:
    table = bot_deal(Level.EXPERT, Rules(muggins=True))
    waiting = advance(table, Miscounts(0))
    assert waiting is not None and waiting.step is Step.VERDICT
    call = table.deal.call
    assert call is not None and call.claimed == call.points == 9


@pytest.mark.parametrize(
    ("claim", "awarded"),
    [(2, 2), (5, 2), (1, 1)],  # right, too high (ACC rule 10: the lesser), too low
)
def test_muggins_on_the_bot_s_short_count(claim: int, awarded: int) -> None:
    table = bot_deal(Level.EASY, Rules(muggins=True))
    before = list(table.scores)
    waiting = advance(table, Miscounts(0))
    assert waiting is not None and waiting.step is Step.VERDICT and waiting.seat == 0
    call = table.deal.call
    assert call is not None and (call.points, call.claimed) == (9, 7)  # a fifteen left out
    assert table.scores == [before[0], before[1] + 7]
    open_claim(table, 0)
    assert status(table) == Waiting(Step.CLAIM, 0, what="hand")
    stored = Table.from_json(json.loads(json.dumps(table.to_json())))
    assert stored.to_json() == table.to_json()
    show = call_muggins(table, 0, claim)
    assert show.muggins == (claim, awarded) and show.left_out == 0
    assert table.scores == [before[0] + awarded, before[1] + 7]


def test_accepting_a_short_count_lets_the_points_go() -> None:
    table = bot_deal(Level.EASY, Rules(muggins=True))
    before = list(table.scores)
    advance(table, Miscounts(0))
    show = accept(table, 0)
    assert show.muggins is None and show.missed == 2
    assert table.scores == [before[0], before[1] + 7]


def test_a_claim_on_an_exact_count_pegs_nothing() -> None:
    table = bot_deal(Level.EXPERT, Rules(muggins=True))
    before = list(table.scores)
    advance(table, Miscounts(0))
    show = call_muggins(table, 0, 4)
    assert show.muggins == (4, 0) and table.scores == [before[0], before[1] + 9]


def test_without_muggins_the_bot_s_count_needs_no_answer_and_is_right() -> None:
    table = bot_deal(Level.EASY, Rules(muggins=False))
    waiting = advance(table, Miscounts(0))
    assert table.deal.call is None
    assert all(s.claimed == s.points for s in table.deal.shows)
    assert waiting is None or waiting.step is not Step.VERDICT


# -- Whole games, stored and recomputed ---------------------------------------------------


@pytest.mark.parametrize("seed", range(4))
def test_whole_games_resume_at_every_step_and_recompute(seed: int) -> None:
    table, steps = play_whole_game(seed)
    assert table.finished and table.winner is not None
    assert max(table.scores) == 121
    assert {"lay_away", "play", "count"} <= set(steps)
    record = export(table, 7, Level.NORMAL)
    assert record["finished"] and record["winner"] in {"player", "bot"}
    recompute(record)
    json.dumps(record)


def test_the_record_has_the_contract_s_keys() -> None:
    table, _ = play_whole_game(11, Level.EASY)
    record = export(table, 7, Level.EASY)
    assert set(record) == {
        "id",
        "user",
        "level",
        "rules",
        "first_dealer",
        "cut",
        "deals",
        "finished",
        "winner",
        "margin",
        "kind",
        "abandoned",
    }
    assert record["rules"] == {
        "target": 121,
        "margin": "skunk",
        "muggins": True,
        "fadoq116": False,
        "excess_to_opponent": False,
    }
    assert set(record["cut"]) == {"player", "bot"}
    deal = record["deals"][0]
    assert set(deal) == {
        "dealer",
        "hands",
        "discards",
        "starter",
        "heels",
        "plays",
        "shows",
        "scores",
    }
    assert all(len(h) == 6 for h in deal["hands"].values())
    assert all(len(d) == 2 for d in deal["discards"].values())
    for show in deal["shows"]:
        assert set(show) == {"by", "what", "points", "claimed", "pegged", "muggins"}
    assert record["margin"] in {"normal", "lurch", "skunk", "double_skunk"}


@pytest.mark.parametrize(
    ("last", "first"), [(None, None), ("won", 1), ("lost", 0), ("abandoned", 0)]
)
def test_the_loser_of_the_last_game_deals_first(last: str | None, first: int | None) -> None:
    assert first_dealer_after(last) == first


def test_a_games_status_as_stored() -> None:
    table = new_table(random.Random(1), "t", Rules(), [Seat(1), Seat(None, Level.NORMAL)])
    assert game_status(table) == "active"
    table.winner = 1
    assert (game_status(table), first_dealer_after(game_status(table))) == ("lost", 0)
    table.winner = 0
    assert (game_status(table), first_dealer_after(game_status(table))) == ("won", 1)
    table.abandoned = True
    assert game_status(table) == "abandoned"


@pytest.mark.parametrize("seed", range(3))
def test_a_move_out_of_its_step_or_seat_is_refused_with_its_reason(seed: int) -> None:
    """`asked`: the step the person at a seat must take now, or the move's own refusal."""
    rng = random.Random(seed)
    table = new_table(rng, f"o{seed}", Rules(), [Seat(7), Seat(None, Level.EASY)])
    while (waiting := advance(table, rng)) is not None and waiting.step is Step.LAY_AWAY:
        lay_away_cards(table, 0, table.deal.hands[0][:2])
    assert waiting is not None and waiting.step is Step.PLAY and waiting.seat == 0
    assert asked(table, 0, (Step.COUNT, Step.PLAY), "no") == waiting
    with pytest.raises(TableError, match=r"^not yours$"):
        asked(table, 1, (Step.PLAY,), "not yours")
    with pytest.raises(TableError, match=r"^it is not your count$"):
        count(table, 0, 4)
    with pytest.raises(TableError, match=r"^it is not your deal$"):
        deal_next(table, 0)
    with pytest.raises(TableError, match=r"^there is no count to answer$"):
        open_claim(table, 0)
    with pytest.raises(TableError, match=r"^there is no count to answer$"):
        accept(table, 0)
