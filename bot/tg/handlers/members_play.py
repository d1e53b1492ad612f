"""A game between club members under way (issue 21): the table in the group, each player's
steps in their private chat, muggins called by the opponents, the next dealer's deal, /resign.

Every move goes through `progress`: the stored game (`member_games`, `bot.drills.table.Table`
with `calls=Calls.OPEN`) is read, the move applied, the bot seats and automatic steps played
(`advance`), the game saved with its step counter (a second press of the same button writes
nothing; the cycle is the one step engine, `bot.tg.handlers.steps.run`), what happened is
told in the group (`members_post.tell_group`), and each player who must act now and was not
asked yet gets their step in private, as a question of kind `members` (the question
lifecycle: typed counts work, a drill may set it aside, /play brings it back).

Buttons: `mp:<question id>:s<i>|ok|c<card>` (private: tap a card of the lay-away, lay them
away, lay a card); the group's are `members_group`'s. A press that no longer fits the game
(stale, another member's, forged) is refused and changes nothing.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup
from telegram.error import Forbidden

from bot.drills.members_steps import asked_now, due_at
from bot.drills.table import members_outcome, picked
from bot.drills.table_asks import SeatAsk
from bot.drills.table_moves import (
    Move,
    TypedMove,
    move_of,
    step_cards,
)
from bot.drills.table_state import Step, Table, Waiting
from bot.drills.table_turn import Mark, mark_of
from bot.engine.card_parsing import parse_card
from bot.i18n import Translator
from bot.storage import PENDING, Question
from bot.storage.repo_members import MemberGame, MemberSeat
from bot.tg import pictures
from bot.tg.club_jobs import club_today
from bot.tg.context import Context
from bot.tg.handlers.common import Who, private_link, quietly, send, tell
from bot.tg.handlers.members_post import (
    group_open,
    seat_player,
    tell_group,
    voice_of,
)
from bot.tg.handlers.questions import (
    Asked,
    ask,
    cancel,
    clear,
    close,
)
from bot.tg.handlers.steps import (
    At,
    Steps,
    Store,
    button_data,
    keyboard_of,
    run,
    step_words,
)
from bot.views import members as view
from bot.views import members_deal as deal_view
from bot.views import members_private as private_view
from bot.views import members_words as words
from bot.views import table_keys
from bot.views.members_news import Intro, names_of, no_intro
from bot.views.replies import no_longer_works_note

logger = logging.getLogger("muggins.handlers.members")

MEMBERS_KIND: Final = "members"
GAME: Final = r"([0-9a-f]{12})"
STEP_PATTERN: Final = re.compile(r"^mp:(\d+):(s[0-5]|ok|c(?:10|[2-9AJQK])[SHDC])$")
TRIES: Final = 3
"""A move meets a game another move just saved: read it again and retry, this many times."""

Said = Callable[[Translator], str]
"""What a player did, told in their private step's message (HTML), in their language."""

Reply = Callable[[], Awaitable[object]]
"""The reply to a typed move, sent once the move is saved."""


# -- Moving on ------------------------------------------------------------------------------


async def _save(context: Context, game: MemberGame, table: Table) -> MemberGame | None:
    db = context.bot_data.db
    club = await db.clubs.get_club(game.chat_id)
    day = club_today(club, context).isoformat() if club is not None else db.now()[:10]
    status, results, finished_day = members_outcome(table, day)
    return await db.members.save_member_game(
        game.id,
        step=game.step + 1,
        state=table.to_json(),
        status=status,
        results=results,
        day=finished_day,
    )


async def _keep(context: Context, game: MemberGame, table: Table) -> bool:
    return await context.bot_data.db.members.update_member_state(
        game.id, game.step, table.to_json()
    )


async def _reload(context: Context, game: MemberGame) -> MemberGame | None:
    return await context.bot_data.db.members.get_member_game(game.id)


MEMBERS_STORE: Final[Store[MemberGame]] = Store(
    state=lambda g: g.state if g.is_active else None,
    save=_save,
    keep=_keep,
    reload=_reload,
    attempts=TRIES,
)
"""A game between members in `member_games`: several players move at once, so a move meeting
a game another move just saved is read again and tried on it."""


async def progress(
    context: Context,
    game: MemberGame,
    move: Move | None,
    *,
    intro: Intro = no_intro,
    answered: Question | None = None,
    did: Said | None = None,
    over: int | None = None,
    reply: Reply | None = None,
    leaver: int | None = None,
) -> MemberGame | None:
    """Apply `move` (None: just let the game move on), save (`steps.run`), close the private
    step it `answered` (its message edited into what the player `did`, and that the game goes
    on in the group while the bot may write there, unless that is said by the `reply` to the
    typed move, sent once the move is saved and only while the game goes on), tell the group
    (the group message `over` replaced by the first new one: `tell_group`), ask who must act,
    or, when the game is over, tell its end (`leaver`: the member whose leaving the group this
    move resigns for, handed to the end's subscribers). None when the game had moved on
    meanwhile and the move no longer fits (`TableError` when it does not fit the game as
    stored)."""

    async def tell(saved: MemberGame, before: Table, table: Table, _: Waiting | None) -> None:
        mark = mark_of(before)
        goes_on = not table.finished  # at the end, the end notice says so
        # the player who moved is asked their next step at once (the pone lays away last and
        # leads): not told the game goes on in the group, their next card is asked just below
        again = answered is not None and _asked_at_once(saved, table, mark, answered.user_id)
        if answered is not None and await close(context, answered):
            said = did or private_view.step_over_line
            in_group = goes_on and not again and reply is None and await group_open(context, saved)
            await tell_done(context, answered, said, goes_on=in_group)
        if reply is not None and goes_on and not again:
            await reply()
        await tell_group(context, saved, table, mark, intro, over=over)
        if table.finished:
            await _game_over(context, saved, leaver)
        else:
            await ask_due(context, saved, table, mark)

    return await run(context, MEMBERS_STORE, game, move, tell, tries_chat=None)


def _asked_at_once(game: MemberGame, table: Table, mark: Mark, user_id: int) -> bool:
    """Whether `ask_due` asks `user_id` a private step now (one not asked at `mark`)."""
    return any(game.user_at(w.seat) == user_id for w in asked_now(table, mark))


async def _game_over(context: Context, game: MemberGame, leaver: int | None) -> None:
    """Close the players' pending steps and let the subscribers read the result
    (`BotData.subscriptions.game_over`), with the member who ended it by leaving the group
    (`leaver`; None when no one did)."""
    for seat in game.seats:
        if seat.user_id is not None:
            await close_pending(context, game, seat.user_id, goes_on=False)
    for hook in context.bot_data.subscriptions.game_over:
        try:
            async with context.bot_data.db.undone_alone():  # its writes, if it fails
                await hook(context, game, leaver)
        except Exception:  # a hook's failure must not stop the game's end
            logger.exception("a member game's result hook failed")


async def close_pending(
    context: Context,
    game: MemberGame,
    user_id: int,
    *,
    goes_on: bool = True,
    said: Said = private_view.step_over_line,
) -> None:
    """Close the member's private step of `game`, if one is pending, its message edited into
    `said` (`goes_on`: the game goes on in the group, which its message then says; False at
    the game's end, or for a member who resigned)."""
    db = context.bot_data.db
    pending = await db.questions.pending_question(user_id, user_id)
    if (
        pending is not None
        and pending.kind == MEMBERS_KIND
        and (asked := SeatAsk.read(pending.deal)) is not None
        and asked.game == game.id
        and await cancel(context, pending)
    ):
        await tell_done(context, pending, said, goes_on=goes_on)


async def tell_done(
    context: Context, question: Question, said: Said, *, goes_on: bool = True
) -> None:
    """A private step's message, edited into what happened (`said`, in the player's language,
    then, if the game `goes_on`, that it does in the group; at its end, the end notice
    follows): no "your turn" is left live. A picture's caption is edited (text otherwise);
    when neither can be, its keyboard is taken off."""
    if question.message_id is None:  # pragma: no cover - a question shown has its message
        return
    player = await seat_player(context, question.user_id, "")
    lines = [said(player.tr)]
    if goes_on:
        lines.append(private_view.private_done_line(player.tr))
    text = "\n".join(lines)
    photo = pictures.pictures_on(player)
    chat_id, message_id = question.chat_id, question.message_id
    for caption in (photo, not photo):
        edited = (
            context.bot.edit_message_caption(chat_id=chat_id, message_id=message_id, caption=text)
            if caption
            else context.bot.edit_message_text(text, chat_id, message_id)
        )
        if await quietly(edited, "could not edit the step %s", question.id):
            return
    await clear(context, question)


# -- A player's private steps ---------------------------------------------------------------


async def ask_due(context: Context, game: MemberGame, table: Table, mark: Mark) -> None:
    """Ask in private each person who must act now and was not asked at `mark`; a new deal's
    steps after the group's « Donne 1 : Marie donne. » (`tell_group`, just before): each chat
    has its own queue in the outbox, and the players' cards came before it."""
    new_deal = len(table.deals) > mark.deals
    for waiting in asked_now(table, mark):
        await ask_seat(context, game, table, waiting, after_group=new_deal)


async def ask_seat(
    context: Context,
    game: MemberGame,
    table: Table,
    waiting: Waiting,
    *,
    intro: Intro = no_intro,
    after_group: bool = False,
) -> None:
    """Send one player their step in private (after `intro`, in their language); a member the
    bot cannot write to gets the deep link in the group (once) and the table waits for them.
    `after_group`: delivered after the group's messages queued before it (a new deal's)."""
    seat = next(s for s in game.seats if s.seat == waiting.seat)
    if seat.user_id is None:
        return
    player = await seat_player(context, seat.user_id, seat.name)
    tr = player.tr
    in_group = await group_open(context, game)  # else: no post there is promised
    names = names_of(game, tr)
    lines = [
        *intro(tr),
        *private_view.private_step_lines(table, waiting, names, tr, in_group=in_group),
    ]
    cards, starter = step_cards(table, waiting)
    try:
        await ask(
            context,
            player,
            Asked(
                kind=MEMBERS_KIND,
                deal=SeatAsk(game.id, waiting.seat, waiting.step.value, len(table.deals)).to_json(),
                expected={},
                lines=lines,
                cards=cards,
                starter=starter,
                markup=_step_markup(table, waiting, tr),
                after=game.chat_id if after_group and in_group else None,
            ),
        )
    except Forbidden:
        await _unreachable(context, game, seat)
        return
    if not seat.reachable:
        await context.bot_data.db.members.set_reachable(game.id, seat.user_id, True)


async def question_refused(context: Context, question: Question) -> None:
    """A member's private step could not be shown (Telegram refused it, 403, after the
    update committed: `Subscriptions.refused`): the link in the group, as when `ask` is
    refused at once."""
    asked = SeatAsk.read(question.deal) if question.kind == MEMBERS_KIND else None
    if asked is None or question.state != PENDING:
        return
    game = await context.bot_data.db.members.get_member_game(asked.game)
    if game is None or not game.is_active:
        return
    seat = next((s for s in game.seats if s.user_id == question.user_id), None)
    if seat is not None:
        await _unreachable(context, game, seat)


async def _unreachable(context: Context, game: MemberGame, seat: MemberSeat) -> None:
    """The member never opened a private chat with the bot: a deep link in the group (once:
    the seat is marked unreachable)."""
    if seat.user_id is None or not seat.reachable:
        return
    await context.bot_data.db.members.set_reachable(game.id, seat.user_id, False)
    tr = (await seat_player(context, seat.user_id, seat.name)).tr  # said to them: their language
    markup = private_link(context, f"mg{game.id}", view.deep_link_button(tr))
    names = names_of(game, tr)
    lines = view.deep_link_lines(names, seat.seat, tr)
    await send(context, game.chat_id, "\n".join(lines), markup=markup)


def _step_markup(
    table: Table, waiting: Waiting, tr: Translator
) -> Callable[[int], InlineKeyboardMarkup | None]:
    """A private step's buttons (`bot.views.table_keys.card_rows`), built once the question's
    id is known."""

    def build(qid: int) -> InlineKeyboardMarkup | None:
        data = partial(button_data, STEP_PATTERN, qid)
        rows = table_keys.card_rows(table, waiting, data, private_view.lay_away_button(tr), tr)
        return None if rows is None else keyboard_of(rows)

    return build


async def cancel_requested(context: Context, player: Who, question: Question | None) -> bool:
    """`QuestionKind.cancel` of the members' steps: /cancel with a club game's private step
    pending keeps it (the table waits on it) and says how to leave the game (/resign); False
    when /cancel is not about a club game's step."""
    if question is None or question.kind != MEMBERS_KIND:
        return False
    await send(context, player.chat_id, words.cancel_kept_line(player.tr))
    return True


async def find_step(context: Context, question: Question) -> At[MemberGame] | None:
    """The game a private step belongs to, if that step is still due (else None)."""
    asked = SeatAsk.read(question.deal)
    if asked is None:
        return None
    game = await context.bot_data.db.members.get_member_game(asked.game)
    if game is None or not game.is_active or game.state is None:
        return None
    if game.user_at(asked.seat) != question.user_id:
        return None
    table = Table.from_json(game.state)
    waiting = asked.still_due(table)
    return None if waiting is None else At(game, table, waiting)


async def _play(
    context: Context, player: Who, at: At[MemberGame], action: str, question: Question
) -> str | None:
    """Lay the chosen cards away (`ok`) or lay a card (`c<card>`): the press is answered with
    what was done."""
    seat = at.waiting.seat
    laid = picked(at.table, seat) if action == "ok" else [parse_card(action[1:])]
    played = TypedMove(Step.LAY_AWAY if action == "ok" else Step.PLAY, seat, tuple(laid))
    move, did = move_of(action, at.table, seat), partial(private_view.did_line, played)
    saved = await progress(context, at.game, move, answered=question, did=did)
    return (
        words.laid_note(played, player.tr) if saved is not None else no_longer_works_note(player.tr)
    )


MEMBERS_STEPS: Final[Steps[MemberGame]] = Steps(
    kind=MEMBERS_KIND,
    pattern=STEP_PATTERN,
    words=step_words(words.other_cards_note, words.set_aside_note),
    store=MEMBERS_STORE,
    find=find_step,
    markup=_step_markup,
    play=_play,
)


# -- Back to the game ----------------------------------------------------------------------


async def show_again(context: Context, player: Who, game: MemberGame) -> None:
    """The member's steps due now, asked again in private (else: it is not their turn)."""
    mine: list[Waiting] = []
    if game.state is not None:
        table = Table.from_json(game.state)
        mine = due_at(table, game.seat_of(player.user_id))
        for waiting in mine:
            if waiting.step is not Step.DEAL:
                await ask_seat(context, game, table, waiting)
            else:  # pressed in the group: where, and on which button
                await tell_deal(context, player, game, table)
    if not mine:
        await send(context, player.chat_id, words.waiting_line(game, player.user_id, player.tr))


async def tell_deal(
    context: Context, player: Who, game: MemberGame, table: Table, intro: Sequence[str] = ()
) -> None:
    """The member deals next (or presses for the bot's seat): the button is in the group (as
    the group reads it), or the game waits for the bot to be back there; under `intro` (a
    reminder's lines). One the bot cannot write to is only logged."""
    voice = await voice_of(context, game)
    button = voice.label(deal_view.deal_button)
    dealer = (table.deal.dealer + 1) % len(table.seats)
    bot = dealer if table.seats[dealer].is_bot else None
    in_group = await group_open(context, game)
    lines = words.your_deal_lines(button, names_of(game, player.tr), bot, in_group, player.tr)
    await tell(context, player.chat_id, "\n".join([*intro, *lines]))
