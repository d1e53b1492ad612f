"""/quiz (/regles): rules questions as native Telegram quiz polls, alone or in a series.

`/quiz` sends one poll (from the bank, sometimes from the engine); `/quiz 10` starts a series
whose next poll goes out when the player who started it answers (`poll_answer_received`),
ending with a score and the rules to review. Polls are non-anonymous quizzes, so every answer
reaches the bot and is recorded for its user, in private chats and groups alike. A poll answer
carries no chat: each poll's id maps to its chat, series and question in SQLite, so a restart
loses nothing.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Final

from telegram import Update
from telegram import User as TgUser
from telegram.error import TelegramError

from bot.content_quiz import shipped_quiz_bank
from bot.drills.help_asked import asks_for_help, asks_what_it_is
from bot.drills.kings_answers import asks_another
from bot.drills.quiz import (
    asks_to_stop,
    plan_series,
    read_quiz_args,
    series_too_long,
    series_too_short,
    series_topic,
    single_ref,
    typed_as_rules,
)
from bot.drills.table_moves import chatter_of
from bot.i18n import LANGUAGES, Translator
from bot.storage import User
from bot.storage.repo_quiz import QuizPollRecord, QuizScore, QuizSeries, RunningSeries
from bot.tg import records
from bot.tg.chat_members import first_name
from bot.tg.context import Context
from bot.tg.handlers.club_base import in_chat_language
from bot.tg.handlers.common import Who, language_of, send, who
from bot.tg.handlers.kings_common import KINGS_PLAY
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.views import quiz as view
from bot.views.chatter import said_back
from bot.views.names import short_name

GAME_KINDS: Final = frozenset({KINGS_PLAY, PLAY_KIND})
"""The kinds of a game's step (/kings play, /play against the bot): what waits under a poll is
said to be the player's game, not « the question asked before »."""

logger = logging.getLogger("muggins.handlers")


async def send_quiz_poll(
    context: Context,
    chat_id: int,
    ref: str,
    tr: Translator,
    *,
    series: QuizSeries | None = None,
    position: int = 1,
    asked_by: int | None = None,
) -> None:
    """Send one quiz poll and remember its id (-> chat, series, question, right option, and
    for a lone poll the player who asked for it, `asked_by`: only they stop it in a group):
    at once, or by the sender once Telegram gave the poll its id (`records.quiz_poll`)."""
    poll = view.build_poll(ref, shipped_quiz_bank(), context.bot_data.rng, tr)
    text = view.numbered(poll.text, position, series.size if series else 1, tr)
    record = records.quiz_poll(
        chat_id,
        series_id=series.id if series else None,
        position=position,
        ref=ref,
        topic=poll.topic,
        rule=poll.rule,
        correct=poll.correct,
        asked_by=asked_by,
    )
    message = await context.bot.send_quiz(
        chat_id,
        text.question,
        list(text.options),
        correct=poll.correct,
        explanation=text.explanation,
        record=record,
    )
    if message is not None and message.poll is not None:
        await records.store(
            context.bot_data.db, record, message.message_id, poll_id=message.poll.id
        )


async def quiz_command(update: Update, context: Context) -> None:
    """/quiz (/regles): one rules poll; /quiz 10: a series of ten; /quiz kings [N]: the
    Kings Cribbage questions (never in a default series). In a club's group, in the club's
    language (a series' next polls too: it keeps the language it started in); there, while
    another member's series runs, neither: the group plays one series at a time. Typed as
    /regles (/rules), which a newcomer sends for the rules, one line says first that it is a
    quiz and that /guide explains the rules."""
    sender = await who(update, context)
    if sender is None:
        return
    player = await in_chat_language(context, sender)
    message = update.effective_message
    by_alias = typed_as_rules(message.text if message is not None else None)
    if asks_to_stop(context.args or []):  # « /quiz stop »: as /cancel stops a series
        if await stop_series(context, player):
            return
        running = None
        if not player.private:  # another member's: whose, and who can stop it
            running = await context.bot_data.db.quiz.running_series(player.chat_id, player.user_id)
        if running is not None:
            await _say_running(context, player, running)
        else:
            await send(context, player.chat_id, view.no_series(player.tr, name=player.group_name))
        return
    asked = read_quiz_args(context.args or [])
    if asked is None:  # « /quiz bof »: named over the usage; « /quiz 50 »: too many; « aide »
        typed = " ".join(context.args or [])
        unread = None if asks_for_help(typed) or asks_what_it_is(typed) else typed
        too_many = series_too_long(context.args or [])
        too_few = series_too_short(context.args or [])
        reply = view.usage(
            player.tr, unread, too_many=too_many, too_few=too_few, name=player.group_name
        )
        await send(context, player.chat_id, reply)
        return
    topic, size = asked
    if not player.private:  # a group plays one series at a time: no polls interleaved
        running = await context.bot_data.db.quiz.running_series(player.chat_id, player.user_id)
        if running is not None:
            lead = view.rules_alias_line(player.tr) if by_alias else None
            await _say_running(context, player, running, lead=lead)
            return
    rng = context.bot_data.rng
    bank = shipped_quiz_bank()
    if size == 1:
        if await _own_series_waits(context, player):
            return
        last = await context.bot_data.db.quiz.last_ref(player.chat_id)
        ref = single_ref(rng, bank, topic=topic, last=last)
        if by_alias:
            await send(context, player.chat_id, view.rules_alias_line(player.tr))
        await send_quiz_poll(context, player.chat_id, ref, player.tr, asked_by=player.user_id)
        return
    plan = plan_series(rng, bank, size, topic=topic)
    db = context.bot_data.db
    left_lines = []
    if not player.private:  # the ones left long ago: their starters' taps move them no more
        for left in await db.quiz.stop_left_series(player.chat_id, player.user_id):
            await _close(context, player.chat_id, await db.quiz.poll_message(left.chat_id, left.id))
            found = await first_name(context, player.chat_id, left.user_id)
            name = short_name(found) if found else ""
            left_lines.append(view.left_series_stopped(name, left.sent, left.size, player.tr))
    if (replaced := await db.quiz.stop_series(player.user_id, player.chat_id)) is not None:
        await _close(
            context, player.chat_id, await db.quiz.poll_message(player.chat_id, replaced.id)
        )
    series = await db.quiz.start_series(
        player.user_id, player.chat_id, lang=player.tr.lang, plan=plan
    )
    stopped = None if replaced is None else (replaced.sent, replaced.size)
    intro = view.series_intro(
        series.size,
        player.tr,
        group_starter=player.group_name,
        replaced=stopped,
        topic=topic,
        all_of_topic=series.size < size,
    )
    if by_alias:
        intro = "\n".join([view.rules_alias_line(player.tr), intro])
    await send(context, player.chat_id, "\n".join([*left_lines, intro]))
    await send_quiz_poll(context, player.chat_id, plan[0], player.tr, series=series, position=1)


async def typed_another(context: Context, player: Who, text: str) -> bool:
    """« encore », « une autre », "next" typed in private once a lone /quiz poll is answered,
    nothing asked since (it got « Je réponds aux comptes et aux commandes… »): another lone
    poll, as /quiz sends it (`Subscriptions.unanswered`; a poll still waiting is
    `typed_for_poll`'s). False otherwise: a hand dealt after the poll is what « encore » is
    about."""
    if not player.private or not asks_another(text):
        return False
    db = context.bot_data.db
    poll = await db.quiz.poll_message(player.chat_id, None)
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if poll is None or (latest is not None and (latest.message_id or 0) > poll):
        return False
    last = await db.quiz.last_ref(player.chat_id)
    ref = single_ref(context.bot_data.rng, shipped_quiz_bank(), last=last)
    await send_quiz_poll(context, player.chat_id, ref, player.tr, asked_by=player.user_id)
    return True


async def _own_series_waits(context: Context, player: Who) -> bool:
    """/quiz alone while the player's own series waits on its poll, even with a hand dealt
    (or dropped) since: say where it stands (a lone poll under it left it unanswered, and its
    answer moved nothing), and when a question asked since waits, that /cancel drops it before
    the series (as `cancel_command` does). False when no series of hers waits."""
    db = context.bot_data.db
    series = await db.quiz.waiting_series(player.user_id, player.chat_id)
    if series is None:
        return False
    asked_since = (
        await db.quiz.awaiting_poll(player.user_id, player.chat_id) is None
        and await db.questions.pending_question(player.user_id, player.chat_id) is not None
    )
    text = view.own_series_waits(
        series.sent, series.size, player.tr, name=player.group_name, asked_since=asked_since
    )
    await send(context, player.chat_id, text)
    return True


async def series_waits_line(context: Context, player: Who) -> str | None:
    """The line under /cancel's « Hand dropped. » while the player's series waits on its poll
    above (the hand was asked after it): it waits still, and the next /cancel stops it
    (HTML, in the player's language, as the line it follows). None when no series of hers
    waits."""
    series = await context.bot_data.db.quiz.waiting_series(player.user_id, player.chat_id)
    if series is None:
        return None
    return view.series_still_waits(series.sent, series.size, player.tr)


async def _say_running(
    context: Context, player: Who, running: RunningSeries, *, lead: str | None = None
) -> None:
    """Tell the group whose series runs (the name its starter answered under, else the one
    Telegram gives) and how to stop it or play in private, under `lead` (HTML: /regles' line
    saying the rules are in /guide)."""
    series, name = running.series, running.name
    if not name and (found := await first_name(context, player.chat_id, series.user_id)):
        name = short_name(found)
    text = view.series_running(
        name, series.sent, series.size, player.tr, asker=player.group_name, lead=lead
    )
    await send(context, player.chat_id, text)


async def typed_for_poll(context: Context, player: Who, text: str | None = None) -> bool:
    """A text typed in private while a quiz poll is the last thing asked there (after any
    question of the other drills), or while her series waits on its poll with nothing else
    pending (a hand dealt after it, then dropped): the answer is a tap on the poll, so say so,
    and that a question asked before the poll waits under it; a greeting, thanks or goodbye
    (`text`: « bonjour », « merci ») said back first, as under a count. False when no poll
    waits, and the text goes to the pending question, if any."""
    if not player.private:
        return False
    db = context.bot_data.db
    poll = await db.quiz.awaiting_poll(player.user_id, player.chat_id)
    in_series = poll is not None and poll.series_id is not None
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if poll is None:
        if pending is not None:
            return False
        if await db.quiz.waiting_series(player.user_id, player.chat_id) is None:
            return False
        in_series = True
    chatter = chatter_of(text) if text else None
    back = None if chatter is None else said_back(chatter, player.tr)
    tap = view.tap_the_poll(
        in_series=in_series,
        tr=player.tr,
        asked_before=pending is not None,
        said_back=back,
        game=pending is not None and pending.kind in GAME_KINDS,
    )
    await send(context, player.chat_id, tap)
    return True


async def stop_waiting_poll(context: Context, player: Who) -> bool:
    """/cancel (/annuler) while a quiz poll is the last thing asked in the chat: stop its
    series, or forget the lone poll the player asked for, and say so (in a group, naming the
    member, in the club's language); a member's own pending question there comes first, and a
    lone poll other members answered stays open, as she is told. False when no poll of theirs
    waits."""
    db = context.bot_data.db
    poll = await db.quiz.awaiting_poll(player.user_id, player.chat_id)
    if poll is None:
        return False
    if poll.series_id is not None:
        return await stop_series(context, player)
    if not player.private and await db.questions.pending_question(player.user_id, player.chat_id):
        return False
    message_id = await db.quiz.poll_message(player.chat_id, None)
    dropped = await db.quiz.drop_poll(poll.poll_id)
    player = await in_chat_language(context, player)
    if not dropped:  # other members answered it: kept, their answers count
        text = view.answered_poll_stays(player.tr, name=player.group_name)
        await send(context, player.chat_id, text)
        return True
    await send(context, player.chat_id, view.poll_stopped(player.tr, name=player.group_name))
    await _close(context, player.chat_id, message_id)
    return True


async def others_series(context: Context, player: Who) -> bool:
    """/cancel (/annuler) in a group with nothing of the member's own to stop, while another
    member's series runs there: say whose it is and who may stop it, as « /quiz stop » does
    (« Rien à abandonner : aucune question n'attend » denied the poll open before her eyes);
    else under another member's lone poll, whose it is (`_others_lone_poll`). False in
    private, or when neither is there."""
    if player.private:
        return False
    running = await context.bot_data.db.quiz.running_series(player.chat_id, player.user_id)
    if running is None:
        return await _others_lone_poll(context, player)
    await _say_running(context, await in_chat_language(context, player), running)
    return True


async def _others_lone_poll(context: Context, player: Who) -> bool:
    """/cancel (/annuler) in a group under another member's lone poll, with nothing of the
    player's own to stop: whose poll it is, and that he may answer it (or did), in his own
    language (« Rien à abandonner : aucune question n'attend » denied the poll above). False
    when the chat's latest poll is no other member's lone one, or its asker is unknown."""
    poll = await context.bot_data.db.quiz.others_lone_poll(player.chat_id, player.user_id)
    if poll is None:
        return False
    name = poll.name
    if not name:
        if (found := await first_name(context, player.chat_id, poll.asked_by)) is None:
            return False
        name = short_name(found)
    text = view.others_poll(name, player.tr, answered=poll.answered, asker=player.group_name)
    await send(context, player.chat_id, text)
    return True


async def stop_series(context: Context, player: Who) -> bool:
    """/cancel (/annuler) with no question pending: stop the player's quiz series in this
    chat, close its last poll and say so (in a club's group, in the club's language); False
    when no series was running."""
    db = context.bot_data.db
    series = await db.quiz.stop_series(player.user_id, player.chat_id)
    if series is None:
        return False
    player = await in_chat_language(context, player)
    topic = series_topic(series.plan, shipped_quiz_bank())
    said = view.series_stopped(
        series.sent, series.size, player.tr, name=player.group_name, topic=topic
    )
    await send(context, player.chat_id, said)
    await _close(context, player.chat_id, await db.quiz.poll_message(series.chat_id, series.id))
    return True


async def member_left(context: Context, chat_id: int, user: TgUser) -> None:
    """A member left the group: their series there stops, its last poll closed, and the group
    is told in the series' language (it waited on their taps, and only they could /cancel
    it: the others read « X can stop it » for half an hour)."""
    db = context.bot_data.db
    series = await db.quiz.stop_series(user.id, chat_id)
    if series is None:
        return
    tr = context.bot_data.i18n.translator(series.lang)
    name = short_name(user.first_name)
    await send(context, chat_id, view.series_left(name, series.sent, series.size, tr))
    await _close(context, chat_id, await db.quiz.poll_message(chat_id, series.id))


async def before_forget(context: Context, user_id: int) -> None:
    """/forget, before the player's rows are erased: their series running in groups stop, each
    group told in its series' language and its last poll closed (erased, it would stay open,
    and every member who tapped it would get a private note out of nowhere)."""
    db = context.bot_data.db
    for series in await db.quiz.stop_group_series(user_id):
        tr = context.bot_data.i18n.translator(series.lang)
        topic = series_topic(series.plan, shipped_quiz_bank())
        said = view.series_stopped(series.sent, series.size, tr, topic=topic)
        await send(context, series.chat_id, said)
        await _close(context, series.chat_id, await db.quiz.poll_message(series.chat_id, series.id))


async def _close(context: Context, chat_id: int, message_id: int | None) -> None:
    """Close the last poll of a quiz stopped (or replaced by a new series) in Telegram
    (stopPoll): it no longer counts, so nobody can tap it."""
    if message_id is not None:
        await context.bot.close_poll(chat_id, message_id)


async def poll_answer_received(update: Update, context: Context) -> None:
    """A quiz poll answer: record it for its user; in a series, send the next poll or the end."""
    answer = update.poll_answer
    if answer is None or answer.user is None or answer.user.is_bot:
        return
    user = answer.user
    db = context.bot_data.db
    stored = await db.users.get_or_create_user(user.id, language_code=user.language_code)
    outcome = await db.quiz.record_answer(
        answer.poll_id, user.id, name=short_name(user.first_name), option_ids=answer.option_ids
    )
    if outcome is None and answer.option_ids:  # a stopped quiz's poll, tapped before closed
        await tell_poll_stopped(context, answer.poll_id, stored, user)
        return
    if outcome is None or outcome.series is None:
        return
    series = outcome.series
    lang = series.lang
    if series.chat_id == series.user_id == user.id and stored.lang in LANGUAGES:
        lang = stored.lang  # in private, a /lang between two polls: the next ones follow it
    tr = context.bot_data.i18n.translator(lang)
    try:
        if outcome.next_position is not None:
            ref = series.plan[outcome.next_position - 1]
            await send_quiz_poll(
                context, series.chat_id, ref, tr, series=series, position=outcome.next_position
            )
        elif outcome.finished:
            scores = await db.quiz.series_scores(series.id)
            missed = await series_missed(context, series, scores)
            bank = shipped_quiz_bank()
            topic = series_topic(series.plan, bank)
            missed_refs = {poll.ref for poll in missed}
            asked = {q.id: q.text(tr.lang).question for q in bank if q.id in missed_refs}
            text = view.series_summary(
                scores, series.user_id, series.size, missed, tr, topic=topic, asked=asked
            )
            await send(context, series.chat_id, text)
    except TelegramError as error:
        logger.warning("quiz series %s could not go on: %s", series.id, error)


async def tell_poll_stopped(context: Context, poll_id: str, stored: User, user: TgUser) -> None:
    """A tap on a poll that no longer counts: said in private, where the quiz was stopped (a
    group's poll: the group read that its quiz stopped, and the member who tapped may never
    have written to the bot), in the player's language."""
    poll = await context.bot_data.db.quiz.get_poll(poll_id)
    if poll is not None and poll.chat_id != user.id:
        return
    tr = context.bot_data.i18n.translator(language_of(stored, user.language_code, context))
    await send(context, user.id, view.poll_stopped(tr))


async def series_missed(
    context: Context, series: QuizSeries, scores: Sequence[QuizScore]
) -> list[QuizPollRecord]:
    """The polls of a finished series that anyone who answered got wrong, in order (in
    private, the player's own misses): the rules the summary gives to review."""
    missed: dict[str, QuizPollRecord] = {}
    for user_id in {series.user_id, *(score.user_id for score in scores)}:
        for poll in await context.bot_data.db.quiz.series_missed(series.id, user_id):
            missed.setdefault(poll.poll_id, poll)
    return sorted(missed.values(), key=lambda poll: poll.position)


async def quiz_stats_lines(context: Context, player: Who) -> list[str]:
    """The /stats quiz line (answered, correct, weakest topic), in the player's language."""
    stats = await context.bot_data.db.quiz.quiz_stats(player.user_id)
    return view.stats_lines(stats, player.tr)
