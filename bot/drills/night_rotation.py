"""The pairings of a club night longer than a round robin (`rotation`), and the night's
plan for the paper (`planned_rounds`). Pure rules, no I/O, no text.

Seeds 002 and 003 say nothing of byes. A rotation night (`fadoq`, `acc`, `custom`) plays the
circle's rounds (`bot.drills.night.pairings`); past a full round robin, each pass plays
another round robin (side 0 and side `pass` exchanged: two passes share one round at most),
each of its rounds once, in the order that gives the bye to the side with the fewest byes
and, among them, the lowest in the standings (the last registered on equal standing): byes
go round, and an extra one goes to the bottom of the standings, not to whoever had the first
(before: five players for six FADOQ rounds gave the round-1 bye round 6's too, 242 points
without a card played, and replayed round 1); a round that would replay an earlier one is
taken from another round robin holding the pass's rounds played (before: an ACC night of five
or seven players could play the same tables twice). `jeux50` keeps its round robin twice.
"""

from __future__ import annotations

import functools
import itertools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Final

from bot.drills.night import (
    Format,
    Pairs,
    Side,
    Table,
    byes_had,
    circle,
    draw,
    pairings,
    rounds_of,
)


def pass_rounds(count: int, number: int, exchange: tuple[int, int] = (0, 0)) -> list[Pairs]:
    """The rounds of pass `number` (from 0) of a rotation night of `count` sides: the circle's,
    with side 0 and side `number` exchanged from the second pass on (so that two passes share
    one round at most: no night replays the first round robin round for round), seats
    swapped every other pass; each round's pairs: the bye last. `exchange`: two more sides
    exchanged after those (another round robin of the pass, `rotation` plays one of its
    rounds when the pass's own would replay an earlier round)."""
    return relabelled(circle(count), count, number, exchange)


def relabelled(
    base: Sequence[Pairs], count: int, number: int, exchange: tuple[int, int]
) -> list[Pairs]:
    """The circle's rounds `base` of `count` sides as pass `number` plays them, `exchange`
    exchanged (`pass_rounds`)."""
    label = list(range(count))
    other = number % count
    label[0], label[other] = label[other], label[0]
    i, j = exchange
    label[i], label[j] = label[j], label[i]
    out: list[Pairs] = []
    for pairs in base:
        turned: Pairs = []
        for a, b in pairs:
            first, second = label[a], None if b is None else label[b]
            if number % 2 and second is not None:
                first, second = second, first
            turned.append((first, second))
        out.append(turned)
    return out


def pass_choices(count: int, number: int, played: Sequence[set[frozenset[int]]]) -> list[Pairs]:
    """The rounds pass `number` may play next, its `played` rounds (their seats) played: the
    rounds of each round robin of the pass (the pass's own, then the same with two more sides
    exchanged, `pass_rounds`) that holds every round played, less those."""
    out: list[Pairs] = []
    base = circle(count)
    for exchange in [(0, 0), *itertools.combinations(range(count), 2)]:
        rounds = relabelled(base, count, number, exchange)
        seats = [seats_of(pairs) for pairs in rounds]
        if all(done in seats for done in played):
            out += [pairs for pairs, seat in zip(rounds, seats, strict=True) if seat not in played]
    return out


def rotation(
    sides: Sequence[Side],
    round_: int,
    earlier: Iterable[Table],
    placed: Sequence[Side] = (),
    rounds: int = 0,
    absent: Iterable[Side] = (),
) -> Pairs:
    """Round `round_`'s pairs of a rotation night (not `jeux50`) of `rounds` rounds (0: not
    said) after the `earlier` rounds' tables, `placed` the sides as the standings list them
    (best first; none: the sides' order), the `absent` sides to sit out.

    The first full round robin is the circle's (`pairings`; a round replaying meetings of the
    rounds drawn gives way to one of its rounds replaying fewer: `first_pass`); past it, each
    pass plays the rounds of another round robin (`pass_rounds`), each once: with an odd count,
    the round whose bye goes to the side with the fewest byes so far, the lowest placed of them
    (the last registered on equal standing), so that nobody has a second bye before everyone has
    had one, and an extra bye goes to the bottom of the standings (five players for six rounds:
    round 6 no longer gives the round-1 bye a second one, nor replays round 1); with an even
    count, a round not played yet first. A round that would replay an earlier one gives way to a
    round of another round robin holding the pass's rounds played (`pass_choices`: the same
    meetings, evened as well), with an odd count for the same bye or, failing that, the next
    side's of those with the fewest byes (an ACC night of five or seven players replayed a round
    before the last). The night's last round, when it would still replay an earlier one, has its
    sides meet in another order if that evens the meetings as well."""
    count = len(sides)
    per_pass = len(circle(count))
    number = {side: i for i, side in enumerate(sides)}
    byes: Counter[int] = Counter()
    met: Counter[frozenset[int]] = Counter()
    seats: dict[int, set[frozenset[int]]] = {}
    for t in earlier:
        seated = (t.a,) if t.met is None else (t.a, t.b)  # a turned bye: its side's bye
        seat = frozenset(number[s] for s in seated if s is not None and s in number)
        if t.bye_side in number:
            byes[number[t.a]] += 1
        if t.met is not None and len(seat) == 2:
            met[seat] += 1
        seats.setdefault(t.round, set()).add(seat)
    passes = (round_ - 1) // per_pass
    this_pass = [seats.get(r, set()) for r in range(passes * per_pass + 1, round_)]
    if round_ <= per_pass:
        return first_pass(sides, round_, met, absent, meetings_of(this_pass))
    seen = [seats[r] for r in sorted(seats)]
    order = [number[s] for s in placed if s in number] or list(range(count))
    low = {side: place for place, side in enumerate(order)}
    candidates = pass_rounds(count, passes)
    own = [seats_of(pairs) for pairs in candidates]
    if any(done not in own for done in this_pass) or any(
        seat in seen for seat in own if seat not in this_pass
    ):
        candidates = pass_choices(count, passes, this_pass) or candidates

    def round_key(c: int) -> tuple[bool, int, bool, int, int, int]:
        pairs = candidates[c]
        played = seats_of(pairs) in this_pass
        replay = seats_of(pairs) in seen
        if count % 2:
            side = pairs[-1][0]
            return (played, byes[side], replay, -low.get(side, count), -side, c)
        return (played, 0, replay, c, 0, 0)

    chosen = candidates[min(range(len(candidates)), key=round_key)]
    if round_ != rounds or seats_of(chosen) not in seen:
        return chosen
    games = [(a, b) for a, b in chosen if b is not None]
    rest = [pair for pair in chosen if pair[1] is None]

    def shifted(shift: int) -> Pairs:
        return [(a, games[(i + shift) % len(games)][1]) for i, (a, _) in enumerate(games)] + rest

    def meeting_key(shift: int) -> tuple[int, int, bool, int]:
        pairs = shifted(shift)
        meetings = [met[frozenset((a, b))] for a, b in pairs if b is not None]
        return (max(meetings), sum(meetings), seats_of(pairs) in seen, shift)

    return shifted(min(range(len(games)), key=meeting_key))


def turn_bye(
    tables: Sequence[Table],
    earlier: Iterable[Table],
    placed: Sequence[Side],
    *,
    absence: bool = False,
) -> list[Table]:
    """A round's tables (`draw`) with its bye given by the rule of the night's byes
    (`rotation`): to the side with the fewest byes so far and, for a second bye or one an
    `absence` leaves (its side's opponent left alone), to the lowest of them in the
    standings, `placed` (the last registered on equal standing); the side that had it takes
    that side's seat (before: four players, one absent from round 2, gave the same player the
    bye four rounds running, 484 points without a card played; and the leader had the one an
    absence left when they were to meet the absent player). Of those, the lowest whose seat
    does not seat the side that had it against an earlier opponent, when there is one
    (before: Ben absent, Cat, whose bye it was, took Rita's seat against Dan, met the round
    before). A round without a bye, or whose bye is that side's turn, is as drawn."""
    bye = next((t for t in tables if t.b is None and t.score is None), None)
    if bye is None:
        return list(tables)
    byes = byes_had(earlier)
    low = {side: place for place, side in enumerate(placed)}
    seated = [side for t in tables if t.b is not None for side in (t.a, t.b) if side is not None]
    fewest = min([byes[bye.a], *(byes[side] for side in seated)])
    if byes[bye.a] == fewest and ((fewest == 0 and not absence) or not seated):
        return list(tables)
    met = {seat for t in earlier if (seat := t.met) is not None}
    opponent = {s: o for t in tables if t.b is not None for s, o in ((t.a, t.b), (t.b, t.a))}

    def replays(side: Side) -> bool:  # bye.a in that side's seat meets someone met before
        other = opponent.get(side)
        return other is not None and frozenset((bye.a, other)) in met

    due_in_turn = sorted(
        [side for side in [bye.a, *seated] if byes[side] == fewest],
        key=lambda side: low.get(side, -1),
        reverse=True,
    )
    due = next((side for side in due_in_turn if not replays(side)), due_in_turn[0])
    if due == bye.a:
        return list(tables)
    out: list[Table] = []
    for t in tables:
        if t is bye:
            out.append(Table(t.round, t.table, due, None))
        elif due in (t.a, t.b):
            a, b = (bye.a, t.b) if t.a == due else (t.a, bye.a)
            out.append(Table(t.round, t.table, a, b, t.score, t.confirmed))
        else:
            out.append(t)
    return out


def first_pass(
    sides: Sequence[Side],
    round_: int,
    met: Counter[frozenset[int]],
    absent: Iterable[Side],
    played: Sequence[set[frozenset[int]]] = (),
) -> Pairs:
    """Round `round_` of the first round robin: the circle's (`pairings`), or, when it would
    seat sides together that met already (`met`, by side number), as `draw` seats them with
    the `absent` sides out, the circle's round that replays the fewest meetings (the circle's
    own on equal count: a night without absence is as before). A side absent from the first
    round is no side of the next ones, one back is a side again, and an absence pairs the
    sides left alone: the circle changes under the rounds drawn (before: round 2 dealt round
    1's tables again, and a pair met three rounds running). When the `played` rounds (each
    round's meetings, by side number) are no rounds of the circle, a side having come back
    after the first round, the round robin played is the circle relabelled so that its first
    round is round 1's (`late_circle`): its rounds not played yet, the fewest meetings replayed
    first, unless a side is absent from this round (before: a player absent from round 1 met
    one player fewer in the first round robin and two others met twice in it)."""
    number = {side: i for i, side in enumerate(sides)}
    gone = list(absent)

    def replayed(pairs: Pairs) -> int:
        tables = draw(sides, round_, absent=gone, pairs=pairs)
        seats = (frozenset((number[t.a], number[t.b])) for t in tables if t.b is not None)
        return sum(met[seat] for seat in seats)

    count = len(sides)
    base = circle(count)
    left: list[Pairs] = []
    if not gone and not all(holds(base, meetings) for meetings in played):  # an absence
        # now: the circle's rounds as before (a rotation night turns the bye it leaves)
        rounds = late_circle(count, played)
        left = [pairs for pairs in rounds if not any(m <= seats_of(pairs) for m in played)]
    return min([*left, pairings(count, round_), *base], key=replayed)  # the first on a tie


def holds(rounds: Sequence[Pairs], meetings: set[frozenset[int]]) -> bool:
    """Whether one of the `rounds` seats every one of a round's `meetings`."""
    return any(meetings <= seats_of(pairs) for pairs in rounds)


def late_circle(count: int, played: Sequence[set[frozenset[int]]]) -> list[Pairs]:
    """The circle of `count` sides relabelled so that its first round holds the first
    `played` round's meetings (the sides it did not seat met each other or have the bye),
    when each round played is one of its rounds; none otherwise."""
    if not played:
        return []
    first = sorted((min(seat), max(seat)) for seat in played[0])
    seated = [side for seat in first for side in seat]
    if len(seated) != len(set(seated)):
        return []
    rest = [side for side in range(count) if side not in seated]
    target: list[tuple[int, int | None]] = [*first]
    target += [(rest[i], rest[i + 1]) for i in range(0, len(rest) - 1, 2)]
    if len(rest) % 2:
        target.append((rest[-1], None))
    base = circle(count)
    head = sorted(base[0], key=lambda pair: pair[1] is None)  # the bye last, as in `target`
    if len(head) != len(target):
        return []
    label: dict[int, int] = {}
    for (a, b), (x, y) in zip(head, target, strict=True):
        label[a] = x
        if b is not None and y is not None:
            label[b] = y
    rounds: list[Pairs] = [
        [(label[a], None if b is None else label[b]) for a, b in pairs] for pairs in base
    ]
    return rounds if all(holds(rounds, meetings) for meetings in played) else []


def second_pass(count: int, round_: int, first: Sequence[set[frozenset[int]]]) -> Pairs:
    """Round `round_` of `jeux50` past its first round robin: the round robin's round played
    as the same round of the `first` (each round's meetings), seats swapped on every other
    pass (`pairings`), when each of those rounds is a round of the circle, or of the circle
    `late_circle` relabels for a side back after the first round; else the circle's (a
    player back after round 1 met round 5's opponent again at round 6, the first round
    robin's rounds having been played in another order than the circle's)."""
    base = circle(count)
    played = meetings_of(first)
    rounds = base if all(holds(base, m) for m in played) else late_circle(count, played)
    index = (round_ - 1) % len(base)
    meetings = first[index] if index < len(first) else set()
    pairs = next((p for p in rounds if meetings and meetings <= seats_of(p)), None)
    if pairs is None:
        return pairings(count, round_)
    if ((round_ - 1) // len(base)) % 2:
        return [(a, None) if b is None else (b, a) for a, b in pairs]
    return pairs


def meetings_of(rounds: Iterable[set[frozenset[int]]]) -> list[set[frozenset[int]]]:
    """The rounds' meetings (their seats but the byes), each round with one at least."""
    out = [{seat for seat in seats if len(seat) == 2} for seats in rounds]
    return [meetings for meetings in out if meetings]


def seats_of(pairs: Pairs) -> set[frozenset[int]]:
    """A round's seats: each table's sides, and the bye alone."""
    return {frozenset(side for side in pair if side is not None) for pair in pairs}


def night_pairs(
    fmt: Format,
    sides: Sequence[Side],
    round_: int,
    earlier: Iterable[Table],
    placed: Sequence[Side] = (),
    rounds: int = 0,
    absent: Iterable[Side] = (),
) -> Pairs:
    """Round `round_`'s pairs of a night: `jeux50`'s double round robin (`pairings`; in its
    first pass, a round replaying meetings gives way as in a rotation, `first_pass`: a player
    absent from the first round made round 2 seat round 1's opponents together again; its
    second, as the first was played: `second_pass`), or the
    rotation of the other formats (`rotation`; the `absent` sides sit out)."""
    if fmt is Format.JEUX50:
        count = len(sides)
        per_pass = len(circle(count))
        number = {side: i for i, side in enumerate(sides)}
        seats: dict[int, set[frozenset[int]]] = {}
        for t in earlier:
            if t.met is not None and t.a in number and t.b in number and t.round <= per_pass:
                seats.setdefault(t.round, set()).add(frozenset((number[t.a], number[t.b])))
        played = meetings_of(seats[r] for r in sorted(seats))
        if round_ <= per_pass:
            met = Counter(seat for r in seats.values() for seat in r)
            chosen = first_pass(sides, round_, met, absent, played)
        else:
            first = [seats.get(r, set()) for r in range(1, per_pass + 1)]
            chosen = second_pass(count, round_, first)
        return evened(sides, round_, chosen, earlier, absent)
    earlier = list(earlier)
    chosen = rotation(sides, round_, earlier, placed, rounds, absent)
    if not latecomers(earlier):
        return chosen
    return after_latecomer(sides, round_, chosen, earlier, placed, absent)


def latecomers(earlier: Iterable[Table]) -> set[Side]:
    """The sides added once the rounds had begun, as the `earlier` tables show them: a side
    whose first table is the game it lost by default against a round's bye turned into a win
    (`Table.turned`; round 1's too: a night of five, Fay added during round 1, rounds 3 to 6
    replayed games while she and Ann had only that win by default), or, after round 1, its
    own bye lost by default."""
    first: dict[Side, Table] = {}
    for t in sorted(earlier, key=lambda t: t.round):
        for side in (t.a, t.b):
            if side is not None:
                first.setdefault(side, t)
    return {
        side
        for side, t in first.items()
        if (t.turned and side == t.b) or (t.round > 1 and t.b is None and t.score is not None)
    }


def history(
    number: Mapping[Side, int], round_: int, earlier: Iterable[Table]
) -> tuple[Counter[frozenset[int]], dict[frozenset[int], int], Counter[int]]:
    """What the tables before `round_` say of the sides numbered `number`: how often each
    pair of them met (a game played: `Table.met`, not a win by default), the last round each
    pair met in, and each side's byes (a bye turned into a win counted as one)."""
    met: Counter[frozenset[int]] = Counter()
    last: dict[frozenset[int], int] = {}
    byes: Counter[int] = Counter()
    for t in earlier:
        if t.a not in number or t.round >= round_:
            continue
        if t.bye_side is not None:
            byes[number[t.a]] += 1
        if t.met is not None and t.b is not None and t.b in number:
            seat = frozenset((number[t.a], number[t.b]))
            met[seat] += 1
            last[seat] = max(last.get(seat, 0), t.round)
    return met, last, byes


def after_latecomer(
    sides: Sequence[Side],
    round_: int,
    pairs: Pairs,
    earlier: Sequence[Table],
    placed: Sequence[Side],
    absent: Iterable[Side],
) -> Pairs:
    """A rotation round's `pairs` once a side has come late (`latecomers`): the rotation's
    round robins were drawn for the sides of round 1, and past the latecomer's round they
    replayed meetings where a seating without them was there (before: a FADOQ night of five,
    Fay added at round 2, round 6 seated Fay-Ben, Rita-Ann and Dan-Cat, all met before, though
    Fay had never met Ann). The seating of the sides present that replays the fewest
    meetings (`fewest_meetings`; a table of sides met k times outweighs every table of sides
    met fewer times), the bye still to a side with the fewest byes and, from the second bye
    on or with an absence, the lowest of them in the standings (as `turn_bye` gives it), the
    oldest meetings replayed first; the round as the rotation draws it when it replays no
    more."""
    gone = {side for side in absent if side in sides}
    number = {side: i for i, side in enumerate(sides)}
    present = [i for i, side in enumerate(sides) if side not in gone]
    if len(present) > EVENED_MOST:
        return pairs
    met, last, byes = history(number, round_, earlier)
    fewest = min(byes[i] for i in present)
    order = [number[s] for s in placed if s in number] or list(range(len(sides)))
    place = {side: at for at, side in enumerate(order)}
    ranked = fewest > 0 or bool(gone)
    weight = len(present) // 2 + 2
    late = round_ * len(sides) + 1  # more than every table's `last` added up

    def cost(seated: Pairs) -> Cost:
        """The byes given past their turn (then, `ranked`, to a side above the lowest),
        the meetings replayed (weighted), how lately they met."""
        over = sum(byes[a] - fewest for a, b in seated if b is None)
        above = sum(len(sides) - 1 - place.get(a, len(sides)) for a, b in seated if b is None)
        tables = [frozenset((a, b)) for a, b in seated if b is not None]
        recent = sum(last.get(t, 0) for t in tables)
        if ranked:
            return over * (len(sides) + 1) + above, sum(weight ** met[t] for t in tables), recent
        return over, sum(weight ** met[t] for t in tables), above * late + recent

    drawn = [
        (number[t.a], None if t.b is None else number[t.b])
        for t in draw(sides, round_, absent=gone, pairs=pairs)
    ]
    best = fewest_meetings(present, cost)
    if best is None or cost(best)[:2] >= cost(drawn)[:2]:
        return pairs
    return best


EVENED_MOST: Final = 14
"""The most sides present for which `evened` weighs every way to seat them (beyond, the
round robin's round is kept as drawn)."""


def evened(
    sides: Sequence[Side],
    round_: int,
    pairs: Pairs,
    earlier: Iterable[Table],
    absent: Iterable[Side],
) -> Pairs:
    """`jeux50`'s round `pairs` with `absent` sides out: as drawn (`draw`), unless that seats
    together sides that met more often than another way of seating the sides present would
    (`fewest_meetings`), byes as fairly shared. An absence leaves its opponent alone, and the
    round robin's round paired them with the side left alone with it, round after round the
    same few (before: seven on the list, one absent from round 3, three pairs met four times,
    round 7 replayed round 5, and others met once). Of the seatings replaying as few meetings,
    the one whose meetings are the oldest (before: all six present having met once, round 7
    seated round 5's three tables again). A round without an absence is as drawn, unless it
    seats one of the two rounds before it again, table for table (`replays_recent`)."""
    gone = {side for side in absent if side in sides}
    earlier = list(earlier)
    if not gone and not replays_recent(sides, round_, pairs, earlier):
        return pairs
    number = {side: i for i, side in enumerate(sides)}
    present = [i for i, side in enumerate(sides) if side not in gone]
    if len(present) > EVENED_MOST:
        return pairs
    met, last, byes = history(number, round_, earlier)
    fewest = min(byes[i] for i in present)
    weight = len(present) // 2 + 2

    def cost(seated: Pairs) -> Cost:
        """The byes given past their turn, then the meetings replayed (a table of sides met
        k times outweighs every table of sides met fewer times), then how lately they met
        (the latest round of each table's last meeting: the oldest meetings are replayed
        first, not a round of two rounds before, table for table)."""
        over = sum(byes[a] - fewest for a, b in seated if b is None)
        tables = [frozenset((a, b)) for a, b in seated if b is not None]
        return over, sum(weight ** met[t] for t in tables), sum(last.get(t, 0) for t in tables)

    drawn = [
        (number[t.a], None if t.b is None else number[t.b])
        for t in draw(sides, round_, absent=gone, pairs=pairs)
    ]
    best = fewest_meetings(present, cost)
    if best is None or cost(best) >= cost(drawn):
        return pairs
    return best


RECENT: Final = 2
"""How many rounds back a `jeux50` round must not seat again table for table (`evened`)."""


def replays_recent(
    sides: Sequence[Side], round_: int, pairs: Pairs, earlier: Sequence[Table]
) -> bool:
    """Whether the round `pairs` (no side absent) seats, table for table, one of the `RECENT`
    rounds before it, of two tables or more: after an absence, the second round robin,
    following the first's order, could seat the round before's tables again (a player back
    met the same opponent two rounds running)."""
    tables = draw(sides, round_, absent=(), pairs=pairs)
    now = {frozenset((t.a, t.b)) for t in tables if t.b is not None}
    if len(now) < 2:
        return False
    for back in range(max(1, round_ - RECENT), round_):
        then = {seat for t in earlier if t.round == back and (seat := t.met) is not None}
        if now == then:
            return True
    return False


Cost = tuple[int, int, int]
"""What a seating of `evened` costs, compared in order: byes past their turn, meetings
replayed (weighted), how lately those met."""


def fewest_meetings(present: Sequence[int], cost: Callable[[Pairs], Cost]) -> Pairs | None:
    """The way of seating the `present` sides two by two (one bye when they are odd, last)
    of the lowest `cost`, which adds up table by table; the first found on a tie."""
    odd = len(present) % 2 == 1

    def plus(one: Cost, other: Cost) -> Cost:
        return one[0] + other[0], one[1] + other[1], one[2] + other[2]

    @functools.cache
    def best(left: tuple[int, ...], bye: bool) -> tuple[Cost, Pairs]:
        if not left:
            return (0, 0, 0), []
        first, rest = left[0], left[1:]
        options: list[tuple[Cost, Pairs]] = []
        for k, other in enumerate(rest):
            sub_cost, sub = best(rest[:k] + rest[k + 1 :], bye)
            table: Pairs = [(first, other)]
            options.append((plus(cost(table), sub_cost), table + sub))
        if bye and len(left) % 2 == 1:
            sub_cost, sub = best(rest, False)
            table = [(first, None)]
            options.append((plus(cost(table), sub_cost), sub + table))
        if not options:
            return (len(present) ** 4, 0, 0), []
        return min(options, key=lambda option: option[0])

    found = best(tuple(present), odd)[1]
    return found if len(found) == (len(present) + 1) // 2 else None


def planned_rounds(
    fmt: Format,
    sides: Sequence[Side],
    games: int,
    drawn: Sequence[Table],
    absent: Iterable[Side],
    placed: Sequence[Side] = (),
    *,
    closed: bool = False,
) -> list[list[Table]]:
    """Every round of the night (`games`, or as many as the format makes for the sides): the
    rounds drawn as drawn, the others as `draw` plans them now (without absences to come, on
    the standings as they are, `placed`); a `closed` night's, the rounds drawn only (before:
    a night closed after its first round printed five more, never played)."""
    if closed:
        last = max((t.round for t in drawn), default=0)
        return [[t for t in drawn if t.round == r] for r in range(1, last + 1)]
    total = games or rounds_of(fmt, len(sides), games)
    gone = list(absent)
    rounds: list[list[Table]] = []
    for r in range(1, total + 1):
        tables = [t for t in drawn if t.round == r]
        if not tables:
            earlier = [t for done in rounds for t in done]
            pairs = night_pairs(fmt, sides, r, earlier, placed, total, gone)
            tables = draw(sides, r, absent=gone, pairs=pairs)
            if fmt is not Format.JEUX50:
                tables = turn_bye(tables, earlier, placed, absence=bool(gone))
        rounds.append(tables)
    return rounds
