"""The one step engine (`bot.tg.handlers.steps`): a button's action is the engine's move, and
`run` saves a move once, at the game's next step, trying it again on a game saved meanwhile
only when its store says so."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest
from telegram.ext import CallbackContext

from bot.drills.table import advance, lay_away_cards, new_table, picked, select_card
from bot.drills.table_bot import Level
from bot.drills.table_moves import NotHeld, move_of
from bot.drills.table_state import PLAYER_SEAT, Seat, Step, Table, TableError, Waiting
from bot.drills.table_turn import status
from bot.engine.variants import Rules
from bot.i18n import I18n
from bot.storage import Question, User
from bot.storage.models import JSONDict
from bot.tg.context import App, Context
from bot.tg.handlers.common import Who
from bot.tg.handlers.questions import Typed
from bot.tg.handlers.steps import At, Store, Tell, run, typed_play


def stored(table: Table) -> JSONDict:
    return dict(table.to_json())


def lay_away_table(seed: int = 3) -> Table:
    """A game against the bot whose player owes their lay-away."""
    rng = random.Random(seed)
    table = new_table(
        rng,
        f"g{seed}",
        Rules(),
        [Seat(7), Seat(None, Level.EASY)],
        first_dealer=PLAYER_SEAT,
    )
    waiting = advance(table, rng)
    assert waiting is not None and waiting.step is Step.LAY_AWAY
    return table


def test_a_buttons_action_is_the_engines_move() -> None:
    table = lay_away_table()
    hand = table.deal.hands[PLAYER_SEAT]
    by_button, by_engine = Table.from_json(table.to_json()), Table.from_json(table.to_json())
    for i in (4, 1):
        move_of(f"s{i}", table, PLAYER_SEAT)(by_button)
        select_card(by_engine, PLAYER_SEAT, hand[i])
    assert picked(by_button, PLAYER_SEAT) == [hand[4], hand[1]]
    move_of("ok", by_button, PLAYER_SEAT)(by_button)
    lay_away_cards(by_engine, PLAYER_SEAT, [hand[4], hand[1]])
    assert by_button.to_json() == by_engine.to_json()
    assert by_button.deal.discards[PLAYER_SEAT] == [hand[4], hand[1]]


def test_a_button_the_game_does_not_allow_is_refused() -> None:
    table = lay_away_table()
    with pytest.raises(TableError):  # nothing chosen yet
        move_of("ok", table, PLAYER_SEAT)(table)
    stranger = next(c for c in table.deal.hands[1] if c not in table.deal.hands[PLAYER_SEAT])
    with pytest.raises(TableError):  # a card the player does not hold
        move_of(f"c{stranger}", table, PLAYER_SEAT)(table)


def test_a_typed_move_reads_cards_among_those_held() -> None:
    """What /play and a game between members read from typed cards (`At.typed_move`)."""
    table = lay_away_table()  # the player holds 3D 7H AD 10H JS 7S
    at = At("g", table, status(table))
    tr = I18n.load().translator("en")
    move = at.typed_move("3 J", tr)  # a rank alone: the card of it held
    assert move is not None and move.step is Step.LAY_AWAY
    assert [str(c) for c in move.cards] == ["3D", "JS"]
    with pytest.raises(NotHeld) as refused:  # the bot's ace of hearts
        at.typed_move("AH 3D", tr)
    assert [str(c) for c in refused.value.strangers] == ["AH"]


@dataclass(frozen=True)
class Kept:
    id: str
    step: int
    state: JSONDict


class Memory:
    """A stored game kept in memory with its step counter; `meanwhile` is another move's state,
    saved just before this one's first try."""

    def __init__(self, game: Kept, meanwhile: JSONDict | None = None) -> None:
        self.row = game
        self.meanwhile = meanwhile
        self.saves = 0

    async def save(self, context: Context, game: Kept, table: Table) -> Kept | None:
        if self.meanwhile is not None:
            self.row = replace(self.row, step=self.row.step + 1, state=self.meanwhile)
            self.meanwhile = None
        if game.step != self.row.step:
            return None
        self.saves += 1
        self.row = Kept(game.id, game.step + 1, stored(table))
        return self.row

    async def keep(self, context: Context, game: Kept, table: Table) -> bool:
        return False  # pragma: no cover - taps are not run here

    async def reload(self, context: Context, game: Kept) -> Kept | None:
        return self.row

    def store(self, attempts: int) -> Store[Kept]:
        return Store(
            state=lambda g: g.state,
            save=self.save,
            keep=self.keep,
            reload=self.reload if attempts > 1 else None,
            attempts=attempts,
        )


Told = list[tuple[int, list[str], list[str]]]


def teller(told: Told) -> Tell[Kept]:
    async def tell(saved: Kept, before: Table, after: Table, waiting: Waiting | None) -> None:
        told.append(
            (
                saved.step,
                [str(c) for c in picked(before, PLAYER_SEAT)],
                [str(c) for c in picked(after, PLAYER_SEAT)],
            )
        )

    return tell


async def test_a_move_is_saved_once_at_the_next_step(local_app: App) -> None:
    context: Context = CallbackContext(local_app)
    table = lay_away_table()
    card = table.deal.hands[PLAYER_SEAT][2]
    memory = Memory(Kept("g", 5, stored(table)))
    told: Told = []
    saved = await run(
        context,
        memory.store(1),
        memory.row,
        move_of("s2", table, PLAYER_SEAT),
        teller(told),
        tries_chat=None,
    )
    assert saved is not None and saved.step == 6 and memory.saves == 1
    assert told == [(6, [], [str(card)])]
    again = await run(
        context,
        memory.store(1),
        Kept("g", 5, stored(table)),
        None,
        teller(told),
        tries_chat=None,
    )
    assert again is None and memory.saves == 1 and len(told) == 1  # the same step: not twice


async def test_a_move_meeting_a_game_saved_meanwhile(local_app: App) -> None:
    context: Context = CallbackContext(local_app)
    table = lay_away_table()
    hand = table.deal.hands[PLAYER_SEAT]
    other = Table.from_json(table.to_json())
    select_card(other, PLAYER_SEAT, hand[0])
    tap = move_of("s3", table, PLAYER_SEAT)

    once = Memory(Kept("g", 5, stored(table)), meanwhile=stored(other))
    told: Told = []
    assert await run(context, once.store(1), once.row, tap, teller(told), tries_chat=None) is None
    assert once.saves == 0 and told == [] and once.row.step == 6

    retried = Memory(Kept("g", 5, stored(table)), meanwhile=stored(other))
    saved = await run(context, retried.store(3), retried.row, tap, teller(told), tries_chat=None)
    assert saved is not None and saved.step == 7 and retried.saves == 1
    assert told == [(7, [str(hand[0])], [str(hand[0]), str(hand[3])])]  # tried on the fresh game


async def test_a_refused_move_writes_nothing(local_app: App) -> None:
    context: Context = CallbackContext(local_app)
    table = lay_away_table()
    memory = Memory(Kept("g", 5, stored(table)))
    told: Told = []
    with pytest.raises(TableError):
        await run(
            context,
            memory.store(3),
            memory.row,
            move_of("ok", table, PLAYER_SEAT),
            teller(told),
            tries_chat=None,
        )
    assert memory.saves == 0 and told == [] and memory.row.step == 5


async def refused() -> object:
    raise TableError("not now")


async def played(result: object) -> object:
    return result


@pytest.mark.parametrize(
    ("outcome", "hints"),
    [
        ("saved", []),  # the move was played: the step's own messages say so
        (True, []),
        (None, ["That step of the game is done."]),  # the game had moved on
        (False, ["That step of the game is done."]),
        ("refused", ["Why &lt;not&gt;"]),  # the game refused it: why, HTML-escaped
    ],
)
async def test_a_typed_moves_end(
    local_app: App, monkeypatch: pytest.MonkeyPatch, outcome: object, hints: list[str]
) -> None:
    said: list[str] = []

    async def hint(self: Typed, html: str) -> None:
        said.append(html)

    monkeypatch.setattr(Typed, "hint", hint)
    tr = I18n.load().translator("en")
    user = User(tg_id=7, lang="en", language_code="en", created_at="2026-01-01T00:00:00+00:00")
    question = Question(1, 7, 7, "play", {}, "{}", 5, None, "pending", "2026-01-01T00:00:00")
    typed = Typed(
        CallbackContext(local_app), Who(7, 7, True, "P", user, tr), question, "5H", 9, True
    )
    move = refused() if outcome == "refused" else played(outcome)
    await typed_play(typed, move, "Why <not>")
    assert said == hints
