"""The discard challenge in chat: /ecart (/discard, /ecarter), `/ecart 5` for five cards.

The challenge message shows one button per card; a press selects or unselects it (the same
message's keyboard is edited, the selection is marked), and once the lay-away is complete a
`✅` button confirms it. The player may type the cards instead (`5♥ J♣`, `5H JC`, `5C VT` in
French...). The verdict ranks the lay-away among all of them (`bot.drills.ecart`, worded by
`bot.views.ecart`), is stored (`db.ecart.record_ecart`) and pegs nothing: a muggins race waits.

Another kind (the daily challenge's écart) serves lay-away questions as
`bot.tg.handlers.lay_away` describes, its presses handled here too; `serve_challenge` sends
an /ecart one, and `give_verdict` is /ecart's verdict (grade, store, reply).

Presses are refused politely when the question is someone else's (groups) and answered "the
challenge is over" once it is closed; the selection lives in the question row, so it
survives a restart.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import replace
from datetime import date
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.daily import lay_aways_of
from bot.drills.ecart import (
    DEFAULT_MODEL,
    EXPERT,
    FIVE,
    SIX,
    UNIFORM,
    Challenge,
    Summary,
    Verdict,
    costliest_habit,
    grade,
    played_of,
    read_size,
)
from bot.engine.cards import parse_card
from bot.engine.themes import Theme
from bot.i18n import Translator
from bot.storage import Question
from bot.storage.repo_ecart import EcartRecord, selection
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.callbacks import checked
from bot.tg.handlers.common import Who, button, keyboard, pressed, send, set_keyboard, who
from bot.tg.handlers.lay_away import (
    CONFIRM,
    MODEL_KEY,
    LaidAway,
    challenge_of,
    discard_answers,
    discard_kinds,
    grade_question,
    new_question_deal,
    selection_markup,
    verdict_of,
)
from bot.tg.handlers.questions import (
    Asked,
    Owned,
    PressWords,
    ask,
    deal_pressed,
    no_longer_works,
    own,
)
from bot.tg.handlers.questions_settle import seconds_since, settle
from bot.views import ecart as view

logger = logging.getLogger("muggins.handlers.ecart")

ECART_KIND: Final = "ecart"
UNIFORM_VIEW: Final = "u"
PRESS_PATTERN: Final = re.compile(r"^e:(\d{1,15}):([0-5]|ok|u)$")
NEW_PATTERN: Final = re.compile(r"^e:new:(5|6)$")


# -- callback_data ---------------------------------------------------------------------------


def uniform_data(question_id: int) -> str:
    """Show the graded deal again under the uniform crib model."""
    return checked(f"e:{question_id}:{UNIFORM_VIEW}")


def new_data(size: int) -> str:
    """Deal a new challenge of six or five cards."""
    return checked(f"e:new:{size}")


# -- The question ----------------------------------------------------------------------------


async def serve_challenge(
    context: Context,
    player: Who,
    challenge: Challenge,
    *,
    extra: Mapping[str, object] | None = None,
) -> Question:
    """Store a challenge as the player's pending question (`extra`: more keys for its deal
    JSON) and show it with its buttons, under the race's score if a game is on."""
    tr = player.tr
    game = await context.bot_data.db.games.current_game(player.user_id, player.chat_id)
    text = view.challenge_text(
        challenge, tr, game=game, name=None if player.private else player.name
    )
    asked = Asked(
        ECART_KIND,
        new_question_deal(challenge, **dict(extra or {})),
        {MODEL_KEY: DEFAULT_MODEL},
        text.split("\n"),
        challenge.cards,
        markup=partial(selection_markup, challenge=challenge, selected=[], tr=tr),
    )
    return await ask(context, player, asked)


async def deal_challenge(
    update: Update, context: Context, size: int, *, force: Theme | None = None
) -> None:
    """Deal a challenge of `size` cards to whoever sent `update` (chosen by the coach, see
    `bot.tg.coaching`; `force`: one holding that theme)."""
    player = await who(update, context)
    if player is None:
        return
    challenge = await coaching.challenge_deal(context, player, size, force=force)
    await serve_challenge(context, player, challenge)


async def ecart_command(update: Update, context: Context) -> None:
    """/ecart (/discard, /ecarter): six cards, two to lay away; `/ecart 5`: five cards, one.
    Anything else (`/ecart 3`) says what /ecart accepts instead of quietly dealing six."""
    size = read_size(context.args or [])
    if size is None:
        player = await who(update, context)
        if player is not None:
            await send(context, player.chat_id, view.usage(player.tr))
        return
    await deal_challenge(update, context, size)


async def new_button(update: Update, context: Context) -> None:
    """The "new lay-away" and "five-card deal" buttons."""
    match = await deal_pressed(update, NEW_PATTERN)
    if match is not None:
        await deal_challenge(update, context, int(match[1]))


# -- The verdict -----------------------------------------------------------------------------


def after_buttons(question_id: int, verdict: Verdict, tr: Translator) -> InlineKeyboardMarkup:
    """After a verdict: the uniform model (after an expert verdict), and new deals."""
    rows = []
    if verdict.model == EXPERT:
        rows.append([button(view.uniform_label(tr), uniform_data(question_id))])
    rows.append(
        [
            button(view.new_deal_label(SIX, tr), new_data(SIX)),
            button(view.new_deal_label(FIVE, tr), new_data(FIVE)),
        ]
    )
    return keyboard(rows)


async def give_verdict(laid: LaidAway) -> None:
    """Grade an /ecart lay-away and settle it: stored, then the verdict with new deals."""
    answering = laid.answering
    context, player, question = answering.context, answering.player, answering.question
    verdict = grade_question(question, laid.challenge, laid.discard)
    stored = context.bot_data.db.ecart.record_ecart(
        question.id,
        record=EcartRecord.of(verdict),
        via=laid.via,
        seconds=seconds_since(question.created_at),
    )

    async def tell(_: Question) -> None:
        tr = player.tr
        name = None if player.private else player.name
        text = view.verdict_text(verdict, tr, name=name)
        markup = after_buttons(question.id, verdict, tr)
        await send(context, player.chat_id, text, markup=markup, reply_to=answering.reply_to)

    await settle(answering, stored, tell, closed=view.over_note)


# -- Typed answers ---------------------------------------------------------------------------


ECART_ANSWERS: Final = discard_answers(give_verdict)
"""How /ecart questions take their lay-away."""


# -- Buttons ---------------------------------------------------------------------------------


PRESS_WORDS: Final = PressWords(
    not_yours=view.not_yours_note,
    answered=view.over_note,
)
"""What a press on a challenge not the player's, or over, is told."""


async def ecart_button(update: Update, context: Context) -> None:
    """A card, ✅ or "uniform crib" button of a challenge (answered before any work)."""
    press = await pressed(update, context, PRESS_PATTERN)
    if press is None:
        return
    uniform = press.match[2] == UNIFORM_VIEW
    kinds = {ECART_KIND} if uniform else discard_kinds(context)
    owned = await own(context, press, kinds=kinds, words=PRESS_WORDS, pending=not uniform)
    if owned is None:
        return
    if uniform:
        await owned.answer()
        await show_uniform(context, owned.player, owned.question)
        return
    challenge = challenge_of(owned.question)
    if challenge is None:
        await owned.answer(PRESS_WORDS.answered(owned.player.tr))
        return
    if owned.match[2] == CONFIRM:
        await confirm(context, owned, challenge)
        return
    await toggle(context, owned, challenge, int(owned.match[2]))


async def toggle(context: Context, owned: Owned, challenge: Challenge, index: int) -> None:
    """Select or unselect a card and show the selection on the same message (the press is
    answered first, with a notice when nothing changes)."""
    player, question = owned.player, owned.question
    tr = player.tr
    if index >= challenge.size:
        await owned.answer(no_longer_works(tr))
        return
    toggled = await context.bot_data.db.ecart.toggle_selected(
        question.id, index, limit=challenge.lay_away
    )
    if toggled.question is None or not toggled.question.is_pending:
        await owned.answer(PRESS_WORDS.answered(tr))
        return
    if not toggled.changed:
        await owned.answer(view.chosen_already_note(challenge.lay_away, tr))
        return
    await owned.answer()
    markup = selection_markup(question.id, challenge, selection(toggled.question), tr)
    await set_keyboard(context, player.chat_id, question.message_id, markup)


async def confirm(context: Context, owned: Owned, challenge: Challenge) -> None:
    """✅: the selected cards go to the verdict of the question's kind (the press answered
    first)."""
    await owned.answer()
    chosen = selection(owned.question)
    if len(chosen) != challenge.lay_away or any(i >= challenge.size for i in chosen):
        return
    discard = tuple(challenge.cards[i] for i in chosen)
    verdict = verdict_of(context, owned.question)
    if verdict is not None:
        await verdict(LaidAway(owned, challenge, discard, "buttons"))


async def show_uniform(context: Context, player: Who, question: Question) -> None:
    """The graded deal again, under the uniform crib model."""
    record = await context.bot_data.db.ecart.ecart_of_question(question.id)
    challenge = challenge_of(question)
    if record is None or challenge is None:
        return
    discard = tuple(parse_card(code) for code in record.choice)
    verdict = grade(challenge, discard, model=UNIFORM)
    tr = player.tr
    text = "\n".join([view.uniform_title(tr), *view.verdict_lines(verdict, tr)])
    await send(context, player.chat_id, text, reply_to=question.message_id)


# -- /stats ----------------------------------------------------------------------------------


def summary_of(totals: Summary, history: list[EcartRecord]) -> Summary:
    """The /stats summary: stored totals, and the costliest habit over the recent history."""
    played = (played_of(r.cards, r.role == "dealer", r.choice, r.best, r.loss) for r in history)
    return replace(totals, costliest=costliest_habit(p for p in played if p is not None))


DAILY_DAYS: Final = 366
"""The daily challenges whose lay-away /stats counts (the latest finished days)."""


async def daily_lay_aways(context: Context, player: Who) -> list[tuple[bool, int, float]]:
    """The daily challenge's lay-aways (dealer or not, rank, points lost), graded as /ecart
    grades them: the last part of each finished day."""
    rows = await context.bot_data.db.daily.finished_rows(player.user_id, DAILY_DAYS)
    days = ((date.fromisoformat(row.day), row.detail) for row in rows)
    return [found for day, detail in days for found in lay_aways_of(day, detail)]


async def stats_lines(context: Context, player: Who) -> list[str]:
    """The lay-away's /stats lines (HTML), /ecart's and the daily challenge's, none before
    the first lay-away."""
    totals, history = await context.bot_data.db.ecart.ecart_stats(player.user_id)
    totals = totals.plus(await daily_lay_aways(context, player))
    return view.stats_lines(summary_of(totals, history), player.tr)
