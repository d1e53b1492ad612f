"""The daily challenge: /daily (/defi, /quotidien), /tz (/fuseau), and the parts' answers.

`/daily` shows the first unanswered part of today's challenge (the player's local day) at
once; each answer is graded as its drill grades it, recorded in `daily_results` with the
question in one transaction, and followed by the next part, or by the day's result once the
four are done. `/daily` again the same day resumes at the first unanswered part (a restart
loses nothing: the progress is the row, the deal comes from the date), or shows the result.
`/daily 2026-11-20` (or « /defi lundi », the latest Monday) replays a past day: same parts,
nothing stored, no streak; only once the day is over everywhere on Earth, so that no change of
timezone makes a replayed day "today".

Each part is a question (`questions` table, kind `daily-<part>`) whose deal JSON holds the
day, the part, whether it is a replay, the replay's parts done so far and the part's own deal.
`PART_ANSWERS` says how each part takes its answers (`bot.views.daily_parts` shows and
grades the counted parts as their drills do).

`open_today(update, context)` is what /daily does without argument; clubs (`/start <payload>`)
call it too.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from dataclasses import replace
from datetime import date
from functools import partial
from typing import Final

from telegram import Update

from bot.drills.answers import looks_like_answer
from bot.drills.daily import (
    PART_COUNT,
    PARTS,
    DayRefused,
    DayResult,
    Part,
    PartQuestion,
    Streak,
    challenge_for,
    counts_exact,
    day_asked,
    not_over,
    part_index,
    question_kind,
    read_day,
    read_part,
    streak,
)
from bot.drills.daily_time import (
    zone,
)
from bot.drills.deals import DealError
from bot.drills.peg_calls import reads_as_peg_call
from bot.i18n import Translator
from bot.storage import Question
from bot.storage.repo_ecart import SELECTED, selection
from bot.tg.club_jobs import card_markup, card_posted
from bot.tg.context import Context
from bot.tg.handlers import callbacks, ecart
from bot.tg.handlers.club import post_club_card
from bot.tg.handlers.club_base import club_of_chat, message_id_of
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    esc,
    for_player,
    keyboard,
    private_link,
    send,
    who,
)
from bot.tg.handlers.daily_zone import today, zone_name
from bot.tg.handlers.drill import chatter_asked, word_asked
from bot.tg.handlers.questions import Asked as AskedQuestion
from bot.tg.handlers.questions import (
    TextAnswers,
    Typed,
    answer_query,
    ask,
    cancel,
    close,
)
from bot.tg.handlers.questions_settle import Answering, settle
from bot.views import daily as view
from bot.views import daily_parts as parts_view
from bot.views import ecart as ecart_view
from bot.views.daily_parts import GRADERS, Graded

logger = logging.getLogger("muggins.handlers.daily")

START_PAYLOAD: Final = "daily"
START_PATTERN: Final = re.compile(rf"^{START_PAYLOAD}_(\d{{4}})(\d{{2}})(\d{{2}})$")
"""`/start daily_20261123`: the link of the button « /defi lundi » answers with in a group,
the day it named replayed in private (14 characters, well within a payload's 64)."""


def start_payload(day: date) -> str:
    """The `/start` payload that replays `day` in private: `daily_20261123`."""
    return f"{START_PAYLOAD}_{day:%Y%m%d}"


# -- The player's day ------------------------------------------------------------------------


async def player_streak(context: Context, player: Who) -> tuple[Streak, int]:
    """The player's streak on their local today, and how many days they finished."""
    days = await context.bot_data.db.daily.finished_days(player.user_id)
    return streak(days, today(player.user, context)), len(days)


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The /stats lines: days finished, current and best streak (none before the first), the
    challenge's counts exact, and today's challenge while it is under way."""
    db = context.bot_data.db
    row = await db.daily.daily_result(player.user_id, today(player.user, context))
    under_way = None if row is None or row.finished else row.parts_done
    current, finished = await player_streak(context, player)
    rows = await db.daily.finished_rows(player.user_id, finished) if finished else []
    days = [read_day(row.day, row.detail) for row in rows]
    counts = counts_exact(day for day in days if day is not None)
    return view.stats_lines(current, finished, player.tr, today_done=under_way, counts=counts)


# -- How each part is asked and graded -------------------------------------------------------


async def ecart_verdict(laid: ecart.LaidAway) -> None:
    """A lay-away (typed or by the buttons), graded as /ecart grades it: rank and loss
    under the expert crib tables, then scored on the daily's écart scale."""
    answering = laid.answering
    stored = stored_part(answering.question)
    if stored is None:
        await cancel(answering.context, answering.question)
        if isinstance(answering, Typed):
            await answering.say(esc(ecart_view.over_note(answering.tr)))
        return
    verdict = ecart.grade_question(answering.question, laid.challenge, laid.discard)
    player = answering.player  # in a group, folded as /ecart's verdict is there
    graded = parts_view.grade_ecart(
        verdict, player.tr, name=player.group_name, folded=not player.private
    )
    await finish_part(answering, stored, graded, closed=ecart_view.over_note)


# -- Showing parts and results ---------------------------------------------------------------


async def ask_part(
    context: Context,
    player: Who,
    day: date,
    part: Part,
    *,
    replay: bool,
    done: tuple[dict[str, object], ...] = (),
    note: str | None = None,
) -> None:
    """Store the part's question (replacing any pending one) and show its deal at once, `note`
    under it. (Its expected JSON holds no total: grading recomputes it from the deal, and
    /cancel, which tells a dropped question's total, must not reveal a part that /daily asks
    again.)"""
    asked = await part_asked(context, player, day, part, replay=replay, done=done, note=note)
    await ask(context, player, asked)


async def part_asked(
    context: Context,
    player: Who,
    day: date,
    part: Part,
    *,
    replay: bool,
    done: tuple[dict[str, object], ...],
    note: str | None = None,
) -> AskedQuestion:
    """The part's question as `ask` shows it (the écart's cards touched kept), `note` (HTML)
    under it."""
    challenge = challenge_for(day)
    seen = parts_view.shown(challenge, part, player.tr, player.name)
    stored = PartQuestion(day, part, replay, seen.deal, done)
    lines = view.part_lines(
        day, part, seen.lines, player.tr, replay=replay, today=today(player.user, context)
    )
    if note is not None:
        lines.append(note)
    asked = AskedQuestion(
        question_kind(part), stored.to_dict(), {}, lines, seen.cards, seen.starter
    )
    if part is Part.ECART:  # /ecart's buttons (select, unselect, ✅) and crib model
        asked = ecart.lay_away_asked(asked, challenge.ecart, player.tr)
        touched = await cards_touched(context, player, stored)
        if touched:  # the part taken up again keeps the cards the player had touched
            asked = replace(
                asked,
                deal={**asked.deal, SELECTED: touched},
                markup=partial(
                    ecart.selection_markup,
                    challenge=challenge.ecart,
                    selected=touched,
                    tr=player.tr,
                ),
            )
    return asked


async def show_step_again(context: Context, player: Who, pending: Question) -> bool:
    """The step of the challenge waiting in this chat (`pending`) shown again with its buttons,
    asked anew as /defi asks it (its cards touched kept, its old message's buttons taken off,
    nothing said set aside: the same step); whether `pending` is such a step (/start said
    « Votre dernière question attend encore votre réponse », the step buried far above). Shown
    under the same question, its taps changed the old message, buttons already off."""
    stored = stored_part(pending)
    if stored is None:
        return False
    await ask_part(context, player, stored.day, stored.part, replay=stored.replay, done=stored.done)
    return True


async def cards_touched(context: Context, player: Who, stored: PartQuestion) -> list[int]:
    """The cards selected on the player's pending question in this chat when it is this very
    écart part (/defi sent again while it waits): asked anew, it keeps them (and, the same
    question, is not said to be set aside under itself); none otherwise."""
    pending = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if pending is None or pending.kind != question_kind(stored.part):
        return []
    before = stored_part(pending)
    return selection(pending) if before == stored else []


async def show_result(context: Context, player: Who, result: DayResult, *, replay: bool) -> None:
    """The day's result (with the streak, unless it is a replay; a replay's says when
    today's challenge is still to finish)."""
    local = today(player.user, context)
    current = None if replay else (await player_streak(context, player))[0]
    waits = False
    if replay:
        row = await context.bot_data.db.daily.daily_result(player.user_id, local)
        waits = row is None or not row.finished
    lines = view.result_lines(result, current, player.tr, today=local, today_waits=waits)
    await send(context, player.chat_id, "\n".join(lines))


async def show_day(context: Context, player: Who, day: date) -> None:
    """The first unanswered part of the player's `day`, or the result once it is finished. A
    step of an earlier day waiting in this chat (shown again by /start: it still counted) is
    dropped, and said so under the part (`past_step_dropped`)."""
    row = await context.bot_data.db.daily.daily_result(player.user_id, day)
    result = DayResult.from_detail(day, () if row is None else row.detail)
    if result.next_part is None:
        await show_result(context, player, result, replay=False)
        return
    note = await past_step_dropped(context, player, day)
    await ask_part(context, player, day, result.next_part, replay=False, note=note)


async def past_step_dropped(context: Context, player: Who, day: date) -> str | None:
    """The step of a day before `day` (not a replay) waiting in this chat, dropped as `day`'s
    part is dealt over it: the line saying so (HTML); None when there is none."""
    pending = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    stored = None if pending is None else read_part(pending.deal)
    if pending is None or stored is None or stored.replay or stored.day >= day:
        return None
    if not await cancel(context, pending, clear_buttons=True):
        return None
    return view.past_step_dropped_line(stored.day, player.tr)


@for_player
async def open_today(context: Context, player: Who) -> None:
    """Today's challenge in the current chat: its first unanswered part (cards shown), or
    the day's result once finished. What /daily does; /start <club payload> calls it too."""
    await show_day(context, player, today(player.user, context))


async def welcome_back(context: Context, player: Who) -> bool | None:
    """/start in private from a player who has played the challenge (a part of any day
    answered, finished or not): welcomed back with their streak and today's challenge, its
    step waiting asked again (with its buttons) below. None for a newcomer (the first-time
    welcome is theirs); else whether the step was asked again (when not, the caller says
    what else waits). A step of an earlier day left waiting, which still counts when answered,
    is shown again too, under its date (« Votre dernière question attend encore votre
    réponse » left it buried far above), and so is a replay's step."""
    local = today(player.user, context)
    current, finished = await player_streak(context, player)
    row = await context.bot_data.db.daily.daily_result(player.user_id, local)
    if (
        finished == 0
        and row is None
        and not await context.bot_data.db.daily.has_days(player.user_id)
    ):
        return None
    done = row is not None and row.finished
    pending = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    stored = None if pending is None else stored_part(pending)
    step = stored is not None and stored.day == local and not stored.replay
    past = stored is not None and stored.day < local and not stored.replay
    replayed = stored is not None and stored.replay
    lines = view.welcome_back_lines(
        current,
        player.name,
        player.tr,
        today_done=done,
        step_below=step,
        past_below=None if stored is None or not past else stored.day,
        replay_below=None if stored is None or not replayed else stored.day,
    )
    markup = None
    if not done and not step:
        markup = keyboard([[button(view.play_today_button(player.tr), callbacks.daily_play())]])
    await send(context, player.chat_id, "\n".join(lines), markup=markup)
    if (step or past or replayed) and pending is not None:
        await show_step_again(context, player, pending)
    return step or past or replayed


async def daily_command(update: Update, context: Context) -> None:
    """/daily (/defi, /quotidien): today's challenge; `/daily YYYY-MM-DD` replays a past day."""
    player = await who(update, context)
    if player is None:
        return
    if not player.private:
        if context.args and await group_day_note(update, context, player, " ".join(context.args)):
            return  # a day asked in the group: said where it is played, with the card's button
        if await group_done_note(update, context, player):
            return  # her day is done: no button to a challenge she has finished
        await post_club_card(update, context)  # the club's card with its deep-link button
        return
    await play_typed(context, player, " ".join(context.args or []))


async def play_typed(context: Context, player: Who, typed: str) -> None:
    """In private, the day `typed` names (`day_of`): today's challenge, a past day replayed,
    or why none is played."""
    local, day = day_of(context, player, typed)
    if isinstance(day, DayRefused):
        await send(context, player.chat_id, refusal(context, player, day, typed, local))
    elif day == local:
        await show_day(context, player, local)
    else:
        await replay_day(context, player, day)


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """`/start daily_20261123` (`START_PATTERN`, the button of « /defi lundi » in a group):
    that day, in private, as `/daily 2026-11-23` plays it (a forged day to come is refused
    as typed)."""
    await play_typed(context, player, "-".join(match.groups()))


async def group_day_note(update: Update, context: Context, player: Who, typed: str) -> bool:
    """`/daily <day>` in a club's group: said to the member, by name, in their own language
    and on their own day and clock (as /stats, /remind there; the day is replayed in private,
    on theirs), in one message (a note, then the card or its line, made two messages in a
    group limited to 20 a minute): a past day is replayed in private, with a button to it
    there (`/start daily_20261123`: the card's « Jouer le défi du jour » sent the member to
    today's); a day refused says why (as in private), with the card's deep-link button.
    Today: nothing said, False (the card or its line follows, as for /daily alone); True
    once the note is sent."""
    club = await club_of_chat(update, context)
    if club is None:
        return False
    local, day = day_of(context, player, typed)
    if day == local:
        return False
    if isinstance(day, DayRefused):
        text = refusal(context, player, day, typed, local)
        markup = card_markup(club, player.tr, context)
    else:  # its button replays that day in private, not today's (the card's)
        text = view.replay_in_private(day, local, player.tr)
        label = view.replay_button(day, local, player.tr)
        markup = private_link(context, start_payload(day), label)
    text = view.named(text, player.tr, player.group_name)
    await send(context, club.chat_id, text, markup=markup, reply_to=message_id_of(update))
    return True


async def group_done_note(update: Update, context: Context, player: Who) -> bool:
    """/daily in a club's group, today's card already above, from a member who finished
    today's challenge: her day is done and when the next one comes, by name (« la carte du
    jour est déjà plus haut; le bouton ouvre votre défi en privé » sent her to a day done).
    False otherwise (the card, or the line under it, follows)."""
    club = await club_of_chat(update, context)
    if club is None or not card_posted(club, context):
        return False
    row = await context.bot_data.db.daily.daily_result(player.user_id, today(player.user, context))
    if row is None or not row.finished:
        return False
    text = view.named(esc(view.today_done_line(player.tr)), player.tr, player.group_name)
    await send(context, club.chat_id, text, reply_to=message_id_of(update))
    return True


def day_of(context: Context, player: Who, typed: str) -> tuple[date, date | DayRefused]:
    """The player's day, and the day `typed` names on it (`drills.daily.day_asked`)."""
    local = today(player.user, context)
    now = context.bot_data.clock()
    return local, day_asked(typed, local, now, day_first=player.tr.lang == "fr")


def refusal(context: Context, player: Who, refused: DayRefused, typed: str, local: date) -> str:
    """Why `/daily <typed>` plays nothing, on the player's clock (`view.day_refused`; a day
    still played somewhere: from when it replays there, `drills.daily.not_over`)."""
    late = None
    if refused is DayRefused.NOT_OVER:
        now, clock = context.bot_data.clock(), zone(zone_name(player.user, context))
        late = not_over(typed, local, now, clock, day_first=player.tr.lang == "fr")
    return view.day_refused(refused, local, player.tr, typed, late)


async def replay_day(context: Context, player: Who, day: date) -> None:
    """A replay of `day`: from its first part, or where the player stands if a replay of that
    same day is waiting for an answer or was set aside by another drill (asking again does not
    throw away the parts done; the set-aside line promised « /defi <day> » takes it up)."""
    stored = await replay_under_way(context, player, day)
    if stored is not None:
        await ask_part(context, player, day, stored.part, replay=True, done=stored.done)
        return
    await ask_part(context, player, day, PARTS[0], replay=True)


async def replay_under_way(context: Context, player: Who, day: date) -> PartQuestion | None:
    """The part where the player's replay of `day` stands in this chat: the newest daily
    question replaying that day, if it is still open (pending, or set aside by a newer
    question); None when there is none, or it was answered to the end or cancelled."""
    questions = context.bot_data.db.questions
    latest: list[tuple[int, Question, PartQuestion]] = []
    for part in PARTS:
        found = await questions.latest_question_of_kind(
            player.user_id, player.chat_id, question_kind(part)
        )
        stored = None if found is None else stored_part(found)
        if found is not None and stored is not None and stored.replay and stored.day == day:
            latest.append((found.id, found, stored))
    if not latest:
        return None
    _, newest, stored = max(latest, key=lambda item: item[0])
    return stored if newest.open_deal is not None else None


@Press.on(callbacks.DAILY_PATTERN)
async def play_button(context: Context, press: Press) -> None:
    """The reminder's button: today's challenge, where the player stands."""
    if not press.player.private:  # a forged press in a group would spoil the day for all
        await answer_query(press.query, view.group_note(press.player.tr), alert=True)
        return
    await press.query.answer()
    await show_day(context, press.player, today(press.player.user, context))


# -- Answers ---------------------------------------------------------------------------------


async def finish_part(
    answering: Answering,
    stored: PartQuestion,
    graded: Graded,
    *,
    closed: Callable[[Translator], str] = view.already_counted_note,
) -> None:
    """Settle a graded part: recorded (a replay's only closed), the verdict said, then the
    next part asked or the result shown; a part answered already is told so (`closed`). A
    part asked before the player's midnight counts when answered after it (the last one
    finishes that day), but the day's next part is not dealt: that day is over."""
    context, player, question = answering.context, answering.player, answering.question
    tr, result = player.tr, graded.result

    async def store() -> tuple[DayResult, str] | None:
        if stored.replay:
            if not await close(context, question):
                return None
            day = DayResult.from_detail(stored.day, stored.done).with_part(result)
            return day, view.part_points_line(result, tr)
        outcome = await context.bot_data.db.daily.record_part(
            question.id,
            user_id=player.user_id,
            day=stored.day,
            part_index=part_index(stored.part),
            parts_total=PART_COUNT,
            item=result.to_dict(),
            pour=result.pour,
            contre=result.contre,
        )
        if not outcome.accepted:
            return None
        points = view.part_points_line(result, tr) if outcome.recorded else view.already_counted(tr)
        detail = () if outcome.row is None else outcome.row.detail
        return DayResult.from_detail(stored.day, detail), points

    async def tell(found: tuple[DayResult, str]) -> None:
        day, points = found
        await send(context, player.chat_id, "\n".join([*graded.lines, points]))
        if day.next_part is None:
            await show_result(context, player, day, replay=stored.replay)
            return
        if not stored.replay and stored.day < today(player.user, context):
            # the part on the table counted; the rest of a day past its midnight is not dealt
            await send(context, player.chat_id, view.day_over_line(stored.day, tr))
            return
        done = tuple(day.detail()) if stored.replay else ()
        await ask_part(context, player, stored.day, day.next_part, replay=stored.replay, done=done)

    await settle(answering, store(), tell, closed=closed)


def part_dropped(context: Context, player: Who, question: Question) -> str:
    """What /cancel says once it dropped a part of the challenge (`QuestionKind.dropped`):
    how to take it up, which depends on the part's day and the player's."""
    return view.part_dropped(question, today(player.user, context), player.tr)


def part_set_aside(context: Context, player: Who, question: Question) -> str:
    """The line telling the player a part of the challenge was set aside by another question
    (`QuestionKind.set_aside`): the way back depends on the part's day and the player's."""
    return view.part_set_aside_line(question, today(player.user, context), player.tr)


def stored_part(question: Question) -> PartQuestion | None:
    """The daily part behind a question, or None (logged) if its JSON is broken."""
    part = read_part(question.deal)
    if part is None:
        logger.error("daily question %s has a malformed deal", question.id)
    return part


async def answer_part(typed: Typed) -> None:
    """A typed answer to a daily part: graded by the part's drill, then recorded; a word of
    the game asked about instead of a count (« c'est quoi un skunk? ») or a greeting (« bonjour »)
    is answered as under /main (`word_asked`, `chatter_asked`), nothing graded."""
    context, player, question = typed.context, typed.player, typed.question
    stored = stored_part(question)
    try:
        graded = (
            None
            if stored is None
            else GRADERS[stored.part](stored, typed.text, player.tr, player.name)
        )
    except (DealError, KeyError, ValueError):
        logger.exception("daily question %s cannot be graded", question.id)
        graded = None
    if stored is None or graded is None:
        await cancel(context, question)
        await typed.say(view.lost_part_line(player.tr))
        return
    if isinstance(graded, str):  # no count read: a word asked about, « bonjour » answered in
        # kind (as under /main), or why it cannot be read
        if await word_asked(typed) or await chatter_asked(typed):
            return
        await typed.hint(graded)
        return
    await finish_part(typed, stored, graded)


# -- /tz -------------------------------------------------------------------------------------


# -- The parts -------------------------------------------------------------------------------

PART_ANSWERS: Final[dict[Part, TextAnswers]] = {
    Part.HAND: TextAnswers(looks_like_answer, answer_part),
    Part.CRIB: TextAnswers(looks_like_answer, answer_part),
    Part.PEG: TextAnswers(reads_as_peg_call, answer_part),
    Part.ECART: ecart.discard_answers(ecart_verdict),
}
"""How each part takes its answers (its question kind's; the écart's by the buttons too)."""
