"""The registry: every command, button and question kind of the bot, one entry per drill.

`ENTRIES` is the one table. `register` (`bot.tg.handlers.wiring`) adds the handlers from it,
the command menus (`setMyCommands`, `command_menu`) and /help (`help_command`, every command
with its other names, in the player's language) are built from it, /stats takes its sections
from it, and the tests derive their command lists (the robustness fuzz) from it.

Adding a drill is worked through in docs/architecture.md, "Adding a drill": a plain question
drill is one `entries.drill_entry(QuestionDrill(...))` and no handler of its own; a richer one
writes its handlers on the question lifecycle (`bot.tg.handlers.questions`) and lists its
`Command`s, `Button`s, `QuestionKind`s and /stats section in its `Entry` (`command_entry` for
an entry of one command). Nothing else changes: not `register`, not the menus, not /help, not
the text handler.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Final

from telegram import BotCommand, Update

from bot.drills.daily import Part, question_kind
from bot.drills.deals import DrillKind
from bot.drills.peg import PegKind
from bot.drills.questions_kinds import Keys, Tally
from bot.i18n import Translator
from bot.tg.context import Context
from bot.tg.handlers import (
    callbacks,
    club,
    club_forget,
    club_settings,
    coach,
    commands,
    daily,
    drill,
    ecart,
    kings,
    kings_common,
    kings_play,
    members,
    members_end,
    members_group,
    members_play,
    members_results,
    night,
    night_close,
    night_keys,
    night_paper,
    night_scores,
    odds,
    peg,
    quiz,
    remind,
    table,
    table_abandon,
    table_steps,
    tournament,
    tournament_doubles,
    variant,
)
from bot.tg.handlers.common import Who, for_player, private_link, send, start_payload, who
from bot.tg.handlers.entries import (
    Button,
    Callback,
    Command,
    Entry,
    StatsSection,
    command_entry,
)
from bot.tg.handlers.pictures import pictures_command
from bot.tg.handlers.questions import QuestionKind, any_question
from bot.tg.handlers.questions_text import cancel_command
from bot.tg.pictures import send_stats
from bot.views import club as club_view
from bot.views import coach as coach_view
from bot.views import commands as words
from bot.views import kings_play as kings_view
from bot.views import members as members_view
from bot.views import members_words, practice, replies, table_replies
from bot.views import night as night_view
from bot.views import odds as odds_view
from bot.views import peg as peg_view
from bot.views import pictures as pictures_view
from bot.views import stats as stats_view
from bot.views import table as table_view
from bot.views import tournament as tournament_view
from bot.views.markup import esc

# -- /help and /stats (derived from the table) -----------------------------------------------


def help_lines(tr: Translator) -> list[str]:
    """Every command's /help lines, in the registry's order, with its other names."""
    return [line for c in all_commands() for line in own_help(c, tr)]


def own_help(command: Command, tr: Translator) -> list[str]:
    """A command's /help lines, with its other names in the reader's language."""
    return words.with_aliases(command.names, command.help(tr), tr, command.fr)


ALL_WORDS: Final = frozenset({"all", "tout", "toutes", "tous", "detail", "details", "détails"})
"""`/help all` (« /aide tout »): every command in detail."""
HELP_START: Final = "help"
HELP_START_PATTERN: Final = re.compile(rf"^{HELP_START}$")
"""`/start help`: the link of the button `/help all` answers with in a group."""


@for_player
async def help_command(context: Context, player: Who) -> None:
    """/help (/aide): three short sections; `/help all`: every command with its other
    names, and how to answer (in a group, the member's name and a button to it in private:
    forty lines crowded the club's chat); `/help <command>`: that command's lines; `/help
    muggins` or a counting word: that topic (any other word is named above the short help).
    A question waiting in the chat is said last, as /start says it."""
    tr = player.tr
    args = [a.casefold() for a in context.args or []]
    asked = find_command(args[0]) if args else None
    markup = None
    if args and args[0] in ALL_WORDS and player.private:  # past Telegram's length in one
        for text in words.help_texts(help_lines(tr), tr):
            await send(context, player.chat_id, text)
        await commands.question_waits(context, player)
        return
    if args and args[0] in ALL_WORDS:
        markup = private_link(context, HELP_START, words.help_all_button(tr))
        text = words.help_all_in_group(tr, name=player.name)
    elif asked is not None:
        text = words.command_help(help_on(asked, tr), tr, answering=asks_counts(asked))
    else:
        unknown = (context.args or [])[0] if args else None
        topic = None if unknown is None else words.help_topic(unknown, tr)
        text = topic or words.help_short(tr, unknown=unknown, in_group=not player.private)
    if (waiting := await commands.waiting_note(context, player)) is not None:
        text = f"{text}\n\n{waiting}"  # the question's message is above the help now
    await send(context, player.chat_id, text, markup=markup)


def help_on(command: Command, tr: Translator) -> list[str]:
    """`/help <command>`: its lines, then those of the commands whose first line names it
    (/jouer: playing a member in a group, /course)."""
    others = [
        other
        for other in all_commands()
        if other is not command
        and any(words.mentions(line, n) for line in other.help(tr)[:1] for n in command.names)
    ]
    return [line for c in (command, *others) for line in own_help(c, tr)]


def asks_counts(command: Command) -> bool:
    """Whether a command deals hands to count (/help on it says how to answer)."""
    entry = next(e for e in ENTRIES if command in e.commands)
    return any(kind.tally is Tally.SHOW for kind in entry.kinds)


def find_command(word: str) -> Command | None:
    """The command `/help <word>` asks about, by any of its names (« /aide écart »,
    "/help /hand"), else None."""
    name = words.plain_name(word)
    return next((c for c in all_commands() if name in c.names), None)


def show_kinds() -> frozenset[str]:
    """The kinds whose answers count as hands in /stats (`Tally.SHOW`)."""
    return frozenset(k.name for k in all_kinds() if k.tally is Tally.SHOW)


STATS_START: Final = "stats"
STATS_START_PATTERN: Final = re.compile(rf"^{STATS_START}$")
"""`/start stats`: the link of the button /stats answers with in a group."""


@for_player
async def stats_command(context: Context, player: Who) -> None:
    """/stats (/statistiques): in private, the player's report (`stats_report`); in a group,
    their name and headline (the hands counted) with a button that opens the report in
    private (`/start stats`): the whole report, long and the player's own, crowded the club's
    chat."""
    if player.private:
        await stats_report(context, player)
        return
    tr = player.tr
    stats = await context.bot_data.db.stats.user_stats(player.user_id)
    # hands and cribs only, as the private report counts them (a /peg answer is no hand)
    stats = stats.only(show_kinds())
    markup = private_link(context, STATS_START, stats_view.stats_button(tr))
    text = stats_view.stats_in_group(stats, tr, name=player.name)
    await send(context, player.chat_id, text, markup=markup)


async def start_command(update: Update, context: Context) -> None:
    """/start: `/start stats` (`STATS_START_PATTERN`, the button of /stats in a group) shows
    the report in the private chat, `/start help` (`/help all`'s) every command; any other
    /start is `commands.start_command`'s."""
    if start_payload(update, context, HELP_START_PATTERN) is not None:
        if (player := await who(update, context)) is not None:
            for text in words.help_texts(help_lines(player.tr), player.tr):
                await send(context, player.chat_id, text)
    elif start_payload(update, context, STATS_START_PATTERN) is not None:
        if (player := await who(update, context)) is not None:
            await stats_report(context, player)
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


async def stats_report(context: Context, player: Who) -> None:
    """The /stats report: the show (hands, accuracy by drill, points and kinds missed, the
    game), then each drill's section."""
    stats = await context.bot_data.db.stats.user_stats(player.user_id, chat_id=player.chat_id)
    sections = [(s, await s.lines(context, player)) for s in stats_sections()]
    counted = any(lines for section, lines in sections if section.counted)
    shows = stats.only(show_kinds())
    shown = stats_view.stats_text(shows, player.tr, nothing_else=not counted)
    parts = [[shown], *(lines for _, lines in sections if lines)]
    if counted and not shows.hands:
        # No hand counted but a drill was: the show part is its title alone; it heads the
        # first section (counted, so parts[1] exists) rather than stand over a blank line.
        parts[:2] = [parts[0] + parts[1]]
    text = "\n\n".join("\n".join(p) for p in parts if p)
    await send_stats(context, player, text)


# -- The table -------------------------------------------------------------------------------


def _daily_kind(part: Part) -> QuestionKind:
    keys = Keys.ALWAYS if part is Part.ECART else Keys.NONE
    return QuestionKind(
        question_kind(part),
        daily.PART_ANSWERS[part],
        Tally.OWN,
        keys,
        dropped=daily.part_dropped,
        set_aside=daily.part_set_aside,
    )


ENTRIES: Final[tuple[Entry, ...]] = (
    Entry(
        "count",
        commands=(
            Command("hand", drill.hand_command, words.menu_hand, words.help_hand, fr=("main",)),
            Command("crib", drill.crib_command, words.menu_crib, words.help_crib),
        ),
        buttons=(
            Button("d", callbacks.DRILL_PATTERN, drill.drill_button),
            Button("k", callbacks.KEY_PATTERN, drill.key_button),
        ),
        kinds=tuple(
            QuestionKind(
                kind.value,
                drill.COUNT_ANSWERS,
                Tally.SHOW,
                Keys.GROUPS,
                f"/{kind.value}",
                not_yours=practice.not_yours,
                answered=practice.already_counted,
                dropped=drill.dropped,
                again=drill.verdict_again,
            )
            for kind in DrillKind
        ),
    ),
    command_entry(
        "peg",
        peg.peg_command,
        peg_view.menu_text,
        lambda tr: [esc(peg_view.help_line(tr))],
        en=("pegging",),
        fr=("jeu",),
        buttons=(
            Button("pg", peg.PEG_PATTERN, peg.peg_button),
            Button("pp", peg.PLAY_PATTERN, peg.card_button),
        ),
        kinds=tuple(
            QuestionKind(
                kind.value,
                peg.PEG_ANSWERS[kind.value],
                Tally.OWN,
                Keys.ALWAYS if kind is PegKind.PLAY else Keys.NONE,
                f"/peg {kind.word}",
            )
            for kind in PegKind
        ),
        stats=StatsSection(peg.stats_lines),
    ),
    command_entry(
        "ecart",
        ecart.ecart_command,
        words.menu_ecart,
        words.help_ecart,
        en=("discard",),
        fr=("ecarter",),
        buttons=(
            Button("e", ecart.PRESS_PATTERN, ecart.ecart_button),
            Button("e", ecart.NEW_PATTERN, ecart.new_button),
            Button("e", ecart.ROLE_PATTERN, ecart.role_button),
        ),
        kinds=(
            QuestionKind(ecart.ECART_KIND, ecart.ECART_ANSWERS, Tally.OWN, Keys.ALWAYS, "/ecart"),
        ),
        stats=StatsSection(ecart.stats_lines),
    ),
    command_entry(
        "daily",
        daily.daily_command,
        words.menu_daily,
        words.help_daily,
        fr=("defi", "quotidien"),
        buttons=(
            Button("dy", callbacks.DAILY_PATTERN, daily.play_button),
            Button("tz", callbacks.TZ_PATTERN, daily.tz_button),
        ),
        kinds=tuple(_daily_kind(part) for part in Part),
        stats=StatsSection(daily.stats_lines),
    ),
    command_entry(
        "play",
        table.play_command,
        table_view.menu_text,
        table_view.help_lines,
        fr=("jouer",),
        buttons=(
            Button("pl", table_steps.PRESS_PATTERN, table.PLAY_STEPS.press),
            Button("pn", table.NEW_PATTERN, table.new_button),
            Button("px", table_abandon.QUIT_PATTERN, table_abandon.quit_button),
        ),
        kinds=(
            QuestionKind(
                table_steps.PLAY_KIND,
                table.PLAY_ANSWERS,
                Tally.OWN,
                Keys.STEP,
                cancel=table_abandon.cancel_requested,
                set_aside=any_question(table_replies.set_aside_line),
            ),
        ),
        stats=StatsSection(table.stats_lines, counted=False),
    ),
    Entry(
        "members",
        commands=(
            Command(
                "resign",
                members.resign_command,
                members_view.menu_resign,
                members_view.help_lines,
                fr=("abandon",),
            ),
        ),
        buttons=(
            Button("mj", members.JOIN_PATTERN, members.join_button),
            Button("mg", members.START_PATTERN, members.start_button),
            Button("mx", members.WITHDRAW_PATTERN, members.withdraw_button),
            Button("cg", members_results.TOP_GAMES_PATTERN, members_results.top_games_button),
            Button("mp", members_play.STEP_PATTERN, members_play.MEMBERS_STEPS.press),
            Button("md", members_group.DEAL_PATTERN, members_group.deal_button),
            Button("mm", members_group.MUGGINS_PATTERN, members_group.muggins_button),
            Button("mc", members_group.CLAIM_PATTERN, members_group.claim_button),
            Button("mr", members_group.RESIGN_PATTERN, members_group.resign_button),
            Button("mn", members_end.REMATCH_PATTERN, members_end.rematch_button),
        ),
        kinds=(
            QuestionKind(
                members_play.MEMBERS_KIND,
                members_play.MEMBERS_ANSWERS,
                Tally.OWN,
                Keys.STEP,
                not_yours=members_play.MEMBERS_STEPS.words.not_yours,
                set_aside=any_question(members_words.set_aside_line),
            ),
        ),
        stats=StatsSection(members_results.stats_lines, counted=False),
    ),
    command_entry(
        "tournament",
        tournament.tournament_command,
        tournament_view.menu_text,
        tournament_view.help_lines,
        fr=("tournoi",),
        buttons=(
            Button("tj", tournament.JOIN_PATTERN, tournament.join_button),
            Button("tp", tournament.PLAY_PATTERN, tournament.play_button),
            Button("tx", tournament.CANCEL_PATTERN, tournament.cancel_button),
            Button("td", tournament_doubles.CONFIRM_PATTERN, tournament_doubles.confirm_button),
        ),
    ),
    command_entry(
        "night",
        night.night_command,
        night_view.menu_text,
        night_view.help_lines,
        fr=("soiree",),
        buttons=(
            Button("nj", night.JOIN_PATTERN, night.join_button),
            Button("nc", night_scores.CONFIRM_PATTERN, night_scores.confirm_button),
            Button("nk", night_scores.KEEP_PATTERN, night_scores.keep_button),
            Button("nw", night_keys.KEYS_PATTERN, night_keys.keys_button),
            Button("nx", night_close.CLOSE_PATTERN, night_close.close_button),
        ),
        stats=StatsSection(night_paper.stats_lines, counted=False),
    ),
    command_entry(
        "kings",
        kings.kings_command,
        kings_view.menu_text,
        lambda tr: [esc(kings_view.help_line(tr))],
        fr=("rois",),
        buttons=(
            Button("kg", kings.MENU_PATTERN, kings.menu_button),
            Button("kb", kings.CHOICE_PATTERN, kings.choice_button),
            Button("kp", kings.GAME_PATTERN, kings.game_button),
        ),
        kinds=(
            *(
                QuestionKind(
                    name,
                    kings.KINGS_ANSWERS[name],
                    Tally.OWN,
                    keys,
                    f"/kings {word}",
                    set_aside=any_question(replies.set_aside_line),
                )
                for name, keys, word in (
                    (kings_common.KINGS_COUNT, Keys.NONE, "count"),
                    (kings_common.KINGS_BEST, Keys.ALWAYS, "best"),
                )
            ),
            # a reply to a game step not one's own, or played, is told what its buttons say
            QuestionKind(
                kings_common.KINGS_PLAY,
                kings.KINGS_ANSWERS[kings_common.KINGS_PLAY],
                Tally.OWN,
                Keys.ALWAYS,
                "/kings play",
                cancel=kings_play.stop_requested,
                set_aside=any_question(kings_view.set_aside_line),
                not_yours=kings_play.GAME_WORDS.not_yours,
                answered=kings_play.GAME_WORDS.answered,
            ),
        ),
    ),
    command_entry("score", commands.score_command, words.menu_score, words.help_score),
    command_entry(
        "stats",
        stats_command,
        words.menu_stats,
        words.help_stats,
        en=("progress",),
        fr=("statistiques", "progres"),
    ),
    command_entry(
        "quiz",
        quiz.quiz_command,
        words.menu_quiz,
        words.help_quiz,
        fr=("regles",),
        stats=StatsSection(quiz.quiz_stats_lines, counted=False),
    ),
    Entry(
        "coach",
        commands=(
            Command(
                "coach",
                coach.coach_command,
                lambda tr: coach_view.menu(tr)[0][1],
                lambda tr: [esc(coach_view.help_lines(tr)[0])],
                fr=("entraineur",),
            ),
            Command(
                "review",
                coach.review_command,
                lambda tr: coach_view.menu(tr)[1][1],
                lambda tr: [esc(coach_view.help_lines(tr)[1])],
                fr=("revoir",),
            ),
        ),
        buttons=(Button("co", coach.BUTTON_PATTERN, coach.coach_button),),
        stats=StatsSection(coach.stats_lines, counted=False),
    ),
    command_entry(
        "game",
        commands.game_command,
        words.menu_game,
        words.help_game,
        en=("race",),
        fr=("course", "partie"),
        buttons=(Button("g", callbacks.GAME_PATTERN, commands.game_button),),
    ),
    command_entry(
        "lang",
        commands.lang_command,
        words.menu_lang,
        words.help_lang,
        en=("language",),
        fr=("langue",),
        buttons=(Button("lang", callbacks.LANG_PATTERN, commands.lang_button),),
    ),
    command_entry(
        "odds", odds.odds_command, odds_view.menu_line, odds_view.help_lines, fr=("chances",)
    ),
    command_entry(
        "variant",
        variant.variant_command,
        words.menu_variant,
        words.help_variant,
        fr=("variante",),
        buttons=(Button("var", variant.VARIANT_PATTERN, variant.variant_button),),
    ),
    command_entry(
        "pictures",
        pictures_command,
        pictures_view.menu_line,
        lambda tr: [pictures_view.help_line(tr)],
        fr=("images",),
    ),
    command_entry(
        "tz", daily.tz_command, words.menu_tz, words.help_tz, en=("timezone",), fr=("fuseau",)
    ),
    command_entry(
        "remind", remind.remind_command, words.menu_remind, words.help_remind, fr=("rappel",)
    ),
    Entry(
        "club",
        commands=(
            Command(
                "top",
                club.top_command,
                club_view.menu_top,
                club_view.help_top,
                en=("leaderboard",),
                fr=("classement",),
            ),
            Command("club", club_settings.club_command, club_view.menu_club, club_view.help_club),
            Command(
                "forget",
                club_forget.forget_command,
                club_view.menu_forget,
                club_view.help_forget,
                fr=("oublier",),
            ),
        ),
        buttons=(
            Button("ct", club.TOP_PATTERN, club.top_button),
            Button("cs", club_settings.SET_PATTERN, club_settings.settings_button),
            Button("cf", club_forget.FORGET_PATTERN, club_forget.forget_button),
        ),
        stats=StatsSection(club.stats_lines, counted=False),
    ),
    command_entry("cancel", cancel_command, words.menu_cancel, words.help_cancel, fr=("annuler",)),
    command_entry("help", help_command, words.menu_help, words.help_help, fr=("aide",)),
    command_entry("start", start_command, words.menu_start, words.help_start),
)
"""Every drill and service, in the order of the command menu and of /help."""


# -- Views of the table ----------------------------------------------------------------------


def all_commands() -> Iterator[Command]:
    """Every command, in the menu's order."""
    for entry in ENTRIES:
        yield from entry.commands


def all_buttons() -> Iterator[Button]:
    """Every button kind, in matching order."""
    for entry in ENTRIES:
        yield from entry.buttons


def all_kinds() -> Iterator[QuestionKind]:
    """Every question kind."""
    for entry in ENTRIES:
        yield from entry.kinds


def stats_sections() -> list[StatsSection]:
    """The drills' /stats sections, in the registry's order."""
    return [entry.stats for entry in ENTRIES if entry.stats is not None]


def commands_table() -> dict[str, tuple[str, ...]]:
    """Each command and all its names (CommandHandler names: ASCII lowercase)."""
    return {command.name: command.names for command in all_commands()}


def command_menu(tr: Translator) -> list[BotCommand]:
    """The command menu for setMyCommands, in the translator's language, names included."""
    return [
        BotCommand(words.menu_name(c.names, c.help(tr), c.fr, tr), c.menu(tr))
        for c in all_commands()
    ]


def kinds_table() -> dict[str, QuestionKind]:
    """Each question kind by name (for `BotData.kinds`)."""
    return {kind.name: kind for kind in all_kinds()}


def command_callbacks() -> dict[str, Callback]:
    """Each name of each command (CommandHandler names: ASCII lowercase) and its callback."""
    return {name: command.callback for command in all_commands() for name in command.names}
