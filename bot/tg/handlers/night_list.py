"""The list of players of a club night (/soiree), as the organizer keeps it: players added
by name (`ajouter`, several between commas), before the first round or late (a latecomer
loses the game of the round under way by default, the round is posted again with her table,
and she gets her own link to the private chat, which links her entry to her Telegram
account), a player linked to a member's account by her number (`lier 4`, in reply to one of
her messages), players taken off the list before the first round (`retirer`). The night's
other orders are `bot.tg.handlers.night`.
"""

from __future__ import annotations

from collections.abc import Sequence

from telegram import InlineKeyboardButton, InlineKeyboardMarkup

from bot.drills.club import deep_link
from bot.drills.night import BOTH_LATE, TEAM_SIZE, Format, max_players
from bot.drills.night_args import find_player, names_said, same_name
from bot.i18n import Translator
from bot.storage.repo_night import Night, Player
from bot.tg.context import Context
from bot.tg.handlers.common import esc, fit, own_translator, private_link, send, tell
from bot.tg.handlers.night_base import clean_name, load, refresh
from bot.views import night as view
from bot.views import night_list as list_words
from bot.views import night_private
from bot.views import night_replies as night_words
from bot.views.night import State


async def add_players(
    context: Context, tr: Translator, night: Night, words: list[str], by: int, reply: int | None
) -> str | None:
    """`/soiree ajouter Rita Cormier`: a player without Telegram; several, separated by
    commas or « et » (`/soiree ajouter Lise Gagnon, Marcel Roy et Rita Cormier`; before: one
    player named « Lise Gagnon, Marcel Roy », seated alone at a table). The reply names those
    added, then those on the list already, and stops at a full list."""
    names = [clean_name(part) for part in names_said(words)]
    names = [name for name in names if name != "?"]
    if not names:
        return list_words.add_how_line(tr)
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
            refused.append(list_words.named_already_line(same.name, same.number, tr))
            continue
        await db.nights.add_player(night.id, name, None, by)
        players = await db.nights.night_players(night.id)
        added.append(name)
    if added:
        await refresh(context, night, tr)
    return "\n".join([*([list_words.added_line(added, tr)] if added else []), *refused])


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
    ✅ is gone, and her link links her entry there, whatever her name
    (`bot.tg.handlers.night.start_link`)."""
    db = context.bot_data.db
    players = state.players
    lines: list[str] = []
    seated: list[Player] = []
    if night.doubles:  # one team, its two players at once
        fresh = [name for name in names if same_name(players, name) is None]
        if len(fresh) != TEAM_SIZE or len(names) != TEAM_SIZE or len(players) % TEAM_SIZE:
            return list_words.add_team_late_line(tr)
        groups = [fresh]
    else:
        groups = [[name] for name in names]
    for group in groups:
        if len(players) + len(group) > max_players(night.doubles):
            lines.append(esc(night_words.full_note(max_players(night.doubles), tr)))
            break
        same = same_name(players, group[0])
        if same is not None:
            lines.append(list_words.named_already_line(same.name, same.number, tr))
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
        with_her = await load(context, night)
        if table.b is not None and table.score != BOTH_LATE:  # the bye side, told in private
            for user in with_her.users(table.a):
                own = await own_translator(context, user)
                late_name = view.side_name(late, names_now, own)
                text = night_private.bye_won_line(
                    late_name, table.round, night.target, own, players=len(late)
                )
                await tell(context, user, text)
        lines.append(
            list_words.latecomer_line(
                view.side_name(late, names_now, tr),
                [p.number for p in joined],
                (table.round, table.round + 1),
                night.target,
                bye,
                Format(night.format),
                tr,
                last=table.round >= with_her.games,  # no round after it (jeux50's: counted anew)
            )
        )
    text = "\n".join(lines)
    if not seated:  # none added: the reply alone
        return text
    # the round under way posted again, their table in it (before: the group's post still
    # showed the bye, and no latecomer)
    state = await load(context, night)
    if Format(night.format) is Format.JEUX50 and night.games and state.games != night.games:
        # each against each, twice: more rounds now (before: « Ronde 2 sur 10 », unexplained)
        now = list_words.rounds_now_line([p.name for p in seated], state.games, night.games, tr)
        text = f"{now}\n{text}"
        # the count that applies now, stored at once: the round posted again below, /soiree
        # and the last round's close read it (before: « Ronde 1 sur 6 » until round 2, and a
        # latecomer added at round 6 of 6 saw the night close at that round's last score)
        await db.nights.set_games(night.id, state.games)
        state = await load(context, await db.nights.get_night(night.id) or night)
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
        label = list_words.latecomer_link_label(tr)
        return private_link(context, f"ns{night.id}_{players[0].number}", label)
    rows = [
        [
            InlineKeyboardButton(
                list_words.latecomer_named_link_label(p.name, tr),
                url=deep_link(context.bot.username, f"ns{night.id}_{p.number}"),
            )
        ]
        for p in players
    ]
    return InlineKeyboardMarkup(rows)


async def link_player(
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
    if not words:
        return list_words.link_how_line(tr)
    state = await load(context, night)
    player = find_player(state.players, words)
    if member is None:  # not in reply: how, with the number of the player named
        if player is None:
            return list_words.link_how_line(tr)
        return list_words.link_how_line(tr, player.number)
    if player is None:
        return night_words.unknown_player_line(state.players, words, tr)
    listed = state.player_of(member)
    if listed is not None:
        return list_words.linked_already_line(listed.name, listed.number, tr)
    if player.user_id is not None or not await context.bot_data.db.nights.link_player(
        night.id, player.id, member
    ):
        return list_words.link_taken_line(player.name, player.number, tr)
    text = list_words.linked_by_organizer_line(player.name, player.number, tr)
    markup = _own_links(context, night, [player], tr)
    await send(context, night.chat_id, text, markup=markup, reply_to=reply)
    return None


async def remove_players(context: Context, tr: Translator, night: Night, words: list[str]) -> str:
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
        return list_words.remove_how_line(tr)
    state = await load(context, night)
    found = [find_player(state.players, part) for part in parts]
    if state.tables:
        number = found[0].number if len(found) == 1 and found[0] is not None else None
        return list_words.remove_too_late_line(number, tr)
    unknown = [part for part, player in zip(parts, found, strict=True) if player is None]
    if unknown:
        return "\n".join(
            night_words.unknown_player_line(state.players, part, tr) for part in unknown
        )
    named = list({p.id: p for p in found if p is not None}.values())
    removed = await context.bot_data.db.nights.remove_players(night.id, named)
    if not removed:  # a round was drawn meanwhile
        return list_words.remove_too_late_line(None, tr)
    await refresh(context, night, tr)
    for player in removed:  # a member who pressed ✅ is told, in their language
        if player.user_id is not None:
            own = await own_translator(context, player.user_id)
            await tell(context, player.user_id, night_private.removed_line(own))
    first = min(p.number for p in removed)
    gone = {p.id for p in removed}
    moved = any(p.number > first and p.id not in gone for p in state.players)  # renumbered
    return list_words.removed_line([p.name for p in removed], tr, moved=moved)
