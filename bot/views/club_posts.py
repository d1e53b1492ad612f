"""The posts a club gets on its own schedule (`bot.tg.club_jobs`): the daily card, with its
button, and the weekly summary. Plain text but for the card (HTML, as `card_lines` says), names
as the members set them: the chat escapes the summary's lines.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import timedelta
from typing import Final

from babel.lists import format_list

from bot.drills.club import Improvement, Streak, WeeklySummary
from bot.drills.daily import Challenge
from bot.i18n import Translator, render
from bot.views.club import UNNAMED, club_name, days_span, standing_line
from bot.views.daily import challenge_card
from bot.views.markup import bold, esc, isolate


def card_lines(title: str, challenge: Challenge, played: int, tr: Translator) -> list[str]:
    """The club's daily card as HTML lines: its title, the day's deals (no answers, see the
    daily view), who played (« Personne n'a encore joué », not « 0 membre a joué ») and where
    to play."""
    if played:
        who_played = tr.ngettext(
            "{n} member has played today.", "{n} members have played today.", played
        ).format(n=tr.number(played))
    else:
        who_played = tr._("Nobody has played yet today.")
    foot = [
        tr._("The same deal for everyone, answers in private: no spoilers here."),
        who_played,
        tr._("Play with the button below; /top shows the board."),
    ]
    title_line = bold(tr._("🃏 The daily challenge of {club}").format(club=club_name(title)))
    return [title_line, *challenge_card(challenge, tr), *(esc(line) for line in foot)]


def card_button(tr: Translator) -> str:
    """The deep-link button of the card."""
    return tr._("Play today's challenge")


def card_above(name: str, tr: Translator) -> str:
    """/daily in a group once today's card is posted (HTML, a reply to the member): the card
    is higher up, and the button opens the member's challenge in private."""
    return esc(
        tr._("{name}: today's card is already above; the button opens your challenge in private.")
    ).format(name=bold(name or UNNAMED))


STREAK_NAMES: Final = 5
"""Members named on a line of the summary (the longest streak, the most improved); more who
share it are counted."""


def few_names(names: Sequence[str], tr: Translator) -> str:
    """Members named on one line as the language lists them, five at most and the others
    counted: "Émile et Hélène", "A, B, C, D, E and 2 others"."""
    shown = list(names[:STREAK_NAMES])
    others = len(names) - len(shown)
    if others:
        shown.append(tr.ngettext("{n} other", "{n} others", others).format(n=tr.number(others)))
    return str(format_list(shown, locale=tr.locale))


def member_name(name: str) -> str:
    """A member's name as set (a bidi island), or the mark of a member without one."""
    return isolate(name) if name else UNNAMED


def streak_names(streaks: Sequence[Streak], tr: Translator) -> str:
    """The members who share the longest streak: "Émile et Hélène", "A, B, C, D, E and 2
    others"."""
    return few_names([member_name(s.name) for s in streaks], tr)


def per_day(value: float, tr: Translator) -> str:
    """Points a day as players write them: « 9 », « 7,5 » (one decimal at most)."""
    return tr.number(round(value, 1))


def improved_line(improved: Sequence[Improvement], tr: Translator) -> str:
    """The most improved, every member tied on the best gain named: « Zoé et Marc, de 5 à 8
    points par jour » when they went from and to the same averages, else each with theirs
    and the gain they share (« 3 points de plus par jour : Zoé (de 5 à 8) et Marc (de 6 à
    9) »). A tie named one of them."""
    first = improved[0]
    if len({(per_day(i.before, tr), per_day(i.after, tr)) for i in improved}) == 1:
        return tr.ngettext(
            "Most improved: {name}, from {before} to {after} point a day",
            "Most improved: {name}, from {before} to {after} points a day",
            render.plural_count(first.after, 1, tr),
        ).format(
            name=few_names([member_name(i.name) for i in improved], tr),
            before=per_day(first.before, tr),
            after=per_day(first.after, tr),
        )
    each = [
        tr._("{name} (from {before} to {after})").format(
            name=member_name(i.name), before=per_day(i.before, tr), after=per_day(i.after, tr)
        )
        for i in improved
    ]
    return tr.ngettext(
        "Most improved, {gain} more point a day: {names}",
        "Most improved, {gain} more points a day: {names}",
        render.plural_count(first.gain, 1, tr),
    ).format(gain=per_day(first.gain, tr), names=few_names(each, tr))


def summary_lines(title: str, summary: WeeklySummary, tr: Translator) -> list[str]:
    """The weekly summary: podium, most improved, longest streak (two days or more)."""
    last = summary.week + timedelta(days=6)
    lines = [
        tr._("📅 {club}: the week in review ({days})").format(
            club=club_name(title), days=days_span(summary.week, last, tr)
        )
    ]
    lines += [standing_line(row, tr) for row in summary.podium]
    if summary.improved:
        lines.append(improved_line(summary.improved, tr))
    days = summary.streaks[0].days if summary.streaks else 0
    if days > 1:  # one day is no streak (« 1 jour de suite »): no line then
        lines.append(
            tr.ngettext(
                "Longest streak: {name}, {n} day in a row",
                "Longest streak: {name}, {n} days in a row",
                days,
            ).format(name=streak_names(summary.streaks, tr), n=tr.number(days))
        )
    lines.append(
        tr.ngettext(
            "{n} member played that week.", "{n} members played that week.", summary.players
        ).format(n=tr.number(summary.players))
    )
    return lines
