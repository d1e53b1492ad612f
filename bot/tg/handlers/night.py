"""/soiree (/night): the club night at the hall, Muggins as the tournament secretary
(`bot.drills.night`).

In a group, an administrator opens one: `/soiree jeux50|fadoq|acc|<games> [jeux50|fadoq|acc]
[doubles] [61|121]`. One message presents it with the button `nj:<id>` (✅ to register); the
organizer adds players without Telegram (`/soiree ajouter Rita Cormier`), draws each round
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
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update

from bot.drills.club import deep_link
from bot.drills.night import (
    BOTH_LATE,
    DEFAULT_TARGET,
    TEAM_SIZE,
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
    not_read,
    order_of,
    read_setup,
    same_name,
    scores_of,
    setup_words,
    word_refused,
)
from bot.i18n import Translator
from bot.storage.repo_night import Night, NightUnderWay, Player
from bot.tg import records
from bot.tg.chat_members import admin_status
from bot.tg.club_jobs import club_translator
from bot.tg.context import Context
from bot.tg.handlers import night_close, night_keys, night_paper, night_rounds, night_scores
from bot.tg.handlers.club_base import chat_translator, club_of_chat, message_id_of
from bot.tg.handlers.common import (
    Press,
    Who,
    esc,
    fit,
    open_private_chat,
    own_translator,
    private_link,
    send,
    tell,
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
from bot.views import night_private
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
    args = list(context.args or [])
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
        await send(context, player.chat_id, fit(view.usage(tr, points)), reply_to=reply_to)
        return
    scores = scores_of(args)
    if current is not None and scores is not None:
        await night_scores.enter_score(context, player, current, scores, reply_to)
        return
    typed = " ".join(args) if current is not None and order is None else ""  # « 1211 95 »
    if typed and current and await night_scores.garbled(context, player, current, typed, reply_to):
        return
    if not args or order is Order.STANDINGS:  # anyone's to ask
        await _show(context, player.chat_id, latest, tr, asked=order is Order.STANDINGS)
        return
    admin = await admin_status(context, player.chat_id, player.user_id)
    if admin is None:  # Telegram could not say: not a refusal
        text = esc(night_words.not_checked_note(tr))
        await send(context, player.chat_id, text, reply_to=reply_to)
        return
    if not admin:
        if current is None and latest is not None and scores is not None:  # written too late
            text = night_words.score_after_close_line(tr)
            await send(context, player.chat_id, text, reply_to=reply_to)
            return
        target = None if current is None else current.target
        text = fit(night_words.admins_only_lines(target, tr))
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
                text = night_words.closed_line(again, tr)
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
        text = await _add(context, tr, night, rest, by, reply)
    elif order is Order.REMOVE:
        text = await _remove(context, tr, night, rest)
    elif order is Order.ROUND:
        await night_rounds.draw_round(context, night, tr, by)
    elif order in (Order.LATE, Order.ABSENT, Order.PRESENT):
        text = await night_rounds.mark(context, tr, night, order, rest, by)
    elif order is Order.SWAP:
        text = await night_rounds.swap_places(context, tr, night, rest)
    elif order is Order.LINK:
        text = await _link(context, tr, night, rest, replied, reply)
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
        await answer_query(query, night_words.listed_already_note(tr))
        return
    typed = same_name([p for p in state.players if p.user_id is None], name)
    if typed is not None and await db.nights.link_player(night.id, typed.id, player.user_id):
        # the organizer typed this member's name: the same person, one entry, now reachable
        await open_private_chat(query, context.bot.username, f"ns{night.id}")
        return
    if state.tables:
        await answer_query(query, night_words.rounds_begun_note(name, tr), alert=True)
        return
    if len(state.players) >= max_players(night.doubles):
        await answer_query(query, night_words.full_note(max_players(night.doubles), tr), alert=True)
        return
    added = await db.nights.add_player(night.id, name, player.user_id, None)
    if added is None:
        await answer_query(query, night_words.listed_already_note(tr))
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
            lines = [night_words.link_taken_line(typed.name, typed.number, player.tr)]
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
    written for it yet (as under the round's notice)."""
    waiting = None if state is None else state.waiting_table(player.user_id)
    if waiting is None or waiting.score is not None:
        return None
    return night_keys.won_lost_markup(waiting, player.tr)


async def _add(
    context: Context, tr: Translator, night: Night, words: list[str], by: int, reply: int | None
) -> str | None:
    """`/soiree ajouter Rita Cormier`: a player without Telegram; several, separated by
    commas (`/soiree ajouter Lise Gagnon, Marcel Roy`; before: one player named « Lise
    Gagnon, Marcel Roy », seated alone at a table). The reply names those added, then those
    on the list already, and stops at a full list."""
    names = [clean_name(part) for part in " ".join(words).split(",") if part.strip()]
    names = [name for name in names if name != "?"]
    if not names:
        return night_words.add_how_line(tr)
    state = await load(context, night)
    if state.tables:
        return await _add_late(context, tr, night, state, names, by, reply)
    db = context.bot_data.db
    players = state.players
    added: list[str] = []
    refused: list[str] = []
    for name in names:
        if len(players) >= max_players(night.doubles):
            refused.append(esc(night_words.full_note(max_players(night.doubles), tr)))
            break
        same = same_name(players, name)
        if same is not None:
            refused.append(night_words.named_already_line(same.name, same.number, tr))
            continue
        await db.nights.add_player(night.id, name, None, by)
        players = await db.nights.night_players(night.id)
        added.append(name)
    if added:
        await refresh(context, night, tr)
    return "\n".join([*([night_words.added_line(added, tr)] if added else []), *refused])


async def _add_late(
    context: Context,
    tr: Translator,
    night: Night,
    state: State,
    names: list[str],
    by: int,
    reply: int | None,
) -> str | None:
    """`/soiree ajouter Fay Comeau` once the rounds have begun: each player added late loses
    the game of the round under way by default (seed 002; against the round's bye side, if
    any) and is drawn from the next round on (before: « on ne peut plus ajouter de joueur »,
    and the organizer had no way to seat a latecomer). In doubles, a team: its two players
    at once (a player alone makes no team). The round under way is posted again, their table
    in it; then the reply, which carries each one's own link to the private chat: the
    ✅ is gone, and her link links her entry there, whatever her name (`start_link`)."""
    db = context.bot_data.db
    players = state.players
    lines: list[str] = []
    seated: list[Player] = []
    if night.doubles:  # one team, its two players at once
        fresh = [name for name in names if same_name(players, name) is None]
        if len(fresh) != TEAM_SIZE or len(names) != TEAM_SIZE or len(players) % TEAM_SIZE:
            return night_words.add_team_late_line(tr)
        groups = [fresh]
    else:
        groups = [[name] for name in names]
    for group in groups:
        if len(players) + len(group) > max_players(night.doubles):
            lines.append(esc(night_words.full_note(max_players(night.doubles), tr)))
            break
        same = same_name(players, group[0])
        if same is not None:
            lines.append(night_words.named_already_line(same.name, same.number, tr))
            continue
        added = await db.nights.add_latecomer(night, group, by, state.drawn)
        if added is None:
            break
        joined, table = added
        seated += joined
        players = await db.nights.night_players(night.id)
        names_now = {p.id: p.name for p in players}
        late = tuple(p.id for p in joined)
        bye = None if table.b is None else view.side_name(table.a, names_now, tr)
        if table.b is not None and table.score != BOTH_LATE:  # the bye side, told in private
            late_name = view.side_name(late, names_now, tr)
            for user in (await load(context, night)).users(table.a):
                own = await own_translator(context, user)
                text = night_private.bye_won_line(late_name, table.round, night.target, own)
                await tell(context, user, text)
        lines.append(
            night_words.latecomer_line(
                view.side_name(late, names_now, tr),
                [p.number for p in joined],
                (table.round, table.round + 1),
                night.target,
                bye,
                tr,
            )
        )
    text = "\n".join(lines)
    if not seated:  # none added: the reply alone
        return text
    # the round under way posted again, their table in it (before: the group's post still
    # showed the bye, and no latecomer)
    state = await load(context, night)
    latecomers = [side for side in state.sides if set(side) <= {p.id for p in seated}]
    await send(context, night.chat_id, fit(view.round_post(state, state.drawn, latecomers, tr)))
    markup = _own_links(context, night, seated, tr)
    await send(context, night.chat_id, text, markup=markup, reply_to=reply)
    return None


def _own_links(
    context: Context, night: Night, players: Sequence[Player], tr: Translator
) -> InlineKeyboardMarkup:
    """Each player's own link to the private chat (`ns<id>_<number>`), which links her entry
    to the Telegram account that opens it, whatever its name (before: the night's link, which
    found her by her name alone): one button, or one per player, named."""
    if len(players) == 1:
        label = night_words.latecomer_link_label(tr)
        return private_link(context, f"ns{night.id}_{players[0].number}", label)
    rows = [
        [
            InlineKeyboardButton(
                night_words.latecomer_named_link_label(p.name, tr),
                url=deep_link(context.bot.username, f"ns{night.id}_{p.number}"),
            )
        ]
        for p in players
    ]
    return InlineKeyboardMarkup(rows)


async def _link(
    context: Context,
    tr: Translator,
    night: Night,
    words: list[str],
    member: int | None,
    reply: int | None,
) -> str | None:
    """`/soiree lier 4` in reply to a member's message: player 4 of the list (added by name,
    or a latecomer whose Telegram name is not the one typed) is that member, who gets her
    tables in private from then on (before: no way to link her but her name, typed exactly as
    on Telegram). The reply carries her own link, which opens that chat."""
    if member is None or not words:
        return night_words.link_how_line(tr)
    state = await load(context, night)
    player = find_player(state.players, words)
    if player is None:
        return night_words.unknown_player_line(state.players, words, tr)
    listed = state.player_of(member)
    if listed is not None:
        return night_words.linked_already_line(listed.name, listed.number, tr)
    if player.user_id is not None or not await context.bot_data.db.nights.link_player(
        night.id, player.id, member
    ):
        return night_words.link_taken_line(player.name, player.number, tr)
    text = night_words.linked_by_organizer_line(player.name, player.number, tr)
    markup = _own_links(context, night, [player], tr)
    await send(context, night.chat_id, text, markup=markup, reply_to=reply)
    return None


async def _remove(context: Context, tr: Translator, night: Night, words: list[str]) -> str:
    """`/soiree retirer Lise` (or `retirer 3`; several between commas, or numbers alone:
    `retirer 2 5`, before: « 2 5 » was read as a name not on the list): players taken off the
    list before the first round, the list renumbered and shown again; a name not found is
    answered as for `absent` (« Vouliez-vous dire … »), and none is removed then. Once the
    rounds have begun, the reply says to mark the player absent instead (before: the order
    was not understood)."""
    parts = [part.split() for part in " ".join(words).split(",") if part.strip()]
    if all(w.isdigit() for part in parts for w in part):  # `retirer 2 5`: two players
        parts = [[w] for part in parts for w in part]
    if not parts:
        return night_words.remove_how_line(tr)
    state = await load(context, night)
    found = [find_player(state.players, part) for part in parts]
    if state.tables:
        number = found[0].number if len(found) == 1 and found[0] is not None else None
        return night_words.remove_too_late_line(number, tr)
    unknown = [part for part, player in zip(parts, found, strict=True) if player is None]
    if unknown:
        return "\n".join(
            night_words.unknown_player_line(state.players, part, tr) for part in unknown
        )
    named = list({p.id: p for p in found if p is not None}.values())
    removed = await context.bot_data.db.nights.remove_players(night.id, named)
    if not removed:  # a round was drawn meanwhile
        return night_words.remove_too_late_line(None, tr)
    await refresh(context, night, tr)
    for player in removed:  # a member who pressed ✅ is told, in their language
        if player.user_id is not None:
            own = await own_translator(context, player.user_id)
            await tell(context, player.user_id, night_private.removed_line(own))
    first = min(p.number for p in removed)
    gone = {p.id for p in removed}
    moved = any(p.number > first and p.id not in gone for p in state.players)  # renumbered
    return night_words.removed_line([p.name for p in removed], tr, moved=moved)


# -- Rounds -----------------------------------------------------------------------------------


# -- Showing ----------------------------------------------------------------------------------


async def _show(
    context: Context, chat_id: int, night: Night | None, tr: Translator, *, asked: bool = False
) -> None:
    """/soiree alone: the latest night as it stands, under its ✅ while players may join
    (`asked`: « /soiree classement », the ranking rule written out)."""
    state = None if night is None else await load(context, night)
    markup = None
    if state is not None and state.night.is_open and not state.tables:
        markup = join_markup(state.night, tr)
    *before, last = split(view.shown_lines(state, tr, asked=asked))  # a long night: 2 posts
    for text in before:
        await send(context, chat_id, text)
    await send(context, chat_id, last, markup=markup)


async def _private(context: Context, player: Who, args: list[str]) -> None:
    """/soiree in private: a score (`/soiree 121 98`), the organizer's help (`aide`), where
    an order of the organizer is typed (`retirer Ben`: in the group; before, « Vous ne jouez à
    aucune soirée » and no help), else the player's nights."""
    db = context.bot_data.db
    tr = player.tr
    order = order_of(args[0]) if args else None
    if order is Order.HELP:
        await send(context, player.chat_id, fit(view.usage(tr)))
        return
    nights = await db.nights.user_open_nights(player.user_id)
    shown = (Order.STANDINGS, Order.ROUND) if nights else (Order.STANDINGS,)  # « ronde »: theirs
    if order is not None and order not in shown:
        await send(context, player.chat_id, night_words.orders_in_group_line(" ".join(args), tr))
        return
    scores = scores_of(args)
    if scores is not None and nights:
        await night_scores.enter_score(context, player, nights[0], scores, None)
        return
    if not nights:
        closed = scores is not None and await db.nights.closed_nights_played(player.user_id, 1)
        if closed:  # their night closed before they wrote it
            text = night_words.score_after_close_line(tr, private=True)
        else:  # with how their last nights ended, as /stats says it (before: not a word)
            lines = [night_words.no_night_of_yours_line(tr)]
            played = await night_paper.stats_lines(context, player)
            text = fit([*lines, "", *played] if played else lines)
        await send(context, player.chat_id, text)
        return
    for night in nights:
        state = await load(context, night)
        await send(
            context, player.chat_id, fit(night_private.private_lines(state, player.user_id, tr))
        )
