"""One step engine for every game at a table: /play against the bot (`table`, `table_steps`,
a tournament's game) and games between club members (`members_play`).

A game is stored with a step counter (`table_games`, `member_games`); `run` reads it, applies
the player's `Move`, lets the bot seats and the automatic steps play
(`bot.drills.table.advance`), saves it at the next step (nothing is written when another move
saved it first) and hands the game as saved to the caller's `Tell`, which closes the answered
question and asks whoever is due next. A press on a step's button goes through `Steps.press`: the
question's owner is checked (`questions.own_press`), the step found again (`Steps.find`), a tap
of the lay-away saved within the step (`tap`; a card more than are due is refused with how to
change a choice, `bot.drills.table_typed.one_too_many`), any other button made a move
(`bot.drills.table_moves.move_of`) and played (`Steps.play`). The web app's /play table uses
the same moves and `tap`.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Final, Generic, TypeVar

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update

from bot.content_tables import shipped_crib_tables
from bot.drills.table import advance, select_card
from bot.drills.table_moves import TAP, Move, TypedMove
from bot.drills.table_state import Table, TableError, Waiting
from bot.drills.table_tries import NO_TRIES, tries_of
from bot.drills.table_typed import card_to_tap, chosen_again, one_too_many, typed_at_step
from bot.drills.tournament import position_rng
from bot.engine.cards import Card
from bot.engine.variants import discards_per_player
from bot.i18n import Translator, card_input
from bot.storage import Question
from bot.storage.models import JSONDict
from bot.tg.context import Context
from bot.tg.handlers.callbacks import owned
from bot.tg.handlers.common import Who, button, esc, keyboard, set_keyboard
from bot.tg.handlers.questions import PressWords, Typed, own_press
from bot.views import replies
from bot.views.ecart import chosen_already_note
from bot.views.table_keys import Rows

Markup = Callable[[Table, Waiting, Translator], Callable[[int], InlineKeyboardMarkup | None]]
"""A step's buttons, built once the question's id is known."""

MAX_DATA: Final = 64
"""Telegram's limit on a button's callback data, in bytes."""


G = TypeVar("G")
"""A kind of stored game (`TableGame`, `MemberGame`)."""


@dataclass(frozen=True, slots=True)
class Store(Generic[G]):
    """Where a kind of game is kept. `save` writes the table at the game's next step (None when
    the game is no longer at its step), `keep` a lay-away's selection within the step (False
    when the game moved on); `reload` reads the game again after another move saved first (None:
    the move is not tried again)."""

    state: Callable[[G], JSONDict | None]
    save: Callable[[Context, G, Table], Awaitable[G | None]]
    keep: Callable[[Context, G, Table], Awaitable[bool]]
    reload: Callable[[Context, G], Awaitable[G | None]] | None = None
    attempts: int = 1


@dataclass(frozen=True, slots=True)
class At(Generic[G]):
    """A step a question asks: the game as stored, its table and the step waited on."""

    game: G
    table: Table
    waiting: Waiting

    def typed_move(self, text: str, tr: Translator) -> TypedMove | None:
        """The move `text` types at this step (`table_typed.typed_at_step`, and its errors):
        the cards as typed, a rank alone the card of it held, checked held (`NotHeld`)."""
        read = lambda t, n, held: card_input.read_cards(t, tr, n, among=held)  # noqa: E731
        return typed_at_step(self.table, self.waiting, text, read)

    def card_to_tap(self, text: str, tr: Translator) -> int | None:
        """The card a text typed alone at the lay-away chooses, as its button does
        (`table_typed.card_to_tap`): its index in the hand; None for any other text."""
        read = lambda t, n, held: card_input.read_cards(t, tr, n, among=held)  # noqa: E731
        return card_to_tap(self.table, self.waiting, text, read)

    def chosen_again(self, text: str, tr: Translator) -> Card | None:
        """The card chosen already at the lay-away that a text names again alone
        (`table_typed.chosen_again`); None for any other text."""
        read = lambda t, n, held: card_input.read_cards(t, tr, n, among=held)  # noqa: E731
        return chosen_again(self.table, self.waiting, text, read)


Tell = Callable[[G, Table, Table, Waiting | None], Awaitable[None]]
"""What follows a saved move: the game as saved, its table before the move, after it (the bot
played on) and the step it waits on now (None: the game is over)."""


async def run(
    context: Context,
    store: Store[G],
    game: G,
    move: Move | None,
    tell: Tell[G],
    *,
    tries_chat: int | None,
) -> G | None:
    """Apply `move` (None: just let the game move on) to the stored game, let the bot play,
    save it at its next step, record the tries it made (in `tries_chat`'s counts) and `tell`.
    None when the game had moved on (nothing written); `TableError` when the move does not fit
    the game as stored (nothing written)."""
    for attempt in range(store.attempts):
        state = store.state(game)
        if state is None:
            return None
        before = Table.from_json(state)
        table = Table.from_json(state)
        tries = NO_TRIES
        if move is not None:
            move(table)
            tries = tries_of(before, table, shipped_crib_tables())
        rng = context.bot_data.rng if table.deck is None else position_rng(table)
        waiting = advance(table, rng, shipped_crib_tables())
        saved = await store.save(context, game, table)
        if saved is not None:
            await context.bot_data.db.tries.record_game_tries(tries, chat_id=tries_chat)
            await tell(saved, before, table, waiting)
            return saved
        if store.reload is None or attempt + 1 == store.attempts:
            return None
        fresh = await store.reload(context, game)
        if fresh is None:
            return None
        game = fresh
    return None  # pragma: no cover - a store tries at least once


async def tap(
    context: Context,
    store: Store[G],
    at: At[G],
    index: int,
    *,
    question: Question,
    player: Who,
    markup: Markup,
) -> None:
    """Tap card `index` of the lay-away: the selection is saved within the step and the
    question's buttons show it."""
    game, table, seat = at.game, at.table, at.waiting.seat
    for attempt in range(store.attempts):
        try:
            select_card(table, seat, table.deal.hands[seat][index])
        except (TableError, IndexError):
            return
        if await store.keep(context, game, table):
            break
        if store.reload is None or attempt + 1 == store.attempts:
            return
        fresh = await store.reload(context, game)
        state = None if fresh is None else store.state(fresh)
        if fresh is None or state is None:
            return
        game, table = fresh, Table.from_json(state)
    buttons = markup(table, at.waiting, player.tr)(question.id)
    await set_keyboard(context, player.chat_id, question.message_id, buttons)


def button_data(pattern: re.Pattern[str], question_id: int, action: str) -> str:
    """A step button's callback data, `<prefix>:<question id>:<action>` (the prefix is the
    pattern's), checked against its pattern and Telegram's 64 bytes."""
    prefix = pattern.pattern.removeprefix("^").split(":", 1)[0]
    data = f"{prefix}:{question_id}:{action}"
    if len(data.encode()) > MAX_DATA or not pattern.match(data):  # pragma: no cover - built here
        raise ValueError(f"bad step button data {data!r}")
    return data


def keyboard_of(rows: Rows, owner: int | None = None) -> InlineKeyboardMarkup:
    """Buttons as the views give them, rows of (label, callback_data) (`bot.views.table_keys`,
    /peg play's cards), as a keyboard (in a group, marked as `owner`'s when given)."""
    return keyboard(buttons_of(rows, owner))


def buttons_of(rows: Rows, owner: int | None = None) -> list[list[InlineKeyboardButton]]:
    """Rows of (label, callback_data) as Telegram's buttons, each one's data checked (and
    marked as `owner`'s when given)."""
    return [[button(label, owned(data, owner)) for label, data in row] for row in rows]


def step_words(
    not_yours: Callable[[Translator], str], dropped: Callable[[Translator], str]
) -> PressWords:
    """What a press on someone else's step, a step done or a step set aside is told."""
    return PressWords(not_yours=not_yours, answered=replies.step_done_note, dropped=dropped)


Find = Callable[[Context, Question], Awaitable[At[G] | None]]
"""The step a question asks, if the game is still at it (else None)."""

Play = Callable[[Context, Who, At[G], str, Question], Awaitable[str | None]]
"""Play a button's action at a step: the note the press is answered with (None: none);
`TableError` when the game refuses the move."""


@dataclass(frozen=True, slots=True)
class Steps(Generic[G]):
    """A kind of game's steps as a press meets them: the question kind, the buttons' pattern
    (`<prefix>:<question id>:<action>`), the words of a refused press (`step_words`), where
    the game is kept, how a question finds its step again, the step's buttons and how an
    action is played. `press` is the handler of its buttons."""

    kind: str
    pattern: re.Pattern[str]
    words: PressWords
    store: Store[G]
    find: Find[G]
    markup: Markup
    play: Play[G]

    async def press(self, update: Update, context: Context) -> None:
        """A press on a step's button: a tap of the lay-away, or a move played."""
        owned = await own_press(update, context, self.pattern, kinds=(self.kind,), words=self.words)
        if owned is None:
            return
        tr = owned.player.tr
        at = await self.find(context, owned.question)
        if at is None:
            await owned.answer(replies.no_longer_works_note(tr))
            return
        action = owned.match[2]
        if action.startswith(TAP):
            if one_too_many(at.table, at.waiting.seat, int(action[1:])):
                await owned.answer(chosen_already_note(discards_per_player(at.table.rules), tr))
                return
            await tap(
                context,
                self.store,
                at,
                int(action[1:]),
                question=owned.question,
                player=owned.player,
                markup=self.markup,
            )
            await owned.answer()
            return
        try:
            note = await self.play(context, owned.player, at, action, owned.question)
        except (TableError, IndexError):
            await owned.answer(replies.move_refused_note(tr))
            return
        await owned.answer(note)


async def typed_play(typed: Typed, played: Awaitable[object], refused: str) -> None:
    """A typed move `played`: the player told `refused` when the game refuses it, that the step
    is done when the game had moved on (nothing written either way)."""
    try:
        done = await played
    except TableError:
        await typed.hint(esc(refused))
        return
    if not done:
        await typed.hint(esc(replies.step_done_note(typed.tr)))


async def typed_step(typed: Typed, find: Find[G]) -> At[G] | None:
    """The step a typed answer is for; None, the player told that step is done, when the game
    has moved on."""
    at = await find(typed.context, typed.question)
    if at is None:
        await typed.hint(esc(replies.step_done_note(typed.tr)))
    return at
