"""A club night as it stands (`bot.drills.night_state.NightState`), over records made here:
the sides before and after the draw, the late and absent, whose game waits, who sits across."""

from __future__ import annotations

from dataclasses import replace

from bot.drills.night import BYE_TABLE, Format, Ranking, Setup, Side, draw
from bot.drills.night_standings import standing_record
from bot.drills.night_state import DrawRefusal, EntryRefusal, NextRound, NightState, ScoreEntry
from tests.drills.night_records import Night, Player, Stored, stored

PLAYERS = [
    Player("p1", 1, "Rita", 101),
    Player("p2", 2, "Gaston", 102),
    Player("p3", 3, "Cat", None),  # no Telegram
    Player("p4", 4, "Paul", 104, late=1),
    Player("p5", 5, "Lise", 105, absent=True),
]
State = NightState[Night, Player, Stored]


def test_before_the_draw_the_sides_come_from_the_list() -> None:
    state = State(Night(), PLAYERS, [])
    assert state.about == Setup(Format.FADOQ, Ranking.POINTS, False, 2, 121)
    assert state.sides == [("p1",), ("p2",), ("p3",), ("p4",), ("p5",)]
    assert state.drawn == 0 and state.complete_rounds() == 0 and not state.over
    assert state.absent_sides() == [("p5",)] and state.late_sides() == {("p4",)}
    doubles = State(Night(doubles=True), PLAYERS, [])
    assert doubles.sides == [("p1", "p2"), ("p3", "p4")]  # the odd one out waits


def test_once_drawn_the_sides_are_as_the_first_round_sat_them() -> None:
    sides: list[Side] = [("p2", "p1"), ("p4", "p3")]
    tables = [Stored(1, 1, sides[1], sides[0])]
    state = State(Night(doubles=True), PLAYERS, tables)
    assert state.sides == [("p2", "p1"), ("p4", "p3")]  # in the order of their first player
    assert state.side_of("p3") == ("p4", "p3") and state.side_of("p5") is None


def test_a_player_absent_at_the_first_round_plays_once_present_again() -> None:
    """Before: the sides were the first round's, so a player absent at round 1 and marked
    present (« de nouveau présent à partir de la prochaine ronde ») was never drawn again,
    and the others replayed round 1's tables in round 2. Now they sit at round 2, at a new
    table for everyone."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i, absent=i == 4) for i in range(1, 6)]
    first = State(Night(games=6), players, []).next_round()
    assert isinstance(first, NextRound)
    assert ("p4",) not in {side for t in first.tables for side in (t.a, t.b)}
    tables = [stored(replace(t, score=None if t.b is None else (121, 90), confirmed=True))
              for t in first.tables]  # fmt: skip
    back = [replace(p, absent=False) for p in players]
    assert State(Night(games=6), back, tables).sides == [(f"p{i}",) for i in range(1, 6)]
    second = State(Night(games=6), back, tables).next_round()
    assert isinstance(second, NextRound)
    assert ("p4",) in {side for t in second.tables for side in (t.a, t.b)}
    met = {frozenset((t.a, t.b)) for t in first.tables if t.b is not None}
    assert not met & {frozenset((t.a, t.b)) for t in second.tables if t.b is not None}
    still = State(Night(games=6), players, tables)  # still absent: not a side yet
    assert ("p4",) not in still.sides


def test_a_player_absent_from_the_start_is_ranked_but_not_drawn() -> None:
    """Before: a player absent at the first round and still absent was in no standings line
    once the night was drawn. Now they are ranked (0, no game), in the list's order, yet
    still left out of the next draw; a night closed before, whose standings did not list
    them, keeps the standings it announced."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i, absent=i == 2) for i in range(1, 6)]
    first = State(Night(games=6), players, []).next_round()
    assert isinstance(first, NextRound)
    tables = [stored(replace(t, score=None if t.b is None else (121, 90), confirmed=True))
              for t in first.tables]  # fmt: skip
    state = State(Night(games=6), players, tables)
    assert ("p2",) not in state.sides and state.away == [("p2",)]
    assert state.ranked == [(f"p{i}",) for i in range(1, 6)]
    (line,) = [row for row in state.standings() if row.side == ("p2",)]
    assert (line.points, line.games, line.byes, line.rank) == (0, 0, 0, 5)
    assert state.absent_sides() == [] and state.absent_sides(ranked=True) == [("p2",)]
    second = state.next_round()
    assert isinstance(second, NextRound)
    assert ("p2",) not in {side for t in second.tables for side in (t.a, t.b)}
    frozen = [standing_record(row) for row in state.standings() if row.side != ("p2",)]
    before = State(Night(games=6, standings=frozen), players, tables)
    assert not before.rule.old and ("p2",) not in [row.side for row in before.standings()]
    now = [standing_record(row) for row in state.standings()]
    closed = State(Night(games=6, standings=now), players, tables)
    assert not closed.rule.old and len(closed.standings()) == 5


def test_whose_game_waits_and_who_sits_across() -> None:
    sides = [(p.id,) for p in PLAYERS[:4]]
    first = [stored(t) for t in draw(sides, 1)]
    a, b = first[0], first[1]
    done = Stored(a.round, a.table, a.a, a.b, (121, 100), True)
    state = State(Night(), PLAYERS, [done, b])
    users = {p.id: p.user_id for p in PLAYERS}
    waiting_user = next(u for p in (*b.a, *(b.b or ())) if (u := users[p]) is not None)
    assert state.waiting_table(waiting_user) == b
    done_user = next(u for p in (*a.a, *(a.b or ())) if (u := users[p]) is not None)
    assert state.waiting_table(done_user) is None  # their game is confirmed
    assert state.waiting_table(done_user, at=(1, a.table)) == done  # asked by its buttons
    assert state.waiting_table(999) is None
    assert state.table(1, b.table) == b and state.table(2, 1) is None
    assert state.complete_rounds() == 0 and not state.over
    for t in (done, b):
        for side, other in ((t.a, t.b), (t.b, t.a)):
            for player in side or ():
                user = users[player]
                if user is not None:
                    assert state.opponents(t, user) == state.users(other)
    assert state.users(("p3",)) == [] and state.users(("p1", "p3")) == [101]
    assert state.unscored_game(b.a) == b and state.unscored_game(done.a) is None
    bye = Stored(1, BYE_TABLE, ("p5",), None)  # a bye is the game a side late for it loses
    with_bye = State(Night(), PLAYERS, [done, b, bye])
    assert with_bye.unscored_game(("p5",)) == bye
    lost = Stored(1, BYE_TABLE, ("p5",), None, (0, 121), True)
    assert State(Night(), PLAYERS, [done, b, lost]).unscored_game(("p5",)) is None


def test_the_night_is_over_when_its_rounds_are_confirmed() -> None:
    sides: list[Side] = [("p1",), ("p2",)]
    tables = [
        Stored(r, 1, sides[0], sides[1], (121, 90 + r), True)
        for r in (1, 2)  # two games of two players
    ]
    state = State(Night(), PLAYERS[:2], tables)
    assert state.drawn == 2 and state.complete_rounds() == 2 and state.over
    (first, second) = state.standings()
    assert (first.side, first.points, second.points) == (("p1",), 242, 183)


def test_who_may_confirm_a_score() -> None:
    team_players = [*PLAYERS, Player("p6", 6, "Yves", 106)]
    table = Stored(1, 1, ("p1", "p2"), ("p3", "p6"), (121, 80))
    state = State(Night(doubles=True), team_players, [table])
    assert state.may_confirm(table, 101, 101) is False  # who wrote it
    assert state.may_confirm(table, 101, 102) is False  # their partner
    assert state.may_confirm(table, 101, 106) is True  # across the table
    assert state.may_confirm(table, 106, 101) is True and state.may_confirm(table, 106, 102)
    assert state.may_confirm(table, 101, 104) is None  # not at the table: the organizer's call
    assert state.may_confirm(table, 101, 999) is None


def test_a_writer_facing_no_telegram_leaves_it_to_the_organizer() -> None:
    table = Stored(1, 1, ("p1",), ("p3",), (121, 80))  # Cat has no Telegram
    state = State(Night(), PLAYERS, [table])
    assert state.may_confirm(table, 101, 101) is None  # the organizer's call, if Rita is one


def test_the_next_round_or_why_none() -> None:
    three = PLAYERS[:3]
    assert State(Night(doubles=True), three, []).next_round() is DrawRefusal.ODD_TEAMS
    assert State(Night(), PLAYERS[:1], []).next_round() is DrawRefusal.TOO_FEW
    assert State(Night(doubles=True), PLAYERS[:2], []).next_round() is DrawRefusal.TOO_FEW
    sides: list[Side] = [("p1",), ("p2",)]
    played = [Stored(r, 1, sides[0], sides[1], (121, 90), True) for r in (1, 2)]
    assert State(Night(), PLAYERS[:2], played).next_round() is DrawRefusal.ALL_DRAWN
    first = State(Night(), PLAYERS[:2], []).next_round()
    assert isinstance(first, NextRound)
    assert (first.number, first.games, first.forfeited) == (1, 2, [])
    assert first.tables == draw(sides, 1)
    second = State(Night(), PLAYERS[:2], played[:1]).next_round()
    assert isinstance(second, NextRound) and second.number == 2


def test_the_next_round_seats_the_present_and_forfeits_the_late() -> None:
    state = State(Night(), PLAYERS, [])  # p4 late, p5 absent
    drawn = state.next_round()
    assert isinstance(drawn, NextRound) and drawn.number == 1
    seated = {s for t in drawn.tables for s in (t.a, t.b) if s is not None}
    assert ("p5",) not in seated and ("p4",) in seated
    late_table = next(t for t in drawn.tables if ("p4",) in (t.a, t.b))
    assert late_table.b is not None and late_table.confirmed  # four present: no bye
    assert drawn.forfeited == [("p4",)] and late_table.score is not None
    assert late_table.score[0 if late_table.a == ("p4",) else 1] == 0


def test_a_late_side_with_the_bye_loses_the_bye_and_plays_the_next_round() -> None:
    """Seed 002: a late side loses its first game 0 to 121; when its first round is the
    bye, that bye is the game lost (not its next game, which it is there to play)."""
    three = PLAYERS[:3]
    (bye,) = [t.a for t in State(Night(), three, []).next_round().tables if t.b is None]  # type: ignore[union-attr]
    late = [replace(p, late=1) if (p.id,) == bye else p for p in three]
    first = State(Night(), late, []).next_round()
    assert isinstance(first, NextRound) and first.forfeited == [bye]
    lost = next(t for t in first.tables if t.b is None)
    assert (lost.a, lost.score, lost.confirmed) == (bye, (0, 121), True)
    assert all(t.score is None for t in first.tables if t.b is not None)


def test_a_jeux50_night_plays_the_round_robin_twice() -> None:
    state = State(Night(format="jeux50", games=0), PLAYERS[:4], [])
    drawn = state.next_round()
    assert isinstance(drawn, NextRound) and drawn.games == 6  # 3 rounds of 4, twice


def test_the_score_a_player_writes_reads_as_the_table_does() -> None:
    sides: list[Side] = [("p1",), ("p2",)]
    first, second = Stored(1, 1, sides[0], sides[1]), Stored(2, 1, sides[1], sides[0])
    state = State(Night(), PLAYERS[:2], [first, second])
    assert state.score_entry(101, (121, 98)) == ScoreEntry(first, 121, 98, "p1")
    assert state.score_entry(102, (121, 98)) == ScoreEntry(first, 98, 121, "p2")  # b's own first
    assert state.score_entry(101, (90, 121), at=(2, 1)) == ScoreEntry(second, 121, 90, "p1")
    assert state.score_entry(999, (121, 98)) is EntryRefusal.NOT_PLAYING
    for unfinished in ((120, 98), (121, 121), (122, 0), (98, 98)):
        assert state.score_entry(101, unfinished) is EntryRefusal.UNFINISHED
    done = Stored(1, 1, sides[0], sides[1], (121, 98), True)
    over = State(Night(games=1), PLAYERS[:2], [done])
    assert over.score_entry(101, (121, 98)) is EntryRefusal.NO_GAME
    assert over.score_entry(101, (121, 98), at=(1, 1)) == ScoreEntry(done, 121, 98, "p1")
    cat = State(Night(), PLAYERS[:3], [Stored(1, 1, ("p3",), None)])  # a bye waits for nothing
    assert cat.score_entry(101, (121, 98)) is EntryRefusal.NO_GAME


def test_a_player_absent_from_the_start_does_not_make_round_2_replay_round_1() -> None:
    """Before: five players, the third absent from the first round: round 1 sat the four
    others (a round of five), then the round robin of four dealt round 1's two tables again
    at round 2 (Ann against Dan twice running). Now rounds 1 to 3 are the three ways four
    players can sit, each once."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i, absent=i == 3) for i in range(1, 6)]
    tables: list[Stored] = []
    for _ in range(3):
        drawn = State(Night(games=6), players, tables).next_round()
        assert isinstance(drawn, NextRound)
        tables += [stored(replace(t, score=None if t.b is None else (121, 90), confirmed=True))
                   for t in drawn.tables]  # fmt: skip
    rounds = [
        frozenset(frozenset((t.a, t.b)) for t in tables if t.round == r and t.b is not None)
        for r in (1, 2, 3)
    ]
    assert all(len(seats) == 2 for seats in rounds), rounds  # no bye: four present
    assert len(set(rounds)) == 3, rounds
    assert all(("p3",) not in (t.a, t.b) for t in tables)


def test_absences_and_a_return_do_not_make_a_pair_meet_again() -> None:
    """Before: an ACC night of seven, the third absent from the first round, the fifth from
    the second, the third back at the third: the first and sixth players met three rounds
    running (the round robin changed size under them each round). Now no pair meets twice in
    those three rounds."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i, absent=i == 3) for i in range(1, 8)]
    night = Night(format="acc", ranking="acc", games=9)
    tables: list[Stored] = []
    for r in (1, 2, 3):
        if r == 2:
            players = [replace(p, absent=p.id == "p3" or p.id == "p5") for p in players]
        if r == 3:
            players = [replace(p, absent=p.id == "p5") for p in players]
        drawn = State(night, players, tables).next_round()
        assert isinstance(drawn, NextRound)
        tables += [stored(replace(t, score=None if t.b is None else (121, 100), confirmed=True))
                   for t in drawn.tables]  # fmt: skip
    met = [frozenset((t.a, t.b)) for t in tables if t.b is not None]
    assert len(met) == len(set(met)), sorted(map(sorted, met))


def test_a_jeux50_player_absent_from_the_start_does_not_make_round_2_a_rematch() -> None:
    """Before: a Jeux 50+ night of six, the third absent from the first round: round 2 (a
    round robin of five) seated Ann and Rita together again, right after round 1."""
    players = [Player(f"p{i}", i, f"P{i}", 100 + i, absent=i == 3) for i in range(1, 7)]
    night = Night(format="jeux50", ranking="jeux50", games=0)
    tables: list[Stored] = []
    for _ in range(2):
        drawn = State(night, players, tables).next_round()
        assert isinstance(drawn, NextRound)
        tables += [stored(replace(t, score=None if t.b is None else (121, 100), confirmed=True))
                   for t in drawn.tables]  # fmt: skip
    met = [frozenset((t.a, t.b)) for t in tables if t.b is not None]
    assert len(met) == len(set(met)), sorted(map(sorted, met))
