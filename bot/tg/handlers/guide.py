"""/help (/aide), /start and /stats: the handlers that show the registry's table to a player.

Each takes the table it shows (`entries`, the registry's `ENTRIES`, bound by
`bot.tg.handlers.registry`'s `help_command`, `start_command` and `stats_command`): /help lists
every command with its other names, `/help <command>` its lines, /stats takes its sections and
the kinds counted as hands from it, and `/start help`, `/start stats` (the buttons of /help all
and /stats in a group) open them in private.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from telegram import InlineKeyboardMarkup, Update

from bot.drills.answer_asides import says_stop
from bot.drills.command_table import (
    asks_counts,
    find_command,
    plain_name,
    show_kinds,
    stats_sections,
)
from bot.drills.daily import Part, question_kind
from bot.drills.ecart_talk import asks_why
from bot.drills.help_asked import (
    asks_for_help,
    asks_what,
    asks_what_bot,
    command_asked,
    greeting_in,
    help_words,
    says_new,
    typed_command_line,
    typed_command_word,
    wants_to_play,
)
from bot.drills.own_asked import OwnPage, own_page_asked
from bot.drills.step_asked import asks_score
from bot.drills.unasked import chatter_typed, lost_typed
from bot.i18n import Translator
from bot.tg.context import Context
from bot.tg.handlers import club, commands, daily, drill, night
from bot.tg.handlers.common import Who, private_link, send, start_payload, who
from bot.tg.handlers.entries import Command, Entry, commands_of
from bot.tg.handlers.table_steps import PLAY_KIND
from bot.tg.pictures import send_stats
from bot.tg.posting import split
from bot.views import chatter as chatter_view
from bot.views import commands as words
from bot.views import members as members_view
from bot.views import practice
from bot.views import stats as stats_view
from bot.views.daily import named  # the member's name first in a group, as /lang's
from bot.views.guide import help_lines, help_on, help_on_word, typed_question

ALL_WORDS: Final = frozenset(
    {"all", "tout", "toutes", "tous", "detail", "details", "détails", "détaillée", "detaillee"}
    | {"complète", "complete", "complet", "plus", "everything", "full", "more"}
)
"""`/help all` (« /aide tout », « /aide complète », « /aide au complet », "/help everything"):
every command in detail."""
PLAY_NAME: Final = "play"
"""`/help play` in a group (« /aide jouer »): the group's /play help, not the private one's
« a whole game against me » and its seven other lines."""
HELP_START: Final = "help"
HELP_START_PATTERN: Final = re.compile(rf"^{HELP_START}$")
"""`/start help`: the link of the button `/help all` answers with in a group."""


async def help_command(context: Context, player: Who, entries: Sequence[Entry]) -> None:
    """/help (/aide): three short sections (in a group, the group's own commands in a few
    lines and a button to the whole help in private: twenty lines crowded the club's chat);
    `/help all`: every command with its other names, and how to answer (in a group, the
    member's name and a button to it in private: forty lines crowded the club's chat); `/help
    <command>`: that command's lines; `/help muggins`, a counting word or a word of the game
    (« /aide skunk »): that topic (any other word is named above the short help). In a
    group, each after the member's name.
    A question waiting in the chat is said last, as /start says it."""
    tr = player.tr
    typed = help_words(context.args or [])  # « /aide svp », « /aide moi »: /aide
    args = [a.casefold() for a in typed]
    asked = find_command(args[0], commands_of(entries)) if args else None
    # « /aide c'est quoi le crib »: the word of the game, before the command of its name
    topic = help_on_word(typed, tr) if asked is None or asks_what(context.args or []) else None
    markup = None
    if args and args[0] in ALL_WORDS and player.private:  # past Telegram's length in one
        await send_help_all(context, player, entries)
        await commands.question_waits(context, player)
        return
    if args and args[0] in ALL_WORDS:
        markup = private_link(context, HELP_START, words.help_all_button(tr))
        text = words.help_all_in_group(tr, name=player.name)
    elif topic is not None:  # « /aide skunk », « /aide muggins »
        text = topic
    elif asked is not None and not player.private and PLAY_NAME in asked.names:
        text = members_view.group_usage(tr)  # what /play does here, as « /jouer aide » says
    elif asked is not None:
        lines = help_on(asked, commands_of(entries), tr)
        text = words.command_help(lines, tr, answering=asks_counts(asked, entries))
    elif player.private:
        text = words.help_short(tr, unknown=typed[0] if typed else None)
    else:  # the group's own commands in a few lines, the whole help in private
        await group_help(context, player, unknown=typed[0] if typed else None)
        return
    if markup is None:  # in a group, whose help it is (« <b>Marie</b> : <b>Muggins</b> »)
        text = named(text, tr, player.group_name)
    await send_help(context, player, text, markup)


async def group_help(context: Context, player: Who, *, unknown: str | None = None) -> None:
    """/help in a club's group: the member's name, the group's own commands in a few lines,
    and a button to the whole help in private (`HELP_START`)."""
    markup = private_link(context, HELP_START, words.help_all_button(player.tr))
    text = words.help_in_group(player.tr, name=player.name, unknown=unknown)
    await send_help(context, player, text, markup)


async def send_help(
    context: Context, player: Who, text: str, markup: InlineKeyboardMarkup | None
) -> None:
    """A help (HTML), then the question waiting in the chat, if any: its message is above."""
    if (waiting := await commands.waiting_note(context, player)) is not None:
        text = f"{text}\n\n{waiting}"
    await send(context, player.chat_id, text, markup=markup)


async def help_typed_in_group(context: Context, player: Who, text: str) -> bool:
    """« aide », « aide svp » or "help" typed in a club's group in reply to one of the bot's
    messages (`Who.to_bot`: what its privacy mode lets it read there; a member at a game,
    under the table's message): the group's help, as /aide gives it there (it was silence).
    False otherwise: the text is left to the others (`Subscriptions.unanswered`)."""
    if player.private or not player.to_bot or not asks_for_help(text):
        return False
    await group_help(context, player)
    return True


async def typed_question_answered(context: Context, player: Who, text: str) -> bool:
    """A question on a word of the game typed in private with nothing asked (« c'est quoi le
    crib? », « comment on compte? »): answered as `/help <word>` answers it
    (`Subscriptions.unanswered`); « ? » alone or a player lost (« je comprends pas »,
    « comment ça marche? »), the short /help (it was « Je réponds aux comptes et aux
    commandes … »); a greeting or goodbye (« bonjour », « bonne nuit »),
    answered in kind; a wish to play (« je veux jouer »), where the game is; a newcomer
    saying so (« je suis nouvelle ») or asking what the bot is (« c'est quoi ce bot? »),
    the welcome; « arrête », that nothing waits; « pourquoi? », where each count's reasons
    are; False for any other text."""
    if not player.private:
        return False
    if (chatter := chatter_typed(text)) is not None:
        said = chatter_view.chatter_with_nothing_asked(chatter, player.tr)
        await send(context, player.chat_id, said)
        return True
    if wants_to_play(text):  # « je veux jouer », « on joue? »: where the game is
        await send(context, player.chat_id, chatter_view.play_offered(greeting_in(text), player.tr))
        return True
    if (answer := typed_question(text, player.tr)) is not None:
        await send(context, player.chat_id, answer)
        return True
    if says_new(text) or asks_what_bot(text):  # « je suis nouvelle », « c'est quoi ce bot? »
        await commands.welcome(context, player)
        return True
    if lost_typed(text):
        await send(context, player.chat_id, words.help_short(player.tr, unknown=None))
        return True
    if says_stop(text):  # « arrête » after a verdict: nothing waits
        await send(context, player.chat_id, chatter_view.stop_with_nothing_asked(player.tr))
        return True
    if asks_why(text):  # « pourquoi? » after a verdict: its reasons are under it
        await send(context, player.chat_id, chatter_view.why_with_nothing_asked(player.tr))
        return True
    return False


def command_meant(word: str, entries: Sequence[Entry], tr: Translator) -> str | None:
    """The name of the command `word` names (typed without its slash: « main », « défi »):
    the name as typed, accents left out, else the one the reader's menu shows (« parties »:
    /jouer); None when it names none."""
    found = find_command(word, commands_of(entries))
    if found is None:
        return None
    name = plain_name(word)
    if name in found.names:
        return name
    return words.menu_name(found.names, found.help(tr), found.fr, tr)


async def typed_command_answered(
    context: Context, player: Who, text: str, entries: Sequence[Entry]
) -> bool:
    """A command's name typed alone in private with nothing asked (« main », « défi svp »):
    the command meant, to tap or send with its slash; a question about a command (« c'est
    quoi la variante? »): its lines, as `/help <command>` shows them (both got « Je réponds
    aux comptes et aux commandes… »); False for any other text, or in a group."""
    if not player.private:
        return False
    tr = player.tr
    commands = list(commands_of(entries))
    if (asked := command_asked(text, commands)) is not None:
        await send(context, player.chat_id, command_lines(asked, entries, tr))
        return True
    word = typed_command_word(text)
    name = None if word is None else command_meant(word, entries, tr)
    if name is not None:
        await send(context, player.chat_id, chatter_view.slash_missing(name, tr))
        return True
    line = typed_command_line(text)  # « jouer 61 »: one of a command's own names first
    found = None if line is None else find_command(line[0], commands)
    if line is None or found is None or (typed_name := plain_name(line[0])) not in found.names:
        return False
    said = chatter_view.slash_missing_with_args(typed_name, line[1], tr)
    await send(context, player.chat_id, said)
    return True


PAGE_ASKED_AT: Final = drill.COUNT_KINDS | {
    *(question_kind(part) for part in (Part.HAND, Part.CRIB)),
    PLAY_KIND,
}
"""The questions at which « mon classement? » or « mes stats » is answered
(`own_page_typed`): a hand or a crib to count, the challenge's, a step of /play."""


COMMAND_ASKED_AT: Final = PAGE_ASKED_AT - {PLAY_KIND}
"""The questions at which « c'est quoi la variante? » is answered (`command_asked_at_question`):
a step of /play answers its own questions (« c'est quoi le score? », « mes chances? »)."""


async def own_page_typed(
    context: Context, player: Who, text: str, entries: Sequence[Entry]
) -> bool:
    """« mon classement? », « c'est quoi mon classement? », « mes stats », « mes progrès »,
    « mes réglages » typed in private (`own_asked.own_page_asked`) with nothing asked or at a
    question of `PAGE_ASKED_AT`: the standing as /top shows it in private, the /stats report,
    or each setting's command (as /réglages says them), then that the question still waits
    (before: « Je réponds aux comptes et aux commandes… », and at a count « Je ne connais pas
    le mot « quoi » »). False for any other text, in a group, or at another question (Kings,
    /ecart, a club game: their own readers). A player of an open club night asking its
    standings (« je suis où dans le classement? ») gets the night's (`night.typed_asked`)."""
    if not player.private or (page := own_page_asked(text)) is None:
        return False
    if page is OwnPage.STANDING and await night.typed_asked(context, player, text):
        return True
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if pending is not None and pending.kind not in PAGE_ASKED_AT:
        return False
    waiting = await commands.waiting_note(context, player)
    if page is not OwnPage.PROGRESS:
        said = (
            await club.my_clubs_text(context, player)
            if page is OwnPage.STANDING
            else practice.settings_line(player.tr)
        )
        await send(context, player.chat_id, said if waiting is None else f"{said}\n\n{waiting}")
        return True
    await stats_report(context, player, entries)
    if waiting is not None:
        await send(context, player.chat_id, waiting)
    return True


def command_lines(asked: Command, entries: Sequence[Entry], tr: Translator) -> str:
    """A command's lines, as `/help <command>` shows them (HTML)."""
    lines = help_on(asked, commands_of(entries), tr)
    return words.command_help(lines, tr, answering=asks_counts(asked, entries))


async def command_asked_at_question(
    context: Context, player: Who, text: str, entries: Sequence[Entry]
) -> bool:
    """« c'est quoi la variante? », "what is the daily?" typed in private at a hand or crib to
    count (`COMMAND_ASKED_AT`; `help_asked.command_asked`): the command's lines, as `/help
    <command>` shows them, then that the question still waits (it was « Je ne connais pas le mot
    « quoi » », "“what”: did you mean “that”?"). False for any other text, a word of the game
    asked (« c'est quoi le crib? »: the count's own reader says what the crib is), or with
    nothing asked (`typed_command_answered` answers it)."""
    asked = command_asked(text, commands_of(entries)) if player.private else None
    if asked is None or typed_question(text, player.tr, more=False) is not None:
        return False
    if asks_score(text):  # « c'est quoi le score? »: the race's (`drill.points_held_asked`)
        return False
    db = context.bot_data.db
    pending = await db.questions.pending_question(player.user_id, player.chat_id)
    if pending is None or pending.kind not in COMMAND_ASKED_AT:
        return False
    said = command_lines(asked, entries, player.tr)
    if (waiting := await commands.waiting_note(context, player)) is not None:
        said = f"{said}\n\n{waiting}"
    await send(context, player.chat_id, said)
    return True


STATS_START: Final = "stats"
STATS_START_PATTERN: Final = re.compile(rf"^{STATS_START}$")
"""`/start stats`: the link of the button /stats answers with in a group."""


async def stats_command(context: Context, player: Who, entries: Sequence[Entry]) -> None:
    """/stats (/statistiques): in private, the player's report (`stats_report`); in a group,
    their name and headline (the hands counted) with a button that opens the report in
    private (`/start stats`): the whole report, long and the player's own, crowded the club's
    chat."""
    if player.private:
        await stats_report(context, player, entries)
        return
    tr = player.tr
    stats = await context.bot_data.db.stats.user_stats(player.user_id)
    # hands and cribs only, as the private report counts them (a /peg answer is no hand)
    stats = stats.only(show_kinds(entries))
    markup = private_link(context, STATS_START, stats_view.stats_button(tr))
    text = stats_view.stats_in_group(stats, tr, name=player.name)
    await send(context, player.chat_id, text, markup=markup)


async def send_help_all(context: Context, player: Who, entries: Sequence[Entry]) -> None:
    """`/help all` in private (and `/start help`, its button's link from a group): each
    section packed into as few messages as Telegram takes."""
    tr = player.tr
    for section in words.help_sections(help_lines(commands_of(entries), tr), tr):
        for text in split(section):
            await send(context, player.chat_id, text)


async def start_command(update: Update, context: Context, entries: Sequence[Entry]) -> None:
    """/start: `/start stats` (`STATS_START_PATTERN`, the button of /stats in a group) shows
    the report in the private chat, `/start help` (`/help all`'s) every command; any other
    /start is `commands.start_command`'s."""
    if start_payload(update, context, HELP_START_PATTERN) is not None:
        if (player := await who(update, context)) is not None:
            await send_help_all(context, player, entries)
    elif start_payload(update, context, STATS_START_PATTERN) is not None:
        if (player := await who(update, context)) is not None:
            await stats_report(context, player, entries)
    elif not await welcomed_back(update, context):
        await commands.start_command(update, context)


async def welcomed_back(update: Update, context: Context) -> bool:
    """A bare /start in private from a player who has played the challenge: welcomed back
    (`daily.welcome_back`), then what else waits (a game, a question, a night), as
    `commands.start_command` says it after the first-time welcome; whether it was theirs."""
    if context.args or (player := await who(update, context)) is None or not player.private:
        return False
    step = await daily.welcome_back(context, player)
    if step is None:
        return False
    if not step and not await commands.game_waits(context, player):
        await commands.question_waits(context, player)
    await night.night_waits(context, player)
    return True


async def stats_report(context: Context, player: Who, entries: Sequence[Entry]) -> None:
    """The /stats report: the show (hands, accuracy by drill, points and kinds missed, the
    game), then each drill's section."""
    stats = await context.bot_data.db.stats.user_stats(player.user_id, chat_id=player.chat_id)
    sections = [(s, await s.lines(context, player)) for s in stats_sections(entries)]
    counted = any(lines for section, lines in sections if section.counted)
    shows = stats.only(show_kinds(entries))
    shown = stats_view.stats_text(shows, player.tr, nothing_else=not counted)
    parts = [[shown], *(lines for _, lines in sections if lines)]
    if counted and not shows.hands:
        # No hand counted but a drill was: the show part is its title alone; it heads the
        # first section (counted, so parts[1] exists) rather than stand over a blank line.
        parts[:2] = [parts[0] + parts[1]]
    text = "\n\n".join("\n".join(p) for p in parts if p)
    await send_stats(context, player, text)
