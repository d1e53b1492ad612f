"""The lay-away in chat: /ecart (/discard, /ecarter), `/ecart 5` for five cards, and the
lay-away questions of every kind that asks for cards to lay away (/ecart, the daily
challenge's écart part).

The challenge message shows one button per card (`e:<question id>:<card 0-5>`,
`bot.views.ecart_buttons`); a press selects or unselects it (the same message's keyboard is edited,
the selection is marked, and it lives in the question row, so it survives a restart), and
once the lay-away is complete a `✅` button (`e:<question id>:ok`) confirms it. The player may
type the cards instead (`5♥ J♣`, `5H JC`, `5C VT` in French...). Presses are refused politely
when the question is someone else's (groups) and answered "the deal is over" once it is
closed.

A lay-away question's `deal` holds `{"ecart": Challenge.to_dict(), "selected": []}` plus
anything else its kind needs (`lay_away_asked`), and `expected` may hold
`{"model": "uniform"}`. A kind registers `discard_answers(verdict)`: typed cards
(`answer_discard`) and the ✅ button both call `verdict(laid: LaidAway)` with the checked
lay-away, which `grade_question` grades under the question's crib model. /ecart's verdict
(`give_verdict`) ranks the lay-away among all of them (`bot.drills.ecart`, worded by
`bot.views.ecart`), is stored (`db.ecart.record_ecart`) and pegs nothing: a muggins race waits.
The lookup of a player's own cards (`/ecart <cards> donneur`, « Qui donne? ») is
`bot.tg.handlers.ecart_lookup`.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field, replace
from datetime import date
from functools import partial
from typing import Final

from telegram import InlineKeyboardMarkup, Message, Update

from bot.drills.answer_asides import asks_how, says_dont_know
from bot.drills.daily import lay_aways_of
from bot.drills.ecart import (
    CHALLENGE_KEY,
    DEFAULT_MODEL,
    UNIFORM,
    Challenge,
    ChallengeError,
    Verdict,
    challenge_in,
    grade,
)
from bot.drills.ecart_args import is_number, read_lookup, read_size
from bot.drills.ecart_graded import MODEL_KEY, grade_asked
from bot.drills.ecart_history import with_costliest
from bot.drills.ecart_talk import (
    asks_at_lay_away,
    asks_average,
    asks_average_at_deal,
    asks_hint_at_deal,
    asks_how_at_deal,
    asks_why,
    passes_lay_away,
    reads_at_deal,
    role_answer,
    says_lost_at_deal,
    who_deals_after,
)
from bot.drills.ecart_typed import names_cards_of
from bot.drills.help_asked import asks_for_help
from bot.drills.table_moves import chatter_of
from bot.engine.card_parsing import parse_card
from bot.engine.cards import Card
from bot.engine.themes import Theme
from bot.i18n import Translator
from bot.storage import Question
from bot.storage.repo_ecart import SELECTED, EcartRecord, selection
from bot.tg import coaching
from bot.tg.context import Context
from bot.tg.handlers.common import (
    Press,
    Who,
    send,
    set_keyboard,
    who,
)
from bot.tg.handlers.ecart_lookup import (
    ROLE_ASKED,
    forget_lookup,
    keyboard_of,
    look_up,
    lookup_why,
    named,
    role_typed,
)
from bot.tg.handlers.questions import (
    Asked,
    Owned,
    PressWords,
    TextAnswers,
    Typed,
    ask,
    deal_pressed,
    kind_of,
    kinds_of,
    own,
)
from bot.tg.handlers.questions_settle import Answering, review_on_top, seconds_since, settle
from bot.views import ecart as view
from bot.views import ecart_buttons as buttons_view
from bot.views import ecart_lookup as lookup_view
from bot.views.chatter import chatter_at_count
from bot.views.ecart_buttons import CONFIRM, UNIFORM_VIEW
from bot.views.ecart_typed import not_a_card_note, read_discard
from bot.views.replies import no_longer_works_note

logger = logging.getLogger("muggins.handlers.ecart")

ECART_KIND: Final = "ecart"
PRESS_PATTERN: Final = re.compile(r"^e:(\d{1,15}):([0-5]|ok|u)$")
NEW_PATTERN: Final = re.compile(r"^e:new:(5|6)$")

# -- The question ----------------------------------------------------------------------------


def lay_away_asked(asked: Asked, challenge: Challenge, tr: Translator) -> Asked:
    """`asked` as a lay-away question: its deal holds the challenge and an empty selection,
    its expected the crib model (the expert tables), its message the card buttons."""
    return replace(
        asked,
        deal={**asked.deal, CHALLENGE_KEY: challenge.to_dict(), SELECTED: []},
        expected={**asked.expected, MODEL_KEY: DEFAULT_MODEL},
        markup=partial(selection_markup, challenge=challenge, selected=[], tr=tr),
    )


def challenge_of(question: Question) -> Challenge | None:
    """The challenge a question holds (`challenge_in`), or None (logged) when it is missing
    or malformed."""
    try:
        return challenge_in(question.deal)
    except ChallengeError as error:
        logger.error("question %s holds a malformed challenge: %s", question.id, error)
        return None


def selection_markup(
    question_id: int, challenge: Challenge, selected: list[int], tr: Translator
) -> InlineKeyboardMarkup:
    """The card buttons (selected ones marked), and ✅ once the lay-away is complete."""
    return keyboard_of(buttons_view.selection_buttons(question_id, challenge, selected, tr))


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
    text = view.challenge_text(challenge, tr, game=game, name=player.group_name)
    asked = Asked(ECART_KIND, dict(extra or {}), {}, text.split("\n"), challenge.cards)
    asked = lay_away_asked(asked, challenge, tr)
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
    """/ecart (/discard, /ecarter): six cards, two to lay away; `/ecart 5`: five cards, one;
    `/ecart <6 or 5 cards> [donneur|receveur]`: the best lay-away of the player's own cards.
    Only numbers (`/ecart 3`), a role alone or « aide » say what /ecart accepts instead of
    quietly dealing."""
    args = context.args or []
    size = read_size(args)
    if size is not None:
        await deal_challenge(update, context, size)
        return
    player = await who(update, context)
    if player is None:
        return
    asked = read_lookup(args)
    if is_number(args) or not asked.cards or asks_for_help(" ".join(args)):
        await send(context, player.chat_id, named(view.usage(player.tr), player))
        return
    laid = asked.dealer is None and lookup_view.lookup_cards(asked.cards, player.tr) is None
    if laid and await laid_by_command(update, context, player, " ".join(args)):  # a role: a lookup
        return
    await look_up(context, player, args)


async def laid_by_command(update: Update, context: Context, player: Who, text: str) -> bool:
    """« /ecart R 5 » at a deal waiting for its lay-away (the command typed again, then the
    cards): `text` answers that deal as if typed alone, not a lookup (which was refused « Il
    manque la couleur après « R » »); False when no /ecart deal waits in this chat (the daily
    challenge's écart part is answered without the command)."""
    question = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    if question is None or question.kind != ECART_KIND or question.message_id is None:
        return False
    kind = kind_of(context, question.kind)
    message = update.effective_message
    if kind is None or message is None:
        return False
    reply_to = None if player.private else message.message_id
    await kind.answers.answer(Typed(context, player, question, text, reply_to, explicit=True))
    return True


async def new_button(update: Update, context: Context) -> None:
    """The "new lay-away" and "five-card deal" buttons."""
    match = await deal_pressed(update, context, NEW_PATTERN)
    if match is not None:
        await deal_challenge(update, context, int(match[1]))


# -- The verdict -----------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class LaidAway:
    """A checked lay-away: the answer it came in (typed cards, or ✅), the question's
    challenge, the cards laid away and how (`via` "text" or "buttons")."""

    answering: Answering
    challenge: Challenge
    discard: tuple[Card, ...]
    via: str


DiscardVerdict = Callable[[LaidAway], Awaitable[None]]
"""Grade a checked lay-away and settle it (`questions_settle.settle`)."""


@dataclass(frozen=True, slots=True)
class DiscardAnswers(TextAnswers):
    """A question kind that takes a lay-away: typed (`reads`, `answer`) or by the buttons,
    both ending in `verdict`; its questions carry card buttons."""

    verdict: DiscardVerdict = field(kw_only=True)


def grade_question(question: Question, challenge: Challenge, discard: tuple[Card, ...]) -> Verdict:
    """The verdict on a lay-away, under the question's crib model (`grade_asked`)."""
    return grade_asked(question.expected, challenge, discard)


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
        text = view.verdict_text(verdict, tr, name=player.group_name, folded=not player.private)
        markup = await review_on_top(
            answering, keyboard_of(buttons_view.after_buttons(question.id, verdict, tr))
        )
        await send(context, player.chat_id, text, markup=markup, reply_to=answering.reply_to)

    await settle(answering, stored, tell, closed=view.over_note)
    await forget_lookup(context, player)  # « pourquoi? » is about this verdict now


# -- Typed answers ---------------------------------------------------------------------------


async def answer_discard(typed: Typed, *, verdict: DiscardVerdict) -> None:
    """Typed cards for a challenge: the `verdict`, or why they cannot be laid away (« je ne
    sais pas »: pick anyway)."""
    challenge = challenge_of(typed.question)
    if challenge is None:
        return
    if says_dont_know(typed.text) or passes_lay_away(typed.text):  # « je passe »: pick anyway
        asked = typed.player.user.settings.get(ROLE_ASKED)
        chat, shown = typed.player.chat_id, typed.question.message_id
        if who_deals_after(asked, chat, shown) and await role_typed(
            typed.context, typed.player, typed.text
        ):  # « Qui donne? » asked since the deal: who the dealer is
            return
        await typed.hint(view.dont_know_note(challenge.lay_away, typed.tr))
        return
    chatter = chatter_of(typed.text) if typed.explicit else None
    if chatter is not None:  # « bonjour », « merci »: in kind; « ok »: how to answer
        back = chatter_at_count(chatter, typed.tr)
        await typed.hint(view.how_note(challenge, typed.tr) if back is None else back)
        return
    if asks_why(typed.text) and await lookup_why(typed.context, typed.player, typed.question):
        return  # « pourquoi? » right after a lookup: about the lookup, not this deal
    average = asks_average(typed.text)  # « c'est quoi l'espérance? »: what « en moyenne » is
    if (
        average
        or asks_how(typed.text)
        or asks_at_lay_away(typed.text)
        or says_lost_at_deal(typed.text)
    ):
        how = view.how_note(challenge, typed.tr)  # « comment? », « quoi faire », « j'comprends
        # pas »: what to keep, how to answer
        if average:
            how = view.average_note(challenge, typed.tr)
        if typed.explicit:
            await typed.hint(how)
        elif not typed.to_member and await about_her_deal(typed):
            await typed.reply(named(how, typed.player))
        return
    said = read_lookup(typed.text.split())
    if not said.cards and said.dealer is not None:  # « donneur » for the role buttons
        if not await role_typed(typed.context, typed.player, typed.text):
            await typed.hint(lookup_view.role_typed_note(challenge, typed.tr))
        return
    if role_answer(typed.text) is not None:  # « moi », « pas moi »: was « Carte inconnue »
        if not await role_typed(typed.context, typed.player, typed.text):
            await typed.hint(not_a_card_note(typed.text, challenge, typed.tr))
        return
    read = read_discard(typed.text, challenge, typed.tr)
    if isinstance(read, str):
        if typed.explicit or not names_cards_of(typed.text, challenge):
            await typed.hint(read)
        else:  # « la paire de rois » in a group, at her deal with one king: meant for it
            await typed.reply(named(read, typed.player))
        return
    await verdict(LaidAway(typed, challenge, read, "text"))


async def about_her_deal(typed: Typed) -> bool:
    """Whether a question typed in a group, not as a reply, is about the member's own deal:
    « comment? », « un indice? » or « c'est quoi l'espérance? » (asked about a deal, and hers
    waits), or « je comprends pas » when her deal is the last one posted there (after another
    member's, it may be about his)."""
    text = typed.text
    if asks_how_at_deal(text) or asks_hint_at_deal(text) or asks_average_at_deal(text):
        return True
    if not says_lost_at_deal(text):
        return False
    last, _ = await typed.context.bot_data.db.questions.last_ids(typed.player.chat_id)
    return typed.question.message_id == last


def discard_answers(verdict: DiscardVerdict) -> DiscardAnswers:
    """How a kind takes its lay-away: typed cards (`answer_discard`) or the buttons, both
    ending in `verdict`."""
    answer = partial(answer_discard, verdict=verdict)
    return DiscardAnswers(reads=reads_at_deal, answer=answer, verdict=verdict)


def discard_verdicts(context: Context) -> dict[str, DiscardVerdict]:
    """The question kinds that take a lay-away by the card buttons, and their verdicts."""
    kinds = kinds_of(context)
    return {k.name: k.answers.verdict for k in kinds if isinstance(k.answers, DiscardAnswers)}


ECART_ANSWERS: Final = discard_answers(give_verdict)
"""How /ecart questions take their lay-away."""


async def step_help(_context: Context, player: Who, question: Question) -> str | None:
    """« aide » typed alone at a lay-away (/ecart's, the challenge's): what to keep and how
    to answer, as « comment? » (HTML; `wiring.help_at_count`)."""
    challenge = challenge_of(question)
    return None if challenge is None else view.how_note(challenge, player.tr)


# -- Buttons ---------------------------------------------------------------------------------


PRESS_WORDS: Final = PressWords(
    not_yours=view.not_yours_note,
    answered=view.over_note,
)
"""What a press on a challenge not the player's, or over, is told."""


@Press.on(PRESS_PATTERN)
async def ecart_button(context: Context, press: Press) -> None:
    """A card, ✅ or "uniform crib" button of a challenge (answered before any work)."""
    uniform, verdicts = press.match[2] == UNIFORM_VIEW, discard_verdicts(context)
    kinds = {ECART_KIND} if uniform else verdicts.keys()
    owned = await own(context, press, kinds=kinds, words=PRESS_WORDS, pending=not uniform)
    if owned is None:
        return
    if uniform:
        await owned.answer()
        verdict = await show_uniform(context, owned.player, owned.question)
        pressed = press.query.message
        if verdict is not None and isinstance(pressed, Message) and pressed.reply_markup:
            # shown: its button has done its job, the new deals stay
            rows = buttons_view.after_buttons(owned.question.id, verdict, owned.player.tr)
            markup = keyboard_of(rows)  # new deals
            await set_keyboard(context, owned.player.chat_id, pressed.message_id, markup)
        return
    challenge = challenge_of(owned.question)
    if challenge is None:
        await owned.answer(PRESS_WORDS.answered(owned.player.tr))
        return
    if owned.match[2] == CONFIRM:
        await confirm(owned, challenge, verdicts[owned.question.kind])
        return
    await toggle(context, owned, challenge, int(owned.match[2]))


async def toggle(context: Context, owned: Owned, challenge: Challenge, index: int) -> None:
    """Select or unselect a card and show the selection on the same message (the press is
    answered first, with a notice when nothing changes)."""
    player, question = owned.player, owned.question
    tr = player.tr
    if index >= challenge.size:
        await owned.answer(no_longer_works_note(tr))
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


async def confirm(owned: Owned, challenge: Challenge, verdict: DiscardVerdict) -> None:
    """✅: the selected cards go to the verdict of the question's kind (the press answered
    first)."""
    await owned.answer()
    discard = challenge.picked(selection(owned.question))
    if discard is not None:
        await verdict(LaidAway(owned, challenge, discard, "buttons"))


async def show_uniform(context: Context, player: Who, question: Question) -> Verdict | None:
    """The graded deal again, under the uniform crib model (that verdict; None: no record)."""
    record = await context.bot_data.db.ecart.ecart_of_question(question.id)
    challenge = challenge_of(question)
    if record is None or challenge is None:
        return None
    discard = tuple(parse_card(code) for code in record.choice)
    verdict = grade(challenge, discard, model=UNIFORM)
    tr = player.tr
    lines = view.verdict_lines(verdict, tr, folded=not player.private)
    text = "\n".join([view.uniform_title(tr), *lines])
    await send(context, player.chat_id, text, reply_to=question.message_id)
    return verdict


# -- /stats ----------------------------------------------------------------------------------


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
    return view.stats_lines(with_costliest(totals, history), player.tr)
