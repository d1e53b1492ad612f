"""Pictures in the chat, for every handler: deals sent as cards, the muggins race as a board
after each counted hand, the coach's and the /stats charts (/pictures on|off, alias /images,
is `handlers.pictures`).

The setting is stored per player (`users.settings["pictures"]`: true or false); a player who
never chose gets pictures in private chats and text in groups.

A question's deal (`questions.ask`: `deal_picture`, then `send_picture`) is shown, with
pictures on, as ONE photo of the cards (starter set apart) whose caption is the question's
text and which carries the buttons; the returned message id is that photo's, the one to
store with the question (replies to the photo are matched to it). A text longer than a
caption (1024 characters) is cut at a line: the rest follows as a plain message. With
pictures off, or if Telegram refuses the photo, it is exactly `send()`.

A picture goes into the update's outbox as its description (`bot.pictures.specs`), not as
a PNG: the sender draws it just before sending it, outside the update's transaction (issue
38), off the event loop and one at a time (`bot.tg.drawing`).
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from datetime import datetime, timedelta
from typing import Final

from telegram import InlineKeyboardMarkup
from telegram.error import BadRequest

from bot.drills.daily_time import local_day
from bot.engine.cards import Card
from bot.pictures import specs
from bot.pictures.cards import rank_labels
from bot.pictures.chart import DAYS, chart_data
from bot.pictures.specs import Spec
from bot.storage import Game
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers.common import Who
from bot.tg.handlers.daily_zone import player_zone
from bot.tg.posting import replying_to, send
from bot.tg.records import Record
from bot.views import pictures as views

logger = logging.getLogger("muggins.pictures")

SETTING_PICTURES: Final = "pictures"
SETTING_FOUR_COLOURS: Final = "four_colours"


def four_colours(player: Who) -> bool:
    """Whether the player asked for a four-colour deck (`/pictures 4`); red and black else."""
    return player.user.settings.get(SETTING_FOUR_COLOURS) is True


def pictures_on(player: Who) -> bool:
    """The player's choice, else pictures in private chats and text in groups."""
    chosen = player.user.settings.get(SETTING_PICTURES)
    return chosen if isinstance(chosen, bool) else player.private


# -- Sending pictures ------------------------------------------------------------------------


async def send_picture(
    context: Context,
    player: Who,
    text: str,
    picture: Spec | None,
    *,
    name: str,
    markup: InlineKeyboardMarkup | None = None,
    reply_to: int | None = None,
    record: Record | None = None,
    after: int | None = None,
) -> int | None:
    """A photo with `text` as its caption and the buttons (no picture: `text` sent as is); text
    past 1024 characters follows as a message. The photo's message id is returned (None: it
    waits in the outbox); if Telegram refuses the photo, the text is sent instead (and its id
    returned). `record`: where the id must be stored (`bot.tg.records`); `after`: a chat whose
    messages queued before are delivered first (`Outgoing.after`).

    `picture` is a description (`bot.pictures.specs`): queued as such in the outbox, it is
    drawn by the sender just before it is sent, outside the update's transaction (a
    description that cannot be drawn is sent as the text)."""
    if picture is None:
        return await send(
            context,
            player.chat_id,
            text,
            markup=markup,
            reply_to=reply_to,
            record=record,
            after=after,
        )
    caption, rest = views.split_caption(text)
    try:
        message_id = await context.bot.send_drawing(
            player.chat_id,
            picture,
            filename=f"{name}.png",
            caption=caption or None,
            reply_markup=markup,
            reply_parameters=replying_to(reply_to),
            record=record,
            instead=caption,
            after=after,
        )
    except BadRequest as error:
        logger.warning("photo refused in chat %s (%s): sending text", player.chat_id, error)
        return await send(
            context, player.chat_id, text, markup=markup, reply_to=reply_to, record=record
        )
    if message_id is not None and record is not None:
        await records.store(context.bot_data.db, record, message_id)
    if rest:
        await send(context, player.chat_id, rest)
    return message_id


def deal_picture(
    player: Who,
    *,
    picture: Spec | None = None,
    cards: Sequence[Card] = (),
    starter: Card | None = None,
) -> Spec | None:
    """The picture of a question as its description (`bot.pictures.specs`), or None when the
    player is shown text (pictures off, or nothing to draw): `picture` when given, else the
    photo of the `cards` (and the `starter`, apart), in the player's rank letters and colours.
    It is drawn when it is sent (`send_picture`), by the sender outside the update's
    transaction."""
    if not pictures_on(player):
        return None
    if picture is not None:
        return picture
    if not cards and starter is None:
        return None
    return specs.deal(
        tuple(cards), starter, rank_labels(player.tr), four_colours=four_colours(player)
    )


# -- The board after a counted hand ----------------------------------------------------------


async def send_verdict(
    context: Context,
    player: Who,
    text: str,
    *,
    before: Game | None,
    after: Game | None,
    markup: InlineKeyboardMarkup | None = None,
    reply_to: int | None = None,
) -> int | None:
    """The verdict of a counted hand: over the board when pictures are on and a game goes on,
    else as text."""
    race = views.race_of(before, after) if pictures_on(player) else None
    picture = None if race is None else specs.board(race, views.board_labels(player.tr))
    return await send_picture(
        context, player, text, picture, name="board", markup=markup, reply_to=reply_to
    )


# -- The /stats chart ------------------------------------------------------------------------


async def send_stats(context: Context, player: Who, text: str) -> int | None:
    """The /stats text, as the caption of the chart of the last 30 days (written out below
    it) when pictures are on and there is something to chart; else as text. Too long for a
    caption (1024 characters), the text is one message and the chart follows it with only
    what it shows written under it: no section is cut in two."""
    if not pictures_on(player):
        return await send(context, player.chat_id, text)
    db = context.bot_data.db
    now = datetime.fromisoformat(db.now())
    tz = player_zone(player.user, context)
    attempts = await db.stats.attempts_since(player.user_id, now - timedelta(days=DAYS + 1))
    data = chart_data(attempts, local_day(now, tz), tz=tz)
    if data.empty:
        return await send(context, player.chat_id, text)
    picture = specs.chart(data, views.chart_labels(player.tr))
    chart = views.chart_caption(data, player.tr)
    caption = text + "\n\n" + chart
    if not views.split_caption(caption)[1]:
        return await send_picture(context, player, caption, picture, name="stats")
    await send(context, player.chat_id, text)
    return await send_picture(context, player, chart, picture, name="stats")
