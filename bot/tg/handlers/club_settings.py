"""/club: the club's language, timezone, daily post time, weekly summary and tie-break,
and `/club link` (a new club link: the old one stops working, for a link that went round),
for the group's admins only (checked with getChatMember at each command and button press).

Buttons: `cs:lang:fr|en|auto`, `cs:weekly:on|off`, `cs:tie:contre|difference`,
`cs:mug:on|off` (muggins in the club's challenges; `/club muggins on|off`), each followed by
the settings message's language (`:fr`)."""

from __future__ import annotations

import logging
from typing import Final

from telegram import InlineKeyboardMarkup, Message, Update

from bot.drills import club as rules
from bot.drills.club_args import LINK_WORDS, Unread, button_setting, read_setting
from bot.drills.club_args import SET_PATTERN as SET_PATTERN
from bot.drills.typed_time import format_clock
from bot.i18n import LANGUAGES, Translator
from bot.storage.repo_club import Club
from bot.tg.chat_members import admin_status
from bot.tg.club_jobs import (
    WEEKLY_TIME,
    club_translator,
    new_invite,
    schedule_club,
    timezone_of,
)
from bot.tg.context import Context
from bot.tg.handlers.club_base import (
    club_of_chat,
    club_press,
    message_id_of,
)
from bot.tg.handlers.common import (
    Press,
    button,
    edit_or_send,
    esc,
    keyboard,
    send,
    who,
)
from bot.tg.posting import fit
from bot.views import club as view
from bot.views import club_settings as settings_view
from bot.views import replies
from bot.views.commands import LANGUAGE_WORDS
from bot.views.daily_zone import country_zones, place_zones

LANGUAGE_CODES: Final = {w: code for w, code in LANGUAGE_WORDS.items() if code in LANGUAGES}
"""/club lang's words for each language the bot speaks (those /lang takes)."""

logger = logging.getLogger("muggins.club")

# -- /club -------------------------------------------------------------------------------------


def settings_keyboard(club: Club, tr: Translator) -> InlineKeyboardMarkup:
    """Buttons for the settings that have few values (`settings_view.settings_rows`)."""
    rows = settings_view.settings_rows(club, tr)
    return keyboard([[button(*b) for b in row] for row in rows])


async def settings_text(club: Club, tr: Translator, context: Context, *, admin: bool = True) -> str:
    """/club's settings message (read only for a member who is no `admin`)."""
    members = await context.bot_data.db.clubs.member_count(club.chat_id)
    timezone = timezone_of(club, context.bot_data.config.default_tz)
    weekly = format_clock(WEEKLY_TIME)
    lines = settings_view.club_settings_lines(club, timezone, weekly, members, tr, admin=admin)
    return fit(lines)


def sent_as_the_group(update: Update) -> bool:
    """True for a message an anonymous admin sent as the group itself (only admins can)."""
    message, chat = update.effective_message, update.effective_chat
    return (
        message is not None
        and chat is not None
        and message.sender_chat is not None
        and message.sender_chat.id == chat.id
    )


async def club_command(update: Update, context: Context) -> None:
    """/club [tz ZONE | time HH:MM|off | lang fr|en|each | weekly on|off | ties contre|diff]:
    the settings (and a new link) in the club's language, the group's (/club alone, typed by a
    member who is no admin: the settings read only); a refusal or a setting
    not understood, said to the member who typed it, in theirs (in a club set to English, a
    French member read « Sorry, only the group's admins… »)."""
    player = await who(update, context)
    anonymous = sent_as_the_group(update)
    if player is None and not anonymous:
        return
    if player is not None and player.private:
        await send(context, player.chat_id, esc(settings_view.groups_only(player.tr)))
        return
    club = await club_of_chat(update, context)
    if club is None:
        return
    reply_to = message_id_of(update)
    fallback = player.tr if player is not None else None
    admin: bool | None = True
    if not anonymous and player is not None:
        admin = await admin_status(context, club.chat_id, player.user_id)
    tr = club_translator(club, fallback, context)
    asker = fallback or tr  # a refusal or a typo is said to one member: in their language
    args = list(context.args or [])
    if admin is False and not args:  # a member asks to see them: read only, no buttons
        text = await settings_text(club, tr, context, admin=False)
        await send(context, club.chat_id, text, reply_to=reply_to)
        return
    if not admin:
        refusal = settings_view.admins_only if admin is False else replies.not_checked_note
        await send(context, club.chat_id, esc(refusal(asker)), reply_to=reply_to)
        return
    if args and args[0].casefold() in LINK_WORDS:
        club = await context.bot_data.db.clubs.renew_invite(club.chat_id, new_invite())
        context.bot_data.cards.pop(club.chat_id, None)  # its button has the old link: /daily
        # posts today's card again rather than point to it
        link = rules.deep_link(context.bot.username, rules.invite_payload(club.invite))
        logger.info("club %s has a new link", club.chat_id)
        await send(context, club.chat_id, view.link_renewed(esc(link), tr), reply_to=reply_to)
        return
    if args:
        changes = read_setting(args, LANGUAGE_CODES, place_zones(asker), country_zones(asker))
        if isinstance(changes, Unread):
            text = settings_view.unread_setting(changes, asker)
            rows = settings_view.zone_rows(changes, asker)  # a place of several clocks
            markup = keyboard([[button(*b) for b in row] for row in rows]) if rows else None
            await send(context, club.chat_id, text, markup=markup, reply_to=reply_to)
            return
        club = await context.bot_data.db.clubs.update_club(club.chat_id, changes)
        schedule_club(context.job_queue, club, context.bot_data.config.default_tz)
        tr = club_translator(club, fallback, context)
    text = await settings_text(club, tr, context)
    await send(context, club.chat_id, text, markup=settings_keyboard(club, tr), reply_to=reply_to)


@Press.about(club_press, SET_PATTERN)
async def settings_button(context: Context, press: Press, club: Club, message: Message) -> None:
    """A /club button: admins only (checked again for each press). The settings are redrawn
    in the message's language; the word « Saved » only the presser sees is in theirs, as a
    refusal is (it was the message's: « C'est enregistré. » to an English admin)."""
    admin = await admin_status(context, club.chat_id, press.player.user_id)
    if not admin:
        refusal = settings_view.admins_only if admin is False else replies.not_checked_note
        await press.query.answer(refusal(press.player.tr), show_alert=True)
        return
    club = await context.bot_data.db.clubs.update_club(club.chat_id, button_setting(press.match))
    schedule_club(context.job_queue, club, context.bot_data.config.default_tz)
    i18n, posted = context.bot_data.i18n, press.match[9]  # the language it was posted in
    shown = i18n.translator(posted) if posted in i18n.languages else press.player.tr
    tr = club_translator(club, shown, context)
    await press.query.answer(settings_view.saved(press.player.tr))  # seen by the presser alone
    text = await settings_text(club, tr, context)
    await edit_or_send(
        context, message.chat_id, message.message_id, text, settings_keyboard(club, tr)
    )
