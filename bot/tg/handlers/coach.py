"""/coach (/entraineur) and /review (/revoir): the coach's dashboard and the misses brought back.

- `/coach`: one message (the caption of a chart when pictures are on; past a caption's 1024
  characters, the chart and then the message): ratings with their trend, the three weakest
  spots with their accuracy and an example from the player's own misses, the reviews due,
  the settings, and one button: the misses due, else the weakest spot to practise, else a
  hand.
  In a group: the member's name and a button to the report in private (`/start coach`).
- `/coach on|off`: deals chosen for the player's weak spots, or random deals.
- `/coach weekly [off]`: the weekly message (see `bot.tg.coach_weekly`); asked in a group,
  it is answered with a button to the private chat (`/start coach_weekly`) that turns it on.
- `/review`: the longest-waiting miss due, dealt again (same cards, suits relabelled,
  in rank order) through its drill's own question; nothing due says when the next one comes.

Buttons: `co:r` (review the next miss), `co:p:<theme>` (a deal holding that theme); in a group
they end with the user id of the member they were sent to, and another member's press is
refused (« This button is not yours: /review... »).
"""

from __future__ import annotations

import logging
import re
from typing import Final

from telegram import Update

from bot.coach.coach_args import CoachAsk, read_coach_args
from bot.coach.plan import weak_themes, weakest
from bot.coach.questions import Unreadable, read_question
from bot.coach.review import REVIEW_KEY, refresh
from bot.drills.deals import Deal, DrillKind
from bot.drills.ecart import SIX, Challenge
from bot.drills.help_asked import asks_for_help
from bot.drills.peg import PegKind
from bot.engine.themes import CRIB_ONLY, LAY_AWAY_THEMES, PLAY_THEMES, Theme
from bot.pictures import specs
from bot.storage.repo_coach_try import Review
from bot.tg import coach_weekly, coaching, pictures
from bot.tg.context import Context
from bot.tg.handlers import callbacks, drill, ecart, peg
from bot.tg.handlers.common import (
    Who,
    button,
    for_player,
    keyboard,
    pressed,
    private_link,
    send,
)
from bot.tg.handlers.daily_zone import player_zone, zone_name
from bot.tg.handlers.questions import answer_query, own_setting, owner_mark, question_below
from bot.views import coach as view
from bot.views import coach_review as review_view
from bot.views import members as members_view
from bot.views.daily_zone import zone_label
from bot.views.markup import esc, titled
from bot.views.pictures import split_caption
from bot.views.replies import no_longer_works_note

logger = logging.getLogger("muggins.handlers.coach")

BUTTON_PATTERN: Final = re.compile(r"^co:(r|p:([a-z0-9_]{1,30}))" + callbacks.OWNER + "$")
THEMES: Final = {t.value: t for t in Theme}
START_PAYLOAD: Final = "coach_weekly"
REPORT_PAYLOAD: Final = "coach"
START_PATTERN: Final = re.compile(rf"^(?:{START_PAYLOAD}|{REPORT_PAYLOAD})$")
"""`/start coach_weekly`, `/start coach`: the links of the buttons /coach weekly and /coach
answer with in a group."""


# -- /coach ----------------------------------------------------------------------------------


async def show_coach(context: Context, player: Who) -> None:
    """The /coach message."""
    overview = await context.bot_data.db.coach.overview(player.user_id)
    weak = weakest(overview.themes)
    lines = view.coach_lines(
        overview,
        weak,
        player.tr,
        coaching=coaching.coaching_on(player.user),
        weekly=coaching.weekly_on(player.user),
        zone=player_zone(player.user, context),
        name=player.group_name,
        now=context.bot_data.clock(),
    )
    text = "\n".join(titled(lines))
    step, owner = view.next_step(overview, weak, player.tr), owner_mark(player)
    if step.review:
        data = callbacks.review(owner)
    elif step.theme is not None:
        data = coach_weekly.practise_data(step.theme, owner)
    else:
        data = callbacks.drill(DrillKind.HAND)
    markup = keyboard([[button(step.label, data)]])
    bars = view.chart_bars(overview, player.tr) if pictures.pictures_on(player) else []
    picture = specs.coach(view.chart_title(player.tr), bars) if bars else None  # None: text
    if picture is not None and split_caption(text)[1]:
        # Too long for a caption (1024 characters): the chart first, under its title, then
        # the whole report with its button (cut, its last line came alone below the button).
        title = esc(view.chart_title(player.tr))
        await pictures.send_picture(context, player, title, picture, name="coach")
        picture = None
    await pictures.send_picture(context, player, text, picture, name="coach", markup=markup)


async def set_coaching(context: Context, player: Who, on: bool) -> None:
    """/coach on, /coach off."""
    db = context.bot_data.db
    await db.users.merge_settings(player.user_id, {coaching.SETTING_COACH: None if on else False})
    weak = bool(weak_themes(await db.coach.theme_stats(player.user_id)))
    said = view.coaching_set(on, player.tr, weak=weak, name=player.group_name)
    await send(context, player.chat_id, said)


async def set_weekly(context: Context, player: Who, on: bool) -> None:
    """/coach weekly, /coach weekly off. The message comes in private: asked on in a group,
    a button to the private chat turns it on there; off is done anywhere (in a group, that
    button answered « /entraineur hebdo non » and would have turned it on)."""
    tr = player.tr
    if on and not player.private:
        markup = private_link(context, START_PAYLOAD, members_view.deep_link_button(tr))
        said = view.weekly_private(tr, name=player.name)
        await send(context, player.chat_id, said, markup=markup)
        return
    user = await context.bot_data.db.users.merge_settings(
        player.user_id, {coaching.SETTING_WEEKLY: True if on else None}
    )
    coach_weekly.reschedule(context, user)
    zone = zone_label(zone_name(user, context), tr)
    said = view.weekly_set(on, zone, tr, name=player.group_name)
    await send(context, player.chat_id, said)


async def start_link(context: Context, player: Who, match: re.Match[str]) -> None:
    """`/start coach_weekly` (`START_PATTERN`, the button of /coach weekly in a group): the
    weekly message turned on, in private; `/start coach` (/coach's in a group): the report."""
    if match[0] == START_PAYLOAD:
        await set_weekly(context, player, True)
    else:
        await show_coach(context, player)


async def coach_in_group(context: Context, player: Who) -> None:
    """/coach in a group: the member's name and a button to her report in private; the
    report (a chart, her weakest spots and her own misses) crowded the club's chat."""
    markup = private_link(context, REPORT_PAYLOAD, view.report_button(player.tr))
    await send(
        context, player.chat_id, view.coach_in_group(player.tr, name=player.name), markup=markup
    )


@for_player
async def coach_command(context: Context, player: Who) -> None:
    """/coach (/entraineur) [on|off|weekly [off]]; « /entraineur aide »: the coach, as
    /entraineur alone (it says its words), not « Je ne connais pas « aide » »."""
    args = context.args or []
    asked = read_coach_args([] if asks_for_help(" ".join(args)) else args)
    if isinstance(asked, str):
        said = view.coach_usage(asked, player.tr, name=player.group_name)
        await send(context, player.chat_id, said)
        return
    ask, on = asked
    if ask is CoachAsk.SHOW and not player.private:
        await coach_in_group(context, player)
    elif ask is CoachAsk.SHOW:
        await show_coach(context, player)
    elif ask is CoachAsk.COACHING:
        await set_coaching(context, player, on)
    else:
        await set_weekly(context, player, on)


# -- /review ---------------------------------------------------------------------------------


async def ask_review(context: Context, player: Who, review: Review, left: int = 0) -> bool:
    """Deal a review again through its drill's question (`left`: the misses due after it);
    False if it cannot be read."""
    try:
        question = read_question(review.kind, refresh(review.deal, context.bot_data.rng))
    except Unreadable as error:
        logger.error("review %s cannot be dealt again: %s", review.id, error)
        return False
    if question is None:
        return False
    extra = {REVIEW_KEY: review.id}
    intro = review_view.review_intro(review.misses, player.tr, player.group_name, left)
    await send(context, player.chat_id, intro)
    if isinstance(question, Deal):
        await drill.ask_show(context, player, question, extra=extra)
    elif isinstance(question, Challenge):
        await ecart.serve_challenge(context, player, question, extra=extra)
    else:
        await peg.ask_peg(context, player, question, extra=extra)
    return True


async def serve_due(context: Context, player: Who) -> None:
    """The longest-waiting miss due, or when the next one comes."""
    db = context.bot_data.db
    due = await db.coach.due_reviews(player.user_id)
    if due:
        if not await ask_review(context, player, due[0], len(due) - 1):
            lost = review_view.review_lost(player.tr, player.group_name)
            await send(context, player.chat_id, lost)
        return
    overview = await db.coach.overview(player.user_id)
    zone = player_zone(player.user, context)
    now = context.bot_data.clock()
    nothing = review_view.nothing_due(overview.next_due_at, zone, player.tr, player.group_name, now)
    await send(context, player.chat_id, nothing)


@for_player
async def review_command(context: Context, player: Who) -> None:
    """/review (/revoir): bring back the misses due, the longest waiting first."""
    await serve_due(context, player)


# -- Buttons ---------------------------------------------------------------------------------


async def practise(update: Update, context: Context, theme: Theme) -> None:
    """A question holding `theme`, in the drill that shows it."""
    if theme in PLAY_THEMES:
        await peg.start_peg(update, context, PegKind.COUNT, force=theme)
    elif theme in LAY_AWAY_THEMES:
        await ecart.deal_challenge(update, context, SIX, force=theme)
    else:
        kind = DrillKind.CRIB if theme in CRIB_ONLY else DrillKind.HAND
        await drill.start_drill(update, context, kind, force=theme)


async def coach_button(update: Update, context: Context) -> None:
    """`co:r` (the next miss due) and `co:p:<theme>` (practise a spot). Like every button
    that deals, a press on a message older than the question waiting for the presser (a
    double tap, a late press) deals nothing (`questions.question_below`)."""
    press = await pressed(update, context, BUTTON_PATTERN)
    if press is None:
        return
    review = press.match[1] == "r"
    refused = review_view.review_not_yours if review else view.practise_not_yours
    if not await own_setting(press, refused):  # another member's, in a group
        return
    theme = None if review else THEMES.get(press.match[2] or "")
    if not review and theme is None:
        await answer_query(press.query, no_longer_works_note(press.player.tr))
        return
    if await question_below(context, press):
        return  # the question it dealt waits below: the toast says so
    await answer_query(press.query)
    if theme is None:
        await serve_due(context, press.player)
    else:
        await practise(update, context, theme)


# -- /stats ----------------------------------------------------------------------------------


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The ratings section of /stats (HTML lines), nothing before the first rated try."""
    ratings = await context.bot_data.db.coach.ratings(player.user_id)
    lines = view.rating_lines(ratings, player.tr)
    if not lines:
        return []
    return titled(lines)
