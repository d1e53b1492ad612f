"""The club night's help in words: the organizer's commands (`usage`), what a player does
(`player_usage`), the presentation's button (`join_label`), and the night's entries in the
command menu and in /help. The night itself (presentation, rounds, standings) is
`bot.views.night`.

HTML lines.
"""

from __future__ import annotations

from bot.drills.night import DEFAULT_TARGET
from bot.i18n import Translator
from bot.views.markup import bold, code, esc
from bot.views.night_replies import EXAMPLE_MARGIN, command_words


def join_label(tr: Translator) -> str:
    """The presentation's button."""
    return tr._("✅ I play")


def usage(tr: Translator, target: int = DEFAULT_TARGET, *, doubles: bool = False) -> list[str]:
    """How to run a night (the organizer's help), its scores in games of `target` (the open
    night's: a night of 61 was shown « 121 98 », which it refuses); `doubles`: the open night
    is played in teams, whose score is written its team's first (before: « le leur d'abord »,
    where the round's post says « celui de son équipe d'abord »)."""
    cmd, words = command_words(tr)
    won, lost = target, target - EXAMPLE_MARGIN
    return [
        bold(tr._("Club night: the organizer's commands")),
        esc(tr._("{c}: open a night.")).format(c=code(f"{cmd} jeux50 | fadoq | acc")),
        esc(
            tr._(
                "Also: {c} (7 rounds ranked as at the American Cribbage Congress), {d} (teams"
                " of two), {e} (games of 61)."
            )
        ).format(
            c=code(f"{cmd} 7 acc"),
            d=code(f"{cmd} fadoq {words['doubles']}"),
            e=code(f"{cmd} acc 61"),
        ),
        esc(tr._("{c}: add a player who has no Telegram.")).format(
            c=code(f"{cmd} {words['add']} Rita Cormier")
        ),
        esc(
            tr._(
                "{c}: take player 3 off the list, before the first round (after it: absent, below)."
            )
        ).format(c=code(f"{cmd} {words['remove']} 3")),
        esc(tr._("{c}: draw the next round (even if a table is still playing).")).format(
            c=code(f"{cmd} {words['round']}")
        ),
        esc(tr._("{c}: player 3 is late (loses their first game) or absent.")).format(
            c=code(f"{cmd} {words['late']} 3") + " / " + code(f"{cmd} {words['absent']} 3")
        ),
        esc(tr._("{c}: player 3 is back (no longer absent or late).")).format(
            c=code(f"{cmd} {words['present']} 3")
        ),
        esc(tr._("{c}: players 2 and 5 change places in this round.")).format(
            c=code(f"{cmd} {words['swap']} 2 5")
        ),
        esc(
            tr._(
                "{c}, in reply to a message of a player: player 4 is that Telegram account (their"
                " tables reach them in private)."
            )
        ).format(c=code(f"{cmd} {words['link']} 4")),
        esc(tr._("{c}: the score of round 3, table 2 is {a} to {b}.")).format(
            c=code(f"{cmd} {words['correct']} 3 2 {won} {lost}"),
            a=tr.number(won),
            b=tr.number(lost),
        ),
        esc(tr._("{c}: the paper scorecards to print. {d}: close the night.")).format(
            c=code(f"{cmd} {words['sheets']}"), d=code(f"{cmd} {words['close']}")
        ),
        esc(
            tr._("Players write their score: {c} (their team's first).")
            if doubles
            else tr._("Players write their score: {c} (their own first).")
        ).format(c=code(f"{cmd} {won} {lost}")),
        esc(tr._("Anyone: {c} shows the standings.")).format(c=code(f"{cmd} {words['standings']}")),
    ]


def player_usage(
    tr: Translator, target: int = DEFAULT_TARGET, *, doubles: bool = False
) -> list[str]:
    """What a player does at a night (« /soiree aide » from a member who is not the organizer,
    or in private, where none of the organizer's commands can be typed), and where the
    organizer's are (before: the organizer's commands, « ouvrir une soirée » first, to
    anyone); scores in games of `target`, a team's first when `doubles` (as `usage`)."""
    cmd, words = command_words(tr)
    won, lost = target, target - EXAMPLE_MARGIN
    example = code(f"{cmd} {won} {lost}")
    score = (
        tr._(
            "After your game, write the score, your team's first: {c}; a player of the other"
            " team confirms it with the button."
        )
        if doubles
        else tr._(
            "After your game, write the score, your own first: {c}; your opponent confirms it"
            " with the button."
        )
    )
    return [
        bold(tr._("Club night: what a player does")),
        esc(
            tr._(
                "To play: press {b} under the night's post, in the club's group; at each round,"
                " I write you your table in private."
            )
        ).format(b=esc(join_label(tr))),
        esc(score).format(c=example),
        esc(tr._("{c}: the night as it stands (in private: your table).")).format(c=code(cmd)),
        esc(tr._("Anyone: {c} shows the standings.")).format(c=code(f"{cmd} {words['standings']}")),
        esc(
            tr._(
                "The organizer's commands (opening a night, drawing the rounds, correcting a"
                " score) are for the group's administrators: {c}, typed by one of them in the"
                " club's group, shows them."
            )
        ).format(c=code(f"{cmd} {words['help']}")),
    ]


def menu_text(tr: Translator) -> str:
    """The /night entry of the command menu."""
    return tr._("A club night at the hall: rounds, scores, standings")


def help_lines(tr: Translator) -> list[str]:
    """What /help says about /night."""
    return [
        esc(
            tr._(
                "/night: in a club's group, the night at the hall (an administrator opens one:"
                " /night jeux50, fadoq or acc); write your score with /night 121 98, your own"
                " first; /night help: what a player does (typed in the group by an administrator:"
                " the organizer's commands)"
            )
        )
    ]
