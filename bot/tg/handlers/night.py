"""/soiree (/night): the club night at the hall, Muggins as the tournament secretary
(`bot.drills.night`).

In a group, an administrator opens one: `/soiree jeux50|fadoq|acc|<games> [jeux50|fadoq|acc]
[doubles] [61|121]`. One message presents it with the button `nj:<id>` (✅ to register); the
organizer adds players without Telegram (`/soiree ajouter Rita Cormier`; the orders about
the list, `ajouter`, `retirer` and `lier`, are `bot.tg.handlers.night_list`), draws each round
(`/soiree ronde`: posted in the group, each player told in private « Ronde 3 — table 2, contre
Gaston Roy »), marks a player late or absent (`retard 3`, `absent 3`, `present 3`), swaps two
players of the round (`echanger 2 5`: those orders about the rounds are
`bot.tg.handlers.night_rounds`), sets a score (`corriger 3 2 121 95`), prints the
scorecards (`feuilles`, a PDF) and closes the night (`fermer`, asked first while games are
left: `bot.tg.handlers.night_close`; it also closes when the last score is confirmed).
Players write their score with `/soiree 121 98` (in the group or in private), confirmed by
the opponent (`bot.tg.handlers.night_scores`). `/soiree` alone shows the night: its players,
or its standings and the round under way.
"""

from __future__ import annotations

import re
import secrets
from datetime import date, time
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.daily_time import zone
from bot.drills.night import (
    DEFAULT_TARGET,
    closed_when,
    max_players,
)
from bot.drills.night_args import (
    BadWords,
    Order,
    Refusal,
    correction_doubt,
    correction_of,
    find_player,
    garbled_score,
    lone_points,
    not_read,
    order_of,
    read_setup,
    same_name,
    scores_of,
    setup_words,
    unglued,
    word_refused,
)
from bot.drills.night_asked import asks_about_night, asks_standings, game_words, spelled_target
from bot.i18n import Translator
from bot.storage.repo_night import Night, NightUnderWay
from bot.tg import records
from bot.tg.chat_members import admin_status
from bot.tg.club_jobs import club_translator, timezone_of
from bot.tg.context import Context
from bot.tg.handlers import (
    night_close,
    night_keys,
    night_list,
    night_paper,
    night_rounds,
    night_scores,
)
from bot.tg.handlers.club_base import chat_translator, club_of_chat, message_id_of
from bot.tg.handlers.common import (
    Press,
    Who,
    esc,
    fit,
    open_private_chat,
    send,
    who,
)
from bot.tg.handlers.night_base import (
    ID_PATTERN,
    clean_name,
    join_markup,
    load,
    night_press,
    refresh,
)
from bot.tg.handlers.questions import answer_query
from bot.tg.posting import split
from bot.views import night as view
from bot.views import night_help as help_view
from bot.views import night_list as list_words
from bot.views import night_private, replies
from bot.views import night_replies as night_words
from bot.views import night_score_posts as score_posts
from bot.views import night_score_replies as score_words
from bot.views.night import State

JOIN_PATTERN: Final = re.compile(rf"^nj:({ID_PATTERN})$")
START_PATTERN: Final = re.compile(rf"^ns({ID_PATTERN})(?:_(\d{{1,2}}))?$")
"""The /start payload of the private chat's link the ✅ opens (`t.me/<bot>?start=ns<id>`):
there the player gets their table at each round; a latecomer's link, and the one under
`/soiree lier`, carry her number on the list (`ns<id>_4`): that entry is hers, whatever her
name on Telegram."""


# -- /soiree ----------------------------------------------------------------------------------


async def night_command(update: Update, context: Context) -> None:
    """/soiree (/night): open, show and run a club night (group); write a score (anywhere)."""
    player = await who(update, context)
    if player is None:
        return
    args = unglued(context.args or [])  # « ronde2 »: « ronde 2 »
    reply_to = message_id_of(update)
    if player.private:
        await _private(context, player, args)
        return
    club = await club_of_chat(update, context)
    if club is None:
        return
    db = context.bot_data.db
    current = await db.nights.open_night(player.chat_id)
    latest = current or await db.nights.latest_night(player.chat_id)
    # the group's posts in the night's language (the club's, if it sets one), whoever types;
    # a new night's: the club's, else the organizer's
    own = club_translator(club, player.tr, context)
    tr = own if latest is None else await chat_translator(context, player.chat_id, latest.lang)
    order = order_of(args[0]) if args else None
    if order is Order.HELP:
        points = DEFAULT_TARGET if current is None else current.target
        doubles = current is not None and current.doubles
        admin = await admin_status(context, player.chat_id, player.user_id)
        # unsure: the whole help
        shown = help_view.player_usage if admin is False else help_view.usage
        text = fit(shown(tr, points, doubles=doubles))
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    scores = scores_of(args)
    if current is not None and scores is None and order is None and args:
        # « /soiree j'ai gagné 121 à 98 »: read as typed without the command (before: « Je
        # n'ai pas trouvé de pointage dans ce message »)
        scores = await night_scores.read_said(context, player, current, " ".join(args))
    if current is not None and scores is not None:
        await night_scores.enter_score(context, player, current, scores, reply_to)
        return
    if current is None and scores is not None and await db.nights.user_open_nights(player.user_id):
        # typed in the wrong group: their night is open in another one
        text = night_words.night_elsewhere_line(scores, tr)
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    typed = " ".join(args) if current is not None and order is None else ""  # « 1211 95 »
    if typed and current and await night_scores.garbled(context, player, current, typed, reply_to):
        return
    if (
        typed
        and current
        and lone_points(typed, current.target)
        and await night_scores.garbled(context, player, current, typed, reply_to, spoken=True)
    ):  # « /soiree 61 » by a player whose game waits: half a score (before: « Seuls les
        # administrateurs du groupe mènent la soirée. »)
        return
    if (
        typed
        and current
        and spelled_target(typed, current.target)
        and await night_scores.garbled(context, player, current, typed, reply_to, spelled=True)
    ):  # « /soiree cent vingt et un à quatre-vingt-dix-huit »: in figures (before: « Seuls
        # les administrateurs du groupe mènent la soirée. »)
        return
    asking = order is None and asks_about_night(" ".join(args))  # « c'est quoi ma table? »
    if not args or order is Order.STANDINGS or asking:  # anyone's to ask (a question: before,
        # « Seuls les administrateurs du groupe mènent la soirée. »)
        standings = order is Order.STANDINGS or (asking and asks_standings(" ".join(args)))
        await _show(context, player.chat_id, player.user_id, latest, tr, asked=standings)
        return
    admin = await admin_status(context, player.chat_id, player.user_id)
    if admin is None:  # Telegram could not say: not a refusal
        text = esc(replies.not_checked_note(tr))
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    if not admin:
        if current is None and latest is not None and scores is not None:  # written too late
            ranked = not view.nothing_scored(await load(context, latest))
            text = night_words.score_after_close_line(tr, standings=ranked)
            await send(context, player.chat_id, text, reply_to=reply_to)
            return
        target = None if current is None else current.target
        correcting = order is Order.CORRECT
        text = fit(night_words.admins_only_lines(target, tr, correcting=correcting))
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    if current is None:
        if latest is not None and order is Order.SHEETS:  # the closed night's, final standings
            await night_paper.send_sheets(context, latest, tr)
            return
        if order is not None:
            if latest is None:
                text = night_words.no_night_line(tr)
            else:
                again = setup_words((await load(context, latest)).about)
                by_itself = await _closed_by_itself(context, latest)
                text = night_words.closed_line(again, tr, by_itself)
            await send(context, player.chat_id, text, reply_to=reply_to)
            return
        await _create(context, player, own, args, reply_to)
        return
    if typed and garbled_score(typed, current.target) is not None:  # no game of theirs
        drawn = (await load(context, current)).drawn
        text = fit(score_words.organizer_slip_lines(typed, drawn, current.target, tr))
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    if order is None and (refused := word_refused(args)) is not None:
        text = fit([esc(night_words.bad_words_note(refused, tr)), night_words.orders_line(tr)])
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    replied = _replied_member(update)
    await _organize(context, player.user_id, tr, current, order, args[1:], reply_to, replied)


def _replied_member(update: Update) -> int | None:
    """The member whose message the order replies to (not a bot's, nor the start of a forum
    topic, which every message of the topic « replies » to), if any."""
    message = update.effective_message
    original = None if message is None else message.reply_to_message
    if original is not None and original.forum_topic_created is not None:
        return None
    author = None if original is None else original.from_user
    return None if author is None or author.is_bot else author.id


async def _organize(
    context: Context,
    by: int,
    tr: Translator,
    night: Night,
    order: Order | None,
    rest: list[str],
    reply: int | None,
    replied: int | None = None,
) -> None:
    """An administrator's order about the open night (`text`: the reply to it; `replied`: the
    member whose message it replies to)."""
    text: str | None = None
    if order is Order.ADD:
        text = await night_list.add_players(context, tr, night, rest, by, reply)
    elif order is Order.REMOVE:
        text = await night_list.remove_players(context, tr, night, rest)
    elif order is Order.ROUND:
        await night_rounds.draw_round(context, night, tr, by)
    elif order in (Order.LATE, Order.ABSENT, Order.PRESENT):
        text = await night_rounds.mark(context, tr, night, order, rest, by)
    elif order is Order.SWAP:
        text = await night_rounds.swap_places(context, tr, night, rest)
    elif order is Order.LINK:
        text = await night_list.link_player(context, tr, night, rest, replied, reply)
    elif order is Order.CORRECT:  # `corriger R T a b` (or `T a b`: the round under way)
        state = await load(context, night)
        asked = correction_of(rest, state.drawn)
        table = None if asked is None else state.table(asked[0], asked[1])
        confirmed = None if table is None or not table.confirmed else table.score

        def exists(round_: int, table_no: int) -> bool:  # a game of a round drawn (no bye)
            found = state.table(round_, table_no)
            return found is not None and found.b is not None

        if asked is None:
            text = (
                night_words.correct_how_line(tr, night.target, not_read(rest))
                if state.drawn
                else night_words.no_round_yet_line(tr)
            )
        elif (doubt := correction_doubt(rest, asked, exists, confirmed)) is not None:
            shown = state.table(*doubt)
            assert shown is not None
            lines = score_posts.correction_doubt_lines(
                shown.model, state.names, night.target, tr, confirmed=shown.confirmed
            )
            text = fit(lines)
        else:
            await night_scores.correct(context, night, by, *asked, reply)
    elif order is Order.CLOSE:  # asked first while games are left
        await night_close.ask_close(context, night, by, reply)
    elif order is Order.SHEETS:
        await night_paper.send_sheets(context, night, tr)
    else:
        text = night_words.open_line(tr)
    if text is not None:
        await send(context, night.chat_id, text, reply_to=reply)


async def _closed_by_itself(context: Context, night: Night) -> tuple[date | None, time] | None:
    """When a closed night closed by itself (its last score confirmed), on the club's clock
    (the day None: today); None when an organizer closed it."""
    if night.closed_at is None or night.closed_by is not None:
        return None
    data = context.bot_data
    club = await data.db.clubs.get_club(night.chat_id)
    default = data.config.default_tz
    name = default if club is None else timezone_of(club, default)
    return closed_when(night.closed_at, data.db.now(), zone(name))


async def _create(
    context: Context, player: Who, tr: Translator, args: list[str], reply: int | None
) -> None:
    try:
        wanted = read_setup(args)
    except BadWords as error:
        if scores_of(args) is not None:  # a score, but no night is open
            text = night_words.no_night_line(tr)
        elif error.refusal is Refusal.WORD and error.word.isdigit():  # « acc 7 »: 7 first
            note = esc(night_words.bad_words_note(error, tr))
            text = fit([note, night_words.rounds_first_line(error.word, args, tr)])
        else:
            note = esc(night_words.bad_words_note(error, tr))
            text = fit([note, night_words.open_example_line(tr)])
        await send(context, player.chat_id, text, reply_to=reply)
        return
    db = context.bot_data.db
    try:
        night = await db.nights.create_night(
            night_id=secrets.token_hex(5),
            chat_id=player.chat_id,
            format=wanted.format.value,
            ranking=wanted.ranking.value,
            doubles=wanted.doubles,
            games=wanted.games,
            target=wanted.target,
            lang=tr.lang,
            created_by=player.user_id,
        )
    except NightUnderWay:
        return
    await send(
        context,
        player.chat_id,
        fit(view.presentation(wanted, [], tr)),
        markup=join_markup(night, tr),
        record=records.night(night.id),
    )


@Press.about(night_press, JOIN_PATTERN, here=True)
async def join_button(context: Context, press: Press, night: Night) -> None:
    """The presentation's ✅: register the member who pressed it. A member whose name the
    organizer typed already (`/soiree ajouter`, accents and case aside) is that entry: it is
    linked to them, so they get their table in private and are not listed twice."""
    query, player = press.query, press.player
    db = context.bot_data.db
    tr = player.tr
    state = await load(context, night)
    name = clean_name(query.from_user.full_name)
    if state.player_of(player.user_id) is not None:
        await answer_query(query, list_words.listed_already_note(tr))
        return
    typed = same_name([p for p in state.players if p.user_id is None], name)
    if typed is not None and await db.nights.link_player(night.id, typed.id, player.user_id):
        # the organizer typed this member's name: the same person, one entry, now reachable
        await open_private_chat(query, context.bot.username, f"ns{night.id}")
        return
    if state.tables:
        await answer_query(query, list_words.rounds_begun_note(name, tr), alert=True)
        return
    if len(state.players) >= max_players(night.doubles):
        await answer_query(query, night_words.full_note(max_players(night.doubles), tr), alert=True)
        return
    added = await db.nights.add_player(night.id, name, player.user_id, None)
    if added is None:
        await answer_query(query, list_words.listed_already_note(tr))
        return
    await open_private_chat(query, context.bot.username, f"ns{night.id}")
    await refresh(context, night, await chat_translator(context, night.chat_id, night.lang))


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """/start ns<id> in private (`START_PATTERN`, the ✅'s link): the player's night and, once a
    round is drawn, where they sit (under « I won » / « I lost »); from now on their table
    reaches them here."""
    db = context.bot_data.db
    night = await db.nights.get_night(match[1])
    state = None if night is None or not night.is_open else await load(context, night)
    lines: list[str] = []
    if night is not None and state is not None and state.player_of(player.user_id) is None:
        # added by name (a latecomer: the ✅ is gone once the rounds began): her own link's
        # entry, whatever her name here, else the entry under this member's name
        own = None if match[2] is None else find_player(state.players, [match[2]])
        typed = own or same_name([p for p in state.players if p.user_id is None], player.name)
        if typed is not None and typed.user_id is not None:
            lines = [list_words.link_taken_line(typed.name, typed.number, player.tr)]
        elif typed is not None and await db.nights.link_player(night.id, typed.id, player.user_id):
            state = await load(context, night)
    lines = lines or night_private.linked_lines(state, player.user_id, player.tr, player.name)
    text = fit(lines)
    await send(context, player.chat_id, text, markup=_won_lost_keys(state, player))


async def night_waits(context: Context, player: Who) -> None:
    """A plain /start (not the ✅'s link) while a night the player plays in is under way: their
    table of the round and how to write the score, under « I won » / « I lost », as under
    the round's notice (at the hall, a player just presses Start)."""
    for night in await context.bot_data.db.nights.user_open_nights(player.user_id):
        state = await load(context, night)
        lines = night_private.started_lines(state, player.user_id, player.tr)
        if not lines:  # before the first round, or their score is in: nothing waits
            continue
        await send(context, player.chat_id, fit(lines), markup=_won_lost_keys(state, player))


def _won_lost_keys(state: State | None, player: Who) -> InlineKeyboardMarkup | None:
    """« I won » / « I lost » under the player's table waiting for its score, if no score was
    written for it yet (as under the round's notice: `NightState.unscored_table`)."""
    waiting = None if state is None else state.unscored_table(player.user_id)
    return None if waiting is None else night_keys.won_lost_markup(waiting, player.tr)


# -- Rounds -----------------------------------------------------------------------------------


# -- Showing ----------------------------------------------------------------------------------


async def _show(
    context: Context,
    chat_id: int,
    user_id: int,
    night: Night | None,
    tr: Translator,
    *,
    asked: bool = False,
) -> None:
    """/soiree alone: the latest night as it stands, under its ✅ while players may join
    (`asked`: « /soiree classement », the ranking rule written out); before any night, the
    help of who typed it (`user_id`: the organizer's commands, or what a player does)."""
    state = None if night is None else await load(context, night)
    markup = None
    if state is not None and state.night.is_open and not state.tables:
        markup = join_markup(state.night, tr)
    admin = True if state is not None else await admin_status(context, chat_id, user_id)
    # a long night: 2 posts
    *before, last = split(view.shown_lines(state, tr, asked=asked, admin=admin))
    for text in before:
        await send(context, chat_id, text)
    await send(context, chat_id, last, markup=markup)


async def _private(context: Context, player: Who, args: list[str]) -> None:
    """/soiree in private: a score (`/soiree 121 98`), what a player does (`aide`: the
    organizer's commands are typed, and listed, in the group), where an order of the organizer
    is typed (`retirer Ben`: in the group; before, « Vous ne jouez à aucune soirée » and no
    help), `ronde` once her night closed: that it is over, `classement` with no night under
    way: their last night's final standings, else the player's nights."""
    db = context.bot_data.db
    tr = player.tr
    order = order_of(args[0]) if args else None
    nights = await db.nights.user_open_nights(player.user_id)
    if order is Order.HELP:  # what a player does; the organizer's commands: in the group
        ours = nights[0] if nights else None
        points = DEFAULT_TARGET if ours is None else ours.target
        doubles = ours is not None and ours.doubles
        await send(
            context, player.chat_id, fit(help_view.player_usage(tr, points, doubles=doubles))
        )
        return
    # « ronde » once her night closed: said so, as /soiree alone (before: « Les commandes de
    # l'organisateur se tapent dans le groupe… », an order she never meant to give)
    if (
        order is Order.ROUND
        and not nights
        and await db.nights.closed_nights_played(player.user_id, 1)
    ):
        order = None
    shown = (Order.STANDINGS, Order.ROUND) if nights else (Order.STANDINGS,)  # « ronde »: theirs
    if order is not None and order not in shown:
        await send(context, player.chat_id, night_words.orders_in_group_line(" ".join(args), tr))
        return
    scores = scores_of(args)
    if scores is None and order is None and args and nights:  # « /soiree j'ai gagné 121 à 98 »
        scores = await night_scores.read_said(context, player, nights[0], " ".join(args))
    if scores is not None and nights:
        await night_scores.enter_score(context, player, nights[0], scores, None)
        return
    running = [] if nights else await db.nights.organized_open_nights(player.user_id)
    if running and scores is None:  # its organizer, not playing: the night as the group has it
        for night in running:
            seen = view.shown_lines(await load(context, night), tr, asked=order is Order.STANDINGS)
            for text in split([night_private.running_line(tr), "", *seen]):
                await send(context, player.chat_id, text)
        return
    if not nights and order is Order.STANDINGS:  # their last night's, final (before: « Vous
        # ne jouez à aucune soirée », and their own place only)
        last = await db.nights.closed_nights_played(player.user_id, 1)
        if last:
            state = await load(context, last[0][0])
            for text in split(view.shown_lines(state, tr)):
                await send(context, player.chat_id, text)
            return
    if not nights:
        closed = scores is not None and await db.nights.closed_nights_played(player.user_id, 1)
        if closed:  # their night closed before they wrote it
            ranked = not view.nothing_scored(await load(context, closed[0][0]))
            text = night_words.score_after_close_line(tr, private=True, standings=ranked)
        else:  # with how their last nights ended, as /stats says it (before: not a word)
            played = await night_paper.stats_lines(context, player)
            last = await db.nights.closed_nights_played(player.user_id, 1)
            if last and view.nothing_scored(await load(context, last[0][0])):
                over = list_words.last_night_unscored_line  # no standings to point to
            elif played or last:  # on its list, absent all night: over all the same
                over = list_words.last_night_over_line
            else:
                over = list_words.no_night_of_yours_line
            lines = [over(tr)]
            text = fit([*lines, "", *played] if played else lines)
        await send(context, player.chat_id, text)
        return
    asked = order is Order.STANDINGS
    for night in nights:
        state = await load(context, night)
        lines = night_private.private_lines(state, player.user_id, tr, asked=asked)
        await send(context, player.chat_id, fit(lines))


async def typed_asked(context: Context, player: Who, text: str) -> bool:
    """A question about the night typed in private by one of its players (« c'est quoi ma
    table? », « contre qui je joue? », "where am I in the standings?": `asks_about_night`;
    before, « Je réponds aux comptes et aux commandes… »), or words about their game waiting
    for its score (« j'ai gagné », « oui c'est correct »: `_about_their_game`): /soiree's
    answer in private, their table and how to write its score or who confirms it, or the
    standings (a `Subscriptions.unanswered` reader). False in a group, for any other text, or
    for a member in no open night."""
    said = None if asks_about_night(text) else game_words(text)
    if not player.private or (said is None and not asks_about_night(text)):
        return False
    nights = await context.bot_data.db.nights.user_open_nights(player.user_id)
    answered = False
    for night in nights:
        state = await load(context, night)
        if said is not None and not _about_their_game(state, player.user_id, said):
            continue
        asked = said is None and asks_standings(text)  # « je suis où dans le classement? »
        lines = night_private.private_lines(state, player.user_id, player.tr, asked=asked)
        for part in split(lines):
            await send(context, player.chat_id, part)
        answered = True
    return answered


def _about_their_game(state: State, user_id: int, said: str) -> bool:
    """Whether words without a number (`game_words`) are about the user's game waiting for
    its score: a result (« j'ai gagné ») while one waits, a yes (« oui c'est correct ») while
    the other side's score waits for their ✅ (before: « Je réponds aux comptes et aux
    commandes… », and they did not know to write the points, or to press ✅ in the group)."""
    table = state.waiting_table(user_id)
    if table is None:
        return False
    if said == "agreed":
        return table.score is not None and not (
            table.disputed or state.written_by_side(table, user_id)
        )
    return True
