"""The registry: every command, button and question kind of the bot, one entry per drill.

`ENTRIES` is the one table. `register` (`bot.tg.handlers.wiring`) adds the handlers from it,
the command menus (`setMyCommands`, `command_menu`) and /help (`help_command`, every command
with its other names, in the player's language) are built from it, /stats takes its sections
from it (the handlers of /help, /start and /stats are `bot.tg.handlers.guide`'s, given this
table), and the tests derive their command lists (the robustness fuzz) from it.

Adding a drill is worked through in docs/architecture.md, "Adding a drill": a plain question
drill is one `entries.drill_entry(QuestionDrill(...))` and no handler of its own; a richer one
writes its handlers on the question lifecycle (`bot.tg.handlers.questions`) and lists its
`Command`s, `Button`s, `QuestionKind`s and /stats section in its `Entry` (`command_entry` for
an entry of one command). Nothing else changes: not `register`, not the menus, not /help, not
the text handler.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from telegram import BotCommand, Update

from bot.drills.daily import Part, question_kind
from bot.drills.deals import DrillKind
from bot.drills.help_asked import command_asked
from bot.drills.own_asked import own_page_asked
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
    ecart_lookup,
    guide,
    kings,
    kings_common,
    kings_play,
    kings_stop,
    members,
    members_end,
    members_group,
    members_play,
    members_results,
    members_typed,
    night,
    night_close,
    night_keys,
    night_paper,
    night_scores,
    odds,
    peg,
    quiz,
    remind,
    score,
    table,
    table_abandon,
    table_steps,
    timezone,
    tournament,
    tournament_doubles,
    variant,
)
from bot.tg.handlers.common import Who, for_player, who
from bot.tg.handlers.entries import (
    Button,
    Callback,
    Command,
    Entry,
    StatsSection,
    command_entry,
    commands_of,
)
from bot.tg.handlers.pictures import pictures_command
from bot.tg.handlers.questions import QuestionKind, any_question
from bot.tg.handlers.questions_text import cancel_command
from bot.views import club as club_view
from bot.views import club_forget as club_forget_view
from bot.views import coach as coach_view
from bot.views import commands as words
from bot.views import kings_play as kings_view
from bot.views import members as members_view
from bot.views import members_words, night_help, practice, replies, table_replies
from bot.views import odds as odds_view
from bot.views import peg as peg_view
from bot.views import pictures as pictures_view
from bot.views import table as table_view
from bot.views import tournament as tournament_view
from bot.views.markup import esc

# -- /help, /start and /stats on this table (their handlers: `bot.tg.handlers.guide`) -------


@for_player
async def help_command(context: Context, player: Who) -> None:
    """/help (/aide) on the table (`guide.help_command`)."""
    await guide.help_command(context, player, ENTRIES)


@for_player
async def stats_command(context: Context, player: Who) -> None:
    """/stats (/statistiques) on the table (`guide.stats_command`)."""
    await guide.stats_command(context, player, ENTRIES)


async def typed_command_answered(context: Context, player: Who, text: str) -> bool:
    """A command's name typed alone without its slash, on the table
    (`guide.typed_command_answered`; a `Subscriptions.unanswered` reader)."""
    return await guide.typed_command_answered(context, player, text, ENTRIES)


async def own_page_typed(update: Update, context: Context, text: str) -> bool:
    """« mon classement? », « mes stats » typed in private (`guide.own_page_typed`), or « c'est
    quoi la variante? » at a count (`guide.command_asked_at_question`), on the table."""
    if own_page_asked(text) is None and command_asked(text, all_commands()) is None:
        return False
    player = await who(update, context)
    if player is None:
        return False
    if await guide.own_page_typed(context, player, text, ENTRIES):
        return True
    return await guide.command_asked_at_question(context, player, text, ENTRIES)


async def unknown_command(update: Update, context: Context) -> None:
    """A command nobody handles, on the table (`commands.unknown_command`)."""
    await commands.unknown_command(update, context, ENTRIES)


async def start_command(update: Update, context: Context) -> None:
    """/start, with its `/start help` and `/start stats`, on the table (`guide.start_command`)."""
    await guide.start_command(update, context, ENTRIES)


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
                set_aside=drill.replaced,
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
            Button("e", ecart_lookup.ROLE_PATTERN, ecart_lookup.role_button),
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
        en=("challenge",),
        fr=("defi", "quotidien"),
        buttons=(
            Button("dy", callbacks.DAILY_PATTERN, daily.play_button),
            Button("tz", callbacks.TZ_PATTERN, timezone.tz_button),
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
                members_typed.MEMBERS_ANSWERS,
                Tally.OWN,
                Keys.STEP,
                not_yours=members_play.MEMBERS_STEPS.words.not_yours,
                set_aside=any_question(members_words.set_aside_line),
                cancel=members_play.cancel_requested,
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
        night_help.menu_text,
        night_help.help_lines,
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
                cancel=kings_stop.stop_requested,
                set_aside=any_question(kings_view.set_aside_line),
                not_yours=kings_play.GAME_WORDS.not_yours,
                answered=kings_play.GAME_WORDS.answered,
                others=kings_play.others_text,
            ),
        ),
    ),
    command_entry("score", score.score_command, words.menu_score, words.help_score),
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
        en=("rules",),
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
        "tz", timezone.tz_command, words.menu_tz, words.help_tz, en=("timezone",), fr=("fuseau",)
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
                club_forget_view.menu_forget,
                club_forget_view.help_forget,
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
    return commands_of(ENTRIES)


def all_buttons() -> Iterator[Button]:
    """Every button kind, in matching order."""
    for entry in ENTRIES:
        yield from entry.buttons


def all_kinds() -> Iterator[QuestionKind]:
    """Every question kind."""
    for entry in ENTRIES:
        yield from entry.kinds


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
