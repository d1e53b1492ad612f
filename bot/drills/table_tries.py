"""What a move at a whole game's table asks of a person, graded as the drills grade it.

A move (`bot.drills.table`: a count, an answer to the bot's call, a muggins call between
members) is compared with the table before it (`tries_of(before, after)`); each show a
person counted and each count a person checked (accepted, or called muggins on) is one try
at that hand or crib, in the shape of a `/hand` or `/crib` answer: the drill's deal JSON, the
total the person stands by, and `bot.drills.grading.grade`'s result (with `missed_kinds`),
tagged `"source": "game"`. Stored like a drill's answer, it reaches /stats, the coach's
ratings and themes, and the review queue without special cases.

- **A count**: the counter's try; the total said is graded against the show.
- **An answer to the bot's call** (`accept`, `call_muggins`): the answerer's try at the bot's
  show; the total they stand by is the bot's call plus their claim (nothing when they
  accept). Accepting a short count misses the muggins; claiming too many is an over-count.
- **A muggins call between members** (`call_muggins_on`): the caller's try, as above.
- **A lay-away** (`lay_away_cards`): graded as `/ecart` grades it (`bot.drills.ecart.grade`:
  its rank among every lay-away of the deal by expected points), a `GameLayAway`.

Pure: no I/O, no text.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from bot.drills.answer_claims import Answer
from bot.drills.deals import Deal, DrillKind
from bot.drills.ecart import EXPERT, UNIFORM, Challenge, Verdict
from bot.drills.ecart import grade as grade_lay_away
from bot.drills.grading import grade
from bot.drills.table_state import ShowRecord, Table
from bot.engine.lay_away import CribValues

GAME_SOURCE: Final = "game"
"""`result["source"]` of a try made in a whole game (drills' answers have none)."""


class TryStep(StrEnum):
    """Which step of a game the try was."""

    COUNT = "count"
    """The person counted their own hand or crib."""
    MUGGINS = "muggins"
    """The person checked an opponent's count (accepted it or called muggins)."""


@dataclass(frozen=True, slots=True)
class GameTry:
    """One graded try at a whole game's table, as a drill's attempt stores it."""

    user_id: int
    kind: str
    deal: dict[str, object]
    answered_total: int
    expected_total: int
    result: dict[str, object]

    @property
    def correct(self) -> bool:
        """Whether the total was right."""
        return bool(self.result["correct"])


@dataclass(frozen=True, slots=True)
class GameLayAway:
    """A person's lay-away at a whole game's table, graded as `/ecart` grades one."""

    user_id: int
    verdict: Verdict
    table: str
    """The table's game id."""


@dataclass(frozen=True, slots=True)
class Tries:
    """What one move at a table asked of the people: counts and checks, and lay-aways."""

    counts: list[GameTry]
    lay_aways: list[GameLayAway]

    def __bool__(self) -> bool:
        return bool(self.counts or self.lay_aways)


NO_TRIES: Final = Tries([], [])


def tries_of(before: Table, after: Table, tables: CribValues | None = None) -> Tries:
    """The tries a move made: `before` is the table as stored, `after` the same table once
    the move is applied (before the bot plays on, `bot.drills.table.advance`). The expert crib
    model grading the lay-aways needs `tables` (without them, the uniform model)."""
    return Tries(count_tries(before, after), lay_aways_of(before, after, tables))


def lay_aways_of(before: Table, after: Table, tables: CribValues | None) -> list[GameLayAway]:
    """The lay-aways a move made, each graded against every other (a five-card deal under
    the uniform model, as `/ecart 5`)."""
    if not after.deals or len(before.deals) != len(after.deals):
        return []
    old, new = before.deal, after.deal
    found = []
    for seat, tossed in enumerate(new.discards):
        user = after.seats[seat].user
        if tossed is None or old.discards[seat] is not None or user is None:
            continue
        if after.seats[seat].is_bot:
            continue
        dealer = after.side(seat) == after.side(new.dealer)
        challenge = Challenge(tuple(new.hands[seat]), dealer)
        model = EXPERT if tables is not None else UNIFORM
        verdict = grade_lay_away(challenge, tossed, model=model, tables=tables)
        found.append(GameLayAway(user, verdict, after.id))
    return found


def _deal_of(table: Table, show: ShowRecord) -> Deal:
    """The show as a drill's deal (a crib is the dealer's; a hand says whether its holder
    dealt, which only matters for his heels)."""
    deal = table.deal
    assert deal.starter is not None  # a show is counted after the cut
    kind = DrillKind.CRIB if show.what == "crib" else DrillKind.HAND
    dealt = kind is DrillKind.CRIB or table.side(show.by) == table.side(deal.dealer)
    return Deal(kind, tuple(sorted(show.cards)), deal.starter, dealt)


def _try(table: Table, show: ShowRecord, seat: int, said: int, step: TryStep) -> GameTry | None:
    user = table.seats[seat].user
    if user is None or table.seats[seat].is_bot:
        return None
    deal = _deal_of(table, show)
    graded = grade(
        Answer(total=said),
        deal.score(),
        muggins=table.rules.muggins,
        excess_to_opponent=table.rules.excess_to_opponent,
    )
    result = {
        **graded.to_result(),
        "source": GAME_SOURCE,
        "step": step.value,
        "table": table.id,
    }
    return GameTry(user, deal.kind.value, deal.to_dict(), graded.answered, graded.expected, result)


def _checked(show: ShowRecord) -> int:
    """The total a person stands by when they check a count: the call plus their claim."""
    return show.claimed + (0 if show.muggins is None else show.muggins[0])


def count_tries(before: Table, after: Table) -> list[GameTry]:
    """The counts and checks of counts a move made (see `tries_of`)."""
    if not after.deals or len(before.deals) != len(after.deals):
        return []
    old, new = before.deal, after.deal
    found: list[GameTry | None] = []
    for show in new.shows[len(old.shows) :]:
        if not after.seats[show.by].is_bot:
            found.append(_try(after, show, show.by, show.claimed, TryStep.COUNT))
        elif old.call is not None and new.call is None:
            answerer = _answerer(after, show)
            if answerer is not None:
                found.append(_try(after, show, answerer, _checked(show), TryStep.MUGGINS))
    for was, show in zip(old.shows, new.shows, strict=False):
        if was.muggins is None and show.muggins is not None and show.caller is not None:
            found.append(_try(after, show, show.caller, _checked(show), TryStep.MUGGINS))
    return [t for t in found if t is not None]


def _answerer(table: Table, show: ShowRecord) -> int | None:
    """The person who answered the bot's call: the first person of another side."""
    return next(
        (
            s
            for s in range(len(table.seats))
            if table.side(s) != table.side(show.by) and not table.seats[s].is_bot
        ),
        None,
    )
