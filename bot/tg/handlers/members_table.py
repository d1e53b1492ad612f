"""A table between members in its group (issue 21): the invitation's message as the table
stands (`invitation`), that message replaced once the table is withdrawn (`withdraw`) or
started (`begin`: who sits where, the cut for deal), and `start_member_game`, which seats
the given members at once (a tournament's game). Split from `members`, which takes the
invitations and the seats; `members_leave` withdraws and leaves tables."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.drills.table import new_table
from bot.drills.table_bot import Level
from bot.drills.table_state import Calls, Seat, rules_from_json, rules_json
from bot.engine.variants import Fadoq116, MarginRule, Rules
from bot.i18n import Translator
from bot.storage.repo_members import MemberBusy, MemberGame, SeatRefused
from bot.tg.context import Context
from bot.tg.handlers import members_play, members_post, tournament_owed
from bot.tg.handlers.common import button, edit_text, fit, keyboard
from bot.views import members as view
from bot.views import members_words as words
from bot.views.members_news import (
    Intro,
    Voice,
    invitation_buttons,
    invitation_lines,
    names_of,
    no_intro,
)

BOT_LEVEL: Final = Level.NORMAL
"""The bot fills empty seats at this level."""


def invitation(
    game: MemberGame, voice: Voice, robin: tournament_owed.RobinGame | None = None
) -> tuple[str, InlineKeyboardMarkup]:
    """The invitation's text and buttons as the table stands (`invitation_lines`,
    `invitation_buttons`; `robin`: the round robin both members play in)."""
    rows = invitation_buttons(game, voice)
    return fit(invitation_lines(game, voice, robin)), keyboard(
        [[button(*b) for b in r] for r in rows]
    )


async def post(context: Context, game: MemberGame, lines: Intro) -> bool:
    """The table's invitation replaced by `lines`, in the table's language(s), no buttons
    (False: there is no invitation, or it could not be edited)."""
    voice = await members_post.voice_of(context, game)
    return await edit_text(context, game.chat_id, game.message_id, voice.post(game, lines), None)


async def withdraw(
    context: Context, game: MemberGame, lines: Intro = words.withdrawn_lines
) -> bool:
    """Withdraw the open table, its invitation saying why (False: it was no longer open)."""
    if not await context.bot_data.db.members.cancel_member_game(game.id):
        return False
    await post(context, game, lines)
    return True


async def begin(context: Context, game: MemberGame) -> MemberGame | None:
    """Start a table: the bot in the empty seats, the cut for deal, the first deal."""
    db = context.bot_data.db
    rules = rules_from_json(game.rules, game.players)
    seats = [Seat(s.user_id) for s in game.seats]
    seats += [Seat(None, BOT_LEVEL)] * (game.players - len(seats))
    table = new_table(context.bot_data.rng, game.id, rules, seats, calls=Calls.OPEN)
    started = await db.members.start_member_game(
        game.id,
        sides=[table.side(i) for i in range(len(seats))],
        bot_name=view.BOT_NAME,
        state=table.to_json(),
    )
    if started is None:
        return None
    if await db.clubs.get_club(started.chat_id) is not None:  # who plays in the club is a member
        for seat in started.seats:
            if seat.user_id is not None:
                await db.clubs.join_club(started.chat_id, seat.user_id, name=seat.name)

    def intro(tr: Translator) -> list[str]:
        names = names_of(started, tr)
        return [*view.seated_lines(table, names, tr), *view.cut_lines(table, names, tr)]

    def game_on(tr: Translator) -> list[str]:  # as the game's posts say it (`compose`)
        names = names_of(started, tr)
        said = [view.bot_grammar(view.elide(line, names, tr), tr) for line in intro(tr)]
        return [*words.game_on_lines(tr), *said]

    # who sits where and the cut for deal go in the invitation's message, where the members
    # took their seats (one group message less); a game started without one (a tournament's)
    # or whose invitation is gone tells them in a message of their own
    posted = await post(context, started, game_on)
    return await members_play.progress(context, started, None, intro=no_intro if posted else intro)


async def start_member_game(
    context: Context,
    chat_id: int,
    members: Sequence[tuple[int, str] | None],
    *,
    target: int = 121,
    muggins: bool | None = None,
    fadoq116: Fadoq116 | None = None,
    margin_rule: MarginRule = "skunk",
    origin: str | None = None,
) -> MemberGame:
    """Seat the given members (id and name shown; None: the bot) in the group `chat_id` and
    start the game at once (2 seats; 3; or 4 in teams, seats 0 and 2 partners). The first
    entry must be a member (the host). `MemberBusy` when one of them already sits at another
    table (nothing is left open then). `muggins` None: the club's setting; `fadoq116` and
    `margin_rule`: a tournament's (its 116 rule; "none": points count, not games)."""
    seated = [m for m in members if m is not None]
    if not 2 <= len(members) <= 4 or not seated or members[: len(seated)] != seated:
        raise ValueError("two to four seats: the members first, then the bot's seats")
    db = context.bot_data.db
    if muggins is None:
        club = await db.clubs.get_club(chat_id)
        muggins = club.muggins if club is not None else True
    host_id, host_name = seated[0]
    rules = Rules(
        target=target,
        margin_rule=margin_rule,
        players=len(members),
        muggins=muggins,
        fadoq116=fadoq116,
    )
    game = await db.members.open_member_game(
        game_id=secrets.token_hex(6),
        chat_id=chat_id,
        host=host_id,
        host_name=host_name,
        players=len(members),
        rules=rules_json(rules),
        origin=origin,
    )
    for user_id, name in seated[1:]:
        try:
            game = await db.members.take_seat(game.id, user_id, name)
        except (MemberBusy, SeatRefused):
            await db.members.cancel_member_game(game.id)
            raise
    started = await begin(context, game)
    return started if started is not None else game
