"""Club tournaments, the round robin's games between members as /play finds them: the game two
members owe each other (`robin_game`), a member's place in it (`robin_place`), the opponent
invited by @username (`robin_opponent_named`, `opponent_handles`), the game's target and
origin. Recording a finished game and the standings are `bot.tg.handlers.tournament_play`.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from telegram.error import TelegramError

from bot.drills.tournament import Kind
from bot.drills.tournament_left import (
    robin_key,
    robin_of,
)
from bot.drills.tournament_robin import Robin
from bot.storage.repo_members import ORDINARY, TOURNAMENT
from bot.storage.repo_tournament import Board, Tournament
from bot.tg.context import Context


async def opponent_handles(
    context: Context, tournament: Tournament, robin: Robin, key: int | None
) -> dict[int, str]:
    """The Telegram usernames (without @) of the opponents member `key` still meets in the
    tournament's round robin, asked of Telegram (getChatMember): the games still to play name
    the command to type (« /jouer @ann 61 »); one without a username, or that Telegram could
    not say, is invited by a reply (`robin_view.how_to_invite`). None in doubles (`key` is a team,
    whose games start with « /tournament play »). Asked at once (before: one after the
    other, up to 19 calls in a row in a round robin of 20)."""
    if key is None or tournament.kind == Kind.DOUBLES:
        return {}
    others = list(dict.fromkeys(p.other(key) for p in robin.left_of(key)))
    found = await asyncio.gather(*(_username(context, tournament.chat_id, o) for o in others))
    return {other: handle for other, handle in zip(others, found, strict=True) if handle}


async def _username(context: Context, chat_id: int, user_id: int) -> str | None:
    """A group member's Telegram username as getChatMember says it; None without one, or
    when Telegram could not say."""
    try:
        member = await context.bot.get_chat_member(chat_id, user_id)
    except TelegramError:
        return None
    return member.user.username or None


@dataclass(frozen=True, slots=True)
class RobinGame:
    """Two members of the group's open round robin: the tournament, which of their games is
    next (`meeting`, from 1; 0 when they played them all) and how many they play (`times`)."""

    tournament: Tournament
    meeting: int
    times: int


async def robin_game(context: Context, chat_id: int, a: int, b: int) -> RobinGame | None:
    """The group's open round robin when members `a` and `b` both play in it, else None."""
    tournament = await context.bot_data.db.tournaments.open_tournament(chat_id)
    if tournament is None or tournament.kind != Kind.ROUND_ROBIN:
        return None
    robin = robin_of(await context.bot_data.db.tournaments.board(tournament), tournament)
    if a not in robin.keys or b not in robin.keys:
        return None
    theirs = [p for p in robin.left_of(a) if b in (p.first, p.second)]
    return RobinGame(tournament, theirs[0].meeting if theirs else 0, robin.times)


async def robin_place(
    context: Context, chat_id: int, user_id: int
) -> tuple[Tournament, Board, Robin, int] | None:
    """The group's open round robin or doubles tournament the member takes part in: the
    tournament, its board, its round robin and the member's key in it (their own id, or in
    doubles their team's); None when they take no part (no team yet, or left the group)."""
    db = context.bot_data.db
    tournament = await db.tournaments.open_tournament(chat_id)
    if tournament is None or tournament.kind == Kind.DUPLICATE:
        return None
    board = await db.tournaments.board(tournament)
    robin = robin_of(board, tournament)
    key = robin_key(tournament.kind, board.teams.values(), user_id)  # in doubles, the team's
    if key is None or key not in robin.keys:
        return None
    return tournament, board, robin, key


async def robin_opponent_named(
    context: Context, chat_id: int, host: int, username: str
) -> int | None:
    """The member `host` invites by @`username` (any case) when they still owe each other a
    game of the group's open round robin: their id, found among the host's opponents'
    usernames (`opponent_handles`), so that the invitation is that game's, at its target,
    and counts; None otherwise. Before: « /jouer @ann 61 » opened an ordinary game, which no
    tournament counted, though the tournament's words tell members to invite so."""
    place = await robin_place(context, chat_id, host)
    if place is None:
        return None
    tournament, _board, robin, key = place
    handles = await opponent_handles(context, tournament, robin, key)
    wanted = username.casefold()
    return next((user for user, handle in handles.items() if handle.casefold() == wanted), None)


async def club_target(context: Context, chat_id: int) -> int | None:
    """The length of the group's games while a tournament is under way there (« Parties de
    61 »), for a game whose length the member did not say; None without one (the club's
    settings hold no length: 121 then). Before: « /jouer » alone, once a member's games of a
    tournament of 61 were played, opened a game of 121."""
    tournament = await context.bot_data.db.tournaments.open_tournament(chat_id)
    return None if tournament is None else tournament.target


async def robin_member_name(context: Context, chat_id: int, user_id: int) -> str | None:
    """The name a member of the group's open tournament goes by there (its games to play, its
    tables, its standings), or None. An invitation by @username named the username instead
    (« Marie invite @jean_t »)."""
    tournament = await context.bot_data.db.tournaments.open_tournament(chat_id)
    if tournament is None:
        return None
    return (await context.bot_data.db.tournaments.board(tournament)).names.get(user_id)


def origin_of(robin: RobinGame | None) -> str:
    """A new table's `origin`: a round robin's game still owed between host and invited
    member, or an ordinary game (which no tournament counts, whoever sits)."""
    return TOURNAMENT if robin is not None and robin.meeting else ORDINARY
