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

from bot.drills.answer_asides import asks_how, says_dont_know
from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.ecart_talk import asks_why
from bot.drills.members_steps import asked_now, due_at
from bot.drills.step_asked import asks_dealer, asks_score, asks_starter, table_asked
from bot.drills.table import members_outcome, picked
from bot.drills.table_asks import SeatAsk
from bot.drills.table_moves import (
    Chatter,
    GoTyped,
    Move,
    NotHeld,
    TypedMove,
    chatter_of,
    move_of,
    step_cards,
)
from bot.drills.table_state import Step, Table, TableError, Waiting
from bot.drills.table_turn import Mark, mark_of
from bot.drills.table_typed import (
    asks_count,
    asks_undo,
    chatter_at_count,
    play_call_at,
    reads_count_or_cards,
    says_cheating,
    table_talk,
    would_play,
)
from bot.engine.card_parsing import CardError, parse_card
from bot.i18n import Translator, card_input
from bot.storage import PENDING, Question
from bot.storage.repo_members import MemberGame, MemberSeat
from bot.tg import pictures
from bot.tg.club_jobs import club_today
from bot.tg.context import Context
from bot.tg.handlers.club_base import in_chat_language
from bot.tg.handlers.common import Who, esc, private_link, quietly, send, tell
from bot.tg.handlers.drill import word_asked
from bot.tg.handlers.members_post import (
    group_open,
    seat_player,
    tell_group,
    voice_of,
)
from bot.tg.handlers.questions import (
    Asked,
    TextAnswers,
    Typed,
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
    typed_play,
    typed_step,
)
from bot.views import members as view
from bot.views import members_deal as deal_view
from bot.views import members_private as private_view
from bot.views import members_words as words
from bot.views import replies, table_keys
from bot.views import table_replies as table_words
from bot.views.members_news import Intro, names_of, no_intro
from bot.views.replies import no_longer_works_note
from bot.views.show import answer_error

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


async def answer_text(typed: Typed) -> None:
    """A typed count, lay-away or card for the player's step."""
    tr = typed.tr
    at = await typed_step(typed, find_step)
    if at is None:
        return
    game, table = at.game, at.table
    if asks_score(typed.text):  # « quel est le pointage? »: the board, at any step
        said = private_view.board_asked_line(table, names_of(game, tr), at.waiting.step, tr)
        await typed.hint(said)
        return
    if asks_dealer(typed.text):  # « qui donne? », « à qui le crib? »
        names = names_of(game, tr)
        said = private_view.dealer_asked_line(table, at.waiting.seat, names, at.waiting.step, tr)
        await typed.hint(said)
        return
    if asks_starter(typed.text):  # « c'est quoi la carte de départ? »
        await typed.hint(private_view.starter_asked_line(table, at.waiting.step, tr))
        return
    if at.waiting.step is Step.PLAY and asks_count(typed.text):  # « c'est quoi le compte? »
        await typed.hint(table_words.count_asked_line(table, tr))
        return
    if asks_count(typed.text):  # no play under way (the lay-away, a count): the board
        said = private_view.board_asked_line(table, names_of(game, tr), at.waiting.step, tr)
        await typed.hint(said)
        return
    if says_cheating(typed.text):  # « tricheur! »: who shuffles, and who sees which cards
        await typed.hint(private_view.cheating_line(at.waiting.step, tr))
        return
    if asks_undo(typed.text):  # « je me suis trompé »: played stays played, as /play says
        await typed.hint(table_words.undo_line(table, at.waiting, tr))
        return
    why = asks_why(typed.text)  # « pourquoi? »: the last count settled, as /play explains it
    if why and (
        lines := private_view.why_asked_lines(table, names_of(game, tr), at.waiting.step, tr)
    ):
        await typed.hint("\n".join(lines))
        return
    # « comment? », « je sais pas » where cards are asked, « pourquoi? » before any count:
    # how to answer, as /play says
    cards_asked = at.waiting.step in (Step.LAY_AWAY, Step.PLAY)
    if why or (cards_asked and (asks_how(typed.text) or says_dont_know(typed.text))):
        await typed.hint(table_words.step_help_at(table, at.waiting, tr))
        return
    if await word_asked(typed):  # « c'est quoi un skunk? »: its answer, the step waits
        return
    try:  # the cards as typed (a rank alone: the card of it held, as /play reads), checked held
        move = at.typed_move(typed.text, tr)
        assert move is not None  # a member's private steps are never a muggins claim
        after = Table.from_json(table.to_json())
        move(after)  # checked on a copy first: a move that does not fit is hinted
    except CardError as error:  # « bonjour », « quinze 2 » at the play: as /play says
        again = at.chosen_again(typed.text, tr)
        if again is not None:  # the card chosen already, typed again: not « Il faut 2 cartes »
            await typed.hint(table_words.chosen_again_line(again, tr))
            return
        await typed.hint(
            table_words.card_refused_line(at.waiting.step, typed.text, error, tr, members=True)
        )
        return
    except AnswerError as error:  # a count out of range says why, as in the drills
        chatter = chatter_at_count(typed.text)
        if chatter is None and table_talk(typed.text):  # « bien joué », « euh »: as at the play
            chatter = Chatter.OTHER
        if chatter is not None:  # « bonjour », « c'est à qui? » at the count: as /play says
            await typed.hint(table_words.chatter_line(chatter, at.waiting.step, tr))
            return
        unread = error.reason in (AnswerErrorReason.EMPTY, AnswerErrorReason.NOT_A_NUMBER)
        if error.reason is AnswerErrorReason.DONT_KNOW:  # what a short count costs here
            await typed.hint(table_words.members_dont_know_line(table.rules.muggins, tr))
            return
        await typed.hint(words.count_as_number_line(tr) if unread else answer_error(error, tr))
        return
    except GoTyped:
        await typed.hint(esc(table_words.go_typed_note(tr)))
        return
    except NotHeld as error:  # the cards typed, and the cards held
        await typed.hint(esc(table_words.not_held_note(error.strangers, error.held, tr)))
        return
    except TableError:
        await typed.hint(esc(replies.move_refused_note(tr)))
        return
    did = partial(private_view.did_line, move)

    # said once, in reply, after the move is saved: the step's message tells what was played
    async def reply() -> None:
        in_group = await group_open(typed.context, game)  # else: the players were told
        await typed.reply(private_view.private_done_line(tr, in_group=in_group))

    played = progress(typed.context, game, move, answered=typed.question, did=did, reply=reply)
    await typed_play(typed, played, replies.move_refused_note(tr))


MEMBERS_ANSWERS: Final = TextAnswers(reads=reads_count_or_cards, answer=answer_text)


async def typed_in_group(context: Context, player: Who, text: str) -> bool:
    """A card or a count typed in the group that the player's private step of a game in that
    group would take: one line telling them to answer in private, once per step (the group's
    20 messages a minute are the game's); a count or « Muggins! » at their step of the play,
    what the play takes first, as /play says it. False otherwise: the text is left to the others."""
    if player.private or not reads_count_or_cards(text):
        return False
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.user_id)
    if question is None or question.kind != MEMBERS_KIND:
        return False
    at = await find_step(context, question)
    if at is None or at.game.chat_id != player.chat_id:
        return False
    read = lambda t, n, _: card_input.read_cards(t, player.tr, n)  # noqa: E731
    plays = would_play(at.table, at.waiting, text, read)
    call = None if plays else play_call_at(at.table, at.waiting, text, read)
    if not plays and call is None:
        return False
    hinted = context.bot_data.hinted
    if question.id not in hinted:
        hinted.add(question.id)
        tr = (await in_chat_language(context, player)).tr  # read in theirs, said in the group's
        told = words.answer_in_private_line(player.name, tr)
        if call is not None:  # « quinze 2 » at the play: what the play takes, as /play says
            said = table_words.play_call_line(call, tr, step=at.waiting.step, members=True)
            told = said + "\n" + told
        await send(context, player.chat_id, told)
    return True


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


async def typed_while_waiting(context: Context, player: Who, text: str) -> bool:
    """A text in private, no question pending, while the member's club game waits on someone
    else (`Subscriptions.unanswered`): told it is not their turn, rather than the bot's
    « I answer counts and commands ». While it waits for their deal, pressed in the group:
    told where, as /play tells, when the game's step was the last thing asked there (or
    nothing was): after another drill's question, the text is left to that drill's readers.
    False otherwise (no game): the text is left to the others."""
    if not player.private or not text.strip():
        return False
    db = context.bot_data.db
    game = await db.members.live_member_game(player.user_id)
    if game is None or not game.is_active or game.state is None:
        return False
    table = Table.from_json(game.state)
    seat = game.seat_of(player.user_id)
    mine = due_at(table, seat)
    if not mine:
        said = words.waiting_line(game, player.user_id, player.tr)
        asked = table_asked(text)
        if asked is not None and seat is not None:  # « qui donne? »: answered, then the turn
            names = names_of(game, player.tr)
            said = private_view.asked_while_waiting_line(table, seat, names, asked, said, player.tr)
        elif asks_why(text) and seat is not None:  # « pourquoi? »: the last count settled
            names = names_of(game, player.tr)
            why = private_view.why_while_waiting_lines(table, names, said, player.tr)
            said = "\n".join(why) or said
        elif says_cheating(text):  # « tricheur! »: who shuffles, and who sees which cards
            said = private_view.cheating_while_waiting_line(said, player.tr)
        elif asks_undo(text):  # « je me suis trompé »: played stays played, as /play says
            said = private_view.undo_while_waiting_line(said, player.tr)
        elif (chatter := chatter_of(text)) is not None:  # « bonjour »: greeted back first
            said = private_view.chatter_while_waiting_line(chatter, said, player.tr)
        await send(context, player.chat_id, said)
        return True
    if any(w.step is not Step.DEAL for w in mine):
        return False  # a step of theirs asked in private: its question takes the text
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is not None and latest.kind != MEMBERS_KIND:
        return False  # another drill was the last thing asked here (its words are its own)
    await tell_deal(context, player, game, table)
    return True
