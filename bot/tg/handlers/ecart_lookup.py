"""The lookup of a player's own cards in chat: `/ecart 5H 5D JS QC 2H 3S donneur`.

The best lay-away of the cards typed (worded by `bot.views.ecart_lookup`), or, when the
role is not said, « Who deals? » with its role buttons (`e:r:<d|p|t>:<card codes>`, the
partner's under five cards: `bot.views.ecart_buttons`) that a role typed next (« donneur »,
« je donne », « je donne pas ») answers as they do; a role or cards typed alone with nothing
waiting are told where they go
(`typed_alone`). The discard challenge itself (/ecart's deal, its buttons, its verdict) is
`bot.tg.handlers.ecart`.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import Mapping, Sequence
from typing import Final

from telegram import InlineKeyboardMarkup

from bot.coach.questions import ECART_KIND
from bot.drills.answer_asides import says_dont_know
from bot.drills.daily import Part, question_kind
from bot.drills.ecart import DEAL_SIZES, FIVE, Challenge, ChallengeError, challenge_in
from bot.drills.ecart_args import read_lookup, read_size
from bot.drills.ecart_graded import grade_asked
from bot.drills.ecart_talk import (
    asks_average,
    asks_why,
    partner_answer,
    role_answer,
    who_deals_after,
    who_deals_asked,
    who_deals_cards,
    why_not_cards,
)
from bot.engine.card_parsing import CardError, CardErrorReason, parse_card, parse_cards
from bot.engine.cards import Card
from bot.i18n import card_input
from bot.storage import Question
from bot.tg import records
from bot.tg.context import Context
from bot.tg.handlers import card_meant
from bot.tg.handlers.callbacks import owned
from bot.tg.handlers.common import (
    Press,
    Who,
    button,
    drop_keyboard,
    edit_or_send,
    keyboard,
    send,
)
from bot.tg.handlers.questions import answer_query, own_setting, owner_mark
from bot.views import ecart as view
from bot.views import ecart_buttons as buttons_view
from bot.views import ecart_lookup as lookup_view
from bot.views import ecart_unread as unread_view
from bot.views.daily import named as named_html  # the member's name first in a group
from bot.views.ecart_buttons import Rows
from bot.views.ecart_typed import read_discard
from bot.views.replies import no_longer_works_note

ROLE_PATTERN: Final = re.compile(
    r"^e:r:(?P<role>[dpt]):(?P<cards>[0-9AJQKSHDC,]{2,23})(?::(?P<owner>\d{1,15}))?$"
)
ROLE_ASKED: Final = records.ROLE_ASKED
"""users.settings key: « Who deals? » asked last about the player's own cards, `{"chat": <chat
id>, "cards": "5H,5D,JS,QC,2H,3S", "message": <its id>}`, so that « donneur », « je donne »,
« receveur » typed next answers it as its buttons do; removed once answered (typed, pressed, or
the cards looked up with their role), its buttons with it."""

ECART: Final = "ecart"
"""/ecart named where the line a misspelt word was asked about in is kept
(`card_meant.MEANT`)."""
ROLE: Final = "role"
"""A role typed misspelt under « Qui donne? » (« doneur »), kept as /ecart's line is."""

DAILY_ECART_KIND: Final = question_kind(Part.ECART)
"""The daily challenge's lay-away, whose deal « pourquoi pas 9 10? » asks about once answered."""

LOOKUP_SHOWN: Final = "ecart_lookup_shown"
"""users.settings key: the lookup of the player's own cards shown last, `{"chat": <chat id>,
"cards": "5H,5D,JS,QC,2S", "dealer": true, "partner": false, "deal": <the id of the lay-away
that waited then, or null>}`, so that « pourquoi? » typed next explains the lookup
(`lookup_why`), not that deal nor an earlier verdict; a deal dealt since has another id, and a
verdict given since removes it (`forget_lookup`)."""


# -- /ecart <cards> [role] -------------------------------------------------------------------------


def named(text: str, player: Who) -> str:
    """A lookup's reply (HTML) after the member's name in a group (« Jetez 2♥ 3♠ »: whose
    cards?), as /chances names them; as it is in private."""
    return named_html(text, player.tr, player.group_name)


def keyboard_of(rows: Rows, owner: int | None = None) -> InlineKeyboardMarkup:
    """The buttons of `bot.views.ecart_buttons` as a keyboard, each one's data checked (and
    marked as `owner`'s, in a group)."""
    return keyboard([[button(label, owned(data, owner)) for label, data in row] for row in rows])


async def lookup_text(challenge: Challenge, player: Who, *, partner: bool = False) -> str:
    """`lookup_view.lookup_text` off the event loop (a deal the engine's caches have not met
    takes up to a tenth of a second), folded in a group as /ecart's verdict is there."""
    return await asyncio.to_thread(
        lookup_view.lookup_text, challenge, player.tr, partner=partner, folded=not player.private
    )


async def look_up(context: Context, player: Who, args: Sequence[str]) -> None:
    """`/ecart <cards> [role]` (`args`): the best lay-away, or the two role buttons when the
    role is not said, or why the cards do not read (a misspelt word asked about: « oui »
    typed next answers the line meant, `typed_meant`)."""
    tr = player.tr
    await card_meant.forget_meant(context, player)
    asked = read_lookup(args)
    try:
        cards = card_input.read_cards(asked.cards, tr, DEAL_SIZES)
    except CardError as error:
        sized = read_size(asked.cards.split()[:1]) is not None and error.read == 0
        usage = sized and error.reason is CardErrorReason.UNKNOWN_RANK  # `/ecart 5 cartes`
        typo = None if usage else unread_view.asked_typo(error, tr, asked.cards)
        token, word = ("", None) if typo is None else (typo.token, typo.word)
        await card_meant.keep_meant(context, player, ECART, args, token, word)
        text = view.usage(tr) if usage else unread_view.unread_text(error, tr, asked.cards)
        await send(context, player.chat_id, named(text, player))
        return
    codes = ",".join(str(c) for c in cards)
    if asked.dealer is not None:
        await forget_role_asked(context, player, codes)
        challenge = Challenge(tuple(cards), asked.dealer)
        await send_lookup(context, player, challenge, partner=asked.partner)
        return
    roles = keyboard_of(buttons_view.role_buttons(cards, tr), owner_mark(player))
    text = lookup_view.role_question(cards, tr, name=player.group_name, both=asked.both)
    shown = {"chat": player.chat_id, "cards": codes}  # « je donne » answers it
    asked_now = {ROLE_ASKED: {**shown, "message": None}}  # an earlier question's id goes
    await context.bot_data.db.users.merge_settings(player.user_id, asked_now)
    record = records.role_asked(player.user_id, shown)  # its message's id kept with it
    await send(context, player.chat_id, text, markup=roles, record=record)


async def typed_meant(context: Context, player: Who, text: str) -> bool:
    """« oui » typed in private right after /ecart asked « vouliez-vous dire « carreau »? » (or
    « donneur »): the line meant looked up; after a role misspelt under « Qui donne? »
    (`role_typo_typed`), that question answered (`card_meant.answer_meant`)."""
    answers = {ECART: look_up, ROLE: role_meant}
    return await card_meant.answer_meant(context, player, text, answers)


async def role_meant(context: Context, player: Who, args: Sequence[str]) -> None:
    """The role meant, typed misspelt under « Qui donne? » (« doneur »), answers it once
    « oui » confirms it, if it still waits (`role_typed`); else, who deals goes with /ecart
    and the cards (`role_alone_note`: answered by its button since)."""
    if not await role_typed(context, player, " ".join(args)):
        await send(context, player.chat_id, lookup_view.role_alone_note(player.tr))


async def send_lookup(
    context: Context, player: Who, challenge: Challenge, *, partner: bool = False
) -> None:
    """The best lay-away of the player's own cards, after their name in a group (`partner`:
    their partner deals, the crib their team's)."""
    text = await lookup_text(challenge, player, partner=partner)
    await send(context, player.chat_id, named(text, player))
    await remember_lookup(context, player, challenge, partner=partner)


async def remember_lookup(
    context: Context, player: Who, challenge: Challenge, *, partner: bool = False
) -> None:
    """A lookup shown: kept (`LOOKUP_SHOWN`) with the id of the player's lay-away waiting in
    this chat (None when none waits), for a « pourquoi? » typed next."""
    pending = await context.bot_data.db.questions.pending_question(player.user_id, player.chat_id)
    waiting = pending is not None and waiting_challenge(pending) is not None
    shown = {
        "chat": player.chat_id,
        "cards": ",".join(str(c) for c in challenge.cards),
        "dealer": challenge.dealer,
        "partner": partner,
        "deal": pending.id if pending is not None and waiting else None,
    }
    await context.bot_data.db.users.merge_settings(player.user_id, {LOOKUP_SHOWN: shown})


async def forget_lookup(context: Context, player: Who) -> None:
    """A verdict given: « pourquoi? » is about it now, not the lookup shown before it."""
    if player.user.settings.get(LOOKUP_SHOWN) is not None:
        await context.bot_data.db.users.merge_settings(player.user_id, {LOOKUP_SHOWN: None})


def waiting_challenge(question: Question) -> Challenge | None:
    """The lay-away a pending question waits for, or None (another kind, or malformed)."""
    try:
        return challenge_in(question.deal)
    except ChallengeError:
        return None


async def lookup_why(context: Context, player: Who, question: Question | None = None) -> bool:
    """« pourquoi? » right after a lookup of the player's own cards (`LOOKUP_SHOWN`), at her
    deal (`question`, else the one pending in this chat) or with none waiting: why the
    lookup's best is the best, and that the deal, named, still waits (`lookup_why_text`);
    False when the lookup shown last is not of this moment (another chat, another deal)."""
    shown = player.user.settings.get(LOOKUP_SHOWN)
    if not isinstance(shown, dict) or shown.get("chat") != player.chat_id:
        return False
    if question is None:
        question = await context.bot_data.db.questions.pending_question(
            player.user_id, player.chat_id
        )
    waiting = None if question is None else waiting_challenge(question)
    if shown.get("deal") != (None if question is None or waiting is None else question.id):
        return False
    try:
        challenge = Challenge(tuple(parse_cards(str(shown["cards"]))), bool(shown["dealer"]))
    except (CardError, ChallengeError, KeyError):
        return False
    text = await asyncio.to_thread(
        lookup_view.lookup_why_text,
        challenge,
        waiting,
        player.tr,
        partner=bool(shown.get("partner")),
        name=player.group_name,
    )
    await send(context, player.chat_id, text)
    return True


async def forget_role_asked(
    context: Context, player: Who, codes: str | None = None, *, drop: bool = True
) -> None:
    """« Who deals? » answered in this chat (`codes`: only if asked about these cards): a role
    typed later is no answer to it, and its buttons go (`drop`; False: the pressed message
    is edited anyway)."""
    asked = who_deals_asked(player.user.settings.get(ROLE_ASKED), player.chat_id)
    if asked is None:
        return
    if codes is None or asked.get("cards") == codes:
        await context.bot_data.db.users.merge_settings(player.user_id, {ROLE_ASKED: None})
        message = asked.get("message")
        if drop and isinstance(message, int):
            await drop_keyboard(context, player.chat_id, message)


async def role_typed(context: Context, player: Who, text: str) -> bool:
    """« donneur », « je donne », « receveur », « moi », « pas moi » typed alone after « Who
    deals? » in this chat: that question's answer, as its button gives it (`role_answer`);
    « je sais pas », « pourquoi? »: who the dealer is, the crib his (the question stays open),
    unless a question was asked since ("why?" under a /hand verdict got who the dealer is);
    False when it is no role alone or no such question waits."""
    dealer = role_answer(text)
    cards = who_deals_cards(player.user.settings.get(ROLE_ASKED), player.chat_id)
    lost = dealer is None and (says_dont_know(text) or asks_why(text))
    if cards is not None and lost and await role_asked_last(context, player):
        await send(
            context,
            player.chat_id,
            named(lookup_view.role_unknown_note(len(cards), player.tr), player),
        )
        return True
    if dealer is None and cards is not None and await role_typo_typed(context, player, text):
        return True
    if dealer is None or cards is None:
        return False
    await forget_role_asked(context, player)
    try:
        challenge = Challenge(cards, dealer)
    except ChallengeError:
        return False
    await send_lookup(context, player, challenge, partner=partner_answer(text))
    return True


async def role_typo_typed(context: Context, player: Who, text: str) -> bool:
    """A role word misspelt, typed alone in private under « Qui donne? » (« doneur »): asked
    about as /ecart asks about it after the cards (« Mot inconnu « doneur » : vouliez-vous
    dire « donneur »? », then « oui » answers the question, `typed_meant`); it got « Je
    réponds aux comptes et aux commandes ». False for any other text, or in a group (the
    members' chat)."""
    said = text.split()
    typo = unread_view.role_typo(said, player.tr) if player.private and len(said) <= 4 else None
    if typo is None:
        return False
    await card_meant.keep_meant(context, player, ROLE, said, typo.token, typo.word)
    await send(context, player.chat_id, unread_view.role_typo_line(typo, player.tr))
    return True


async def role_asked_last(context: Context, player: Who) -> bool:
    """Whether « Who deals? » came after the player's last question in this chat (or there is
    none, or either message is not known): « pourquoi? » typed then is about it."""
    latest = await context.bot_data.db.questions.latest_question(player.user_id, player.chat_id)
    asked = who_deals_asked(player.user.settings.get(ROLE_ASKED), player.chat_id)
    if latest is None or latest.message_id is None or asked is None:
        return True
    return not isinstance(asked.get("message"), int) or who_deals_after(
        asked, player.chat_id, latest.message_id
    )


@Press.on(ROLE_PATTERN)
async def role_button(context: Context, press: Press) -> None:
    """A role button under typed cards: the question's message becomes the lay-away's
    analysis (its buttons go)."""
    if not await own_setting(press, lookup_view.role_not_yours_note):
        return
    partner = press.match["role"] == buttons_view.PARTNER
    try:
        cards = tuple(parse_cards(press.match["cards"]))
        challenge = Challenge(cards, partner or press.match["role"] == buttons_view.DEALER)
    except (CardError, ChallengeError):
        await answer_query(press.query, no_longer_works_note(press.player.tr))
        return
    if partner and challenge.size != FIVE:  # partners get five cards each
        await answer_query(press.query, no_longer_works_note(press.player.tr))
        return
    await answer_query(press.query)
    await forget_role_asked(context, press.player, press.match["cards"], drop=False)
    text = named(await lookup_text(challenge, press.player, partner=partner), press.player)
    await edit_or_send(context, press.player.chat_id, press.message_id, text)
    await remember_lookup(context, press.player, challenge, partner=partner)


async def typed_alone(context: Context, player: Who, text: str) -> bool:
    """« donneur », « receveur », "dealer" typed alone in a private chat with nothing pending:
    who deals goes with /ecart and the cards; five or six cards typed alone (« 5C 5K 5T VP
    5P »): the command that looks them up, /score or /ecart (`Subscriptions.unanswered`),
    rather than the general « I answer counts and commands ». After « Who deals? » (in a
    group too), a role typed answers it (`role_typed`); « pourquoi? » after an /ecart verdict,
    why the best is the best (`why_typed`, in a group too), and in a group, in reply to the
    bot with nothing to explain, what to ask first (`why_first_note`; typed to the members,
    it is left alone); its cards typed again, that the deal is over (`laid_again`). False
    otherwise."""
    if await role_typed(context, player, text):
        return True
    if asks_why(text) and (await lookup_why(context, player) or await why_typed(context, player)):
        return True
    if await why_not_typed(context, player, text):
        return True
    if not player.private:  # « pourquoi? » in reply to the bot, nothing to explain: what first
        if asks_why(text) and player.to_bot:
            note = lookup_view.why_first_note(player.tr)
            await send(context, player.chat_id, named(note, player))
            return True
        return False
    if asks_average(text) and await average_typed(context, player):
        return True
    if await laid_again(context, player, text):
        return True
    said = read_lookup(text.strip(" !?.").split())
    if not said.cards:
        if said.dealer is None:
            return False
        await send(context, player.chat_id, lookup_view.role_alone_note(player.tr))
        return True
    cards = lookup_view.lookup_cards(said.cards, player.tr)
    if cards is None:
        return False
    note = lookup_view.typed_cards_note(cards, said.dealer, player.tr, partner=said.partner)
    await send(context, player.chat_id, note)
    return True


async def last_answered(context: Context, player: Who, kind: str) -> Question | None:
    """The player's last question in the chat when it is of `kind` and answered (in a group,
    only while it is the last question posted there: after another member's, what she types
    may be about his); None otherwise."""
    db = context.bot_data.db
    latest = await db.questions.latest_question(player.user_id, player.chat_id)
    if latest is None or latest.kind != kind or latest.is_pending:
        return None
    if not player.private and latest.message_id != (await db.questions.last_ids(latest.chat_id))[0]:
        return None
    return latest


async def last_laid(
    context: Context, player: Who
) -> tuple[Question, Challenge, tuple[Card, ...]] | None:
    """The player's last question in the chat when it is an /ecart deal laid away (in a
    group, only while it is the last deal posted there: after another member's, what she types
    may be about his): the question, its challenge and the cards laid away; None otherwise."""
    latest = await last_answered(context, player, ECART_KIND)
    if latest is None:
        return None
    record = await context.bot_data.db.ecart.ecart_of_question(latest.id)
    if record is None:
        return None
    try:
        challenge = challenge_in(latest.deal)
        laid = tuple(parse_card(code) for code in record.choice)
    except (ChallengeError, ValueError):
        return None
    return None if challenge is None else (latest, challenge, laid)


async def why_typed(context: Context, player: Who) -> bool:
    """« pourquoi? » after an /ecart verdict (`last_laid`): why the best lay-away is the best,
    against hers, graded again as it was (`why_text`, named for her in a group); False when
    there is no such verdict to explain."""
    found = await last_laid(context, player)
    if found is None:
        return False
    question, challenge, laid = found
    try:
        verdict = grade_asked(question.expected, challenge, laid)
    except ChallengeError:
        return False
    text = lookup_view.why_text(verdict, player.tr, name=player.group_name)
    await send(context, player.chat_id, text)
    return True


async def daily_laid(context: Context, player: Who) -> Challenge | None:
    """The deal of the daily challenge's lay-away when it is the player's last question in
    this chat, answered (« pourquoi pas 9 10? » under its verdict); None otherwise."""
    latest = await last_answered(context, player, DAILY_ECART_KIND)
    if latest is None:
        return None
    try:
        return challenge_in(latest.deal)
    except ChallengeError:
        return None


def lookup_shown(player: Who) -> Challenge | None:
    """The cards of the lookup shown last in this chat (`LOOKUP_SHOWN`) with their role, for
    « pourquoi pas 5 5? » typed after it; None when there is none here, or the partner dealt
    (the crib their team's, which a verdict does not grade)."""
    shown = player.user.settings.get(LOOKUP_SHOWN)
    if not isinstance(shown, dict) or shown.get("chat") != player.chat_id or shown.get("partner"):
        return None
    try:
        return Challenge(tuple(parse_cards(str(shown["cards"]))), bool(shown["dealer"]))
    except (CardError, ChallengeError, KeyError):
        return None


async def why_not_typed(context: Context, player: Who, text: str) -> bool:
    """« pourquoi pas 5 5? », "why not 7 9?" after a lookup of her cards (`lookup_shown`) or an
    /ecart verdict (`last_laid`): why the best lay-away beats those cards, graded as hers was
    (`why_text`), or why they cannot be laid away from that deal; False for anything else (it
    was « Je réponds aux comptes et aux commandes »)."""
    said = why_not_cards(text)
    if said is None:
        return False
    challenge = lookup_shown(player)  # the lookup shown last (a verdict since forgets it)
    listed = challenge is not None
    expected: Mapping[str, object] = {}
    if challenge is None:
        found = await last_laid(context, player)
        if found is not None:
            expected, challenge = found[0].expected, found[1]
        else:
            challenge = await daily_laid(context, player)
    if challenge is None:
        return False
    cards = read_discard(said, challenge, player.tr)
    if isinstance(cards, str):
        await send(context, player.chat_id, named(cards, player))
        return True
    try:
        verdict = grade_asked(expected, challenge, cards)
    except ChallengeError:
        return False
    text = lookup_view.why_text(
        verdict, player.tr, name=player.group_name, asked=True, listed=listed
    )
    await send(context, player.chat_id, text)
    return True


async def average_typed(context: Context, player: Who) -> bool:
    """« c'est quoi l'espérance? » in a private chat after an /ecart verdict (`last_laid`): what
    its averages are; False when there is no such verdict."""
    found = await last_laid(context, player)
    if found is None:
        return False
    await send(context, player.chat_id, view.average_text(found[1], player.tr))
    return True


async def laid_again(context: Context, player: Who, text: str) -> bool:
    """Cards typed in a private chat after an /ecart verdict that lay away from its deal
    again (« R 5 » sent twice): that deal is over, /ecart deals another (not « nothing to
    count »); False for anything else."""
    found = await last_laid(context, player)
    if found is None or isinstance(read_discard(text, found[1], player.tr), str):
        return False
    await send(context, player.chat_id, view.deal_over_note(player.tr))
    return True
