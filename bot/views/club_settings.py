"""The wording of /club, a club's settings (its language, timezone, daily card, weekly
summary, tie-break and muggins) and their buttons. The settings, the usage and a setting not
understood are HTML: their examples (« /club fuseau Gaspé ») are in <code>, as /remind's and
/variant's; plain, Telegram made each « /club » a command link, and a tap sent /club alone
(the settings again, or « /club@muggins_bot » in the group). Button labels are plain."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from babel.lists import format_list

from bot.drills.club import TieBreak
from bot.drills.club_args import TZ_BUTTON, Unread
from bot.i18n import Translator, render
from bot.storage.repo_club import Club
from bot.views import calls as calls_view
from bot.views.club import TYPED_CHARS, club_name, tiebreak_button, tiebreak_phrase
from bot.views.commands import LANGUAGE_NAMES
from bot.views.daily_zone import distinct_zones, tz_several, tz_unknown, zone_label
from bot.views.markup import bold, code, esc
from bot.views.replies import not_understood_note

EXAMPLE_POST_TIME: Final = "08:00"
"""The daily card's hour /club shows as an example (`example_time`)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """A club's settings as /club shows them."""

    title: str
    lang: str | None
    timezone: str
    post_time: str | None
    weekly: bool
    weekly_time: str
    tiebreak: TieBreak
    members: int
    muggins: bool = True


def club_settings_lines(
    club: Club, timezone: str, weekly_time: str, members: int, tr: Translator, *, admin: bool = True
) -> list[str]:
    """/club's message: the club's settings (the weekly summary at `weekly_time` without a
    post time), the muggins rule of its counts included; for a member who is no `admin`, read
    only (`settings_lines`)."""
    settings = Settings(
        title=club.title,
        lang=club.lang,
        timezone=timezone,
        post_time=club.post_time,
        weekly=club.weekly,
        weekly_time=club.post_time or weekly_time,
        tiebreak=club.tiebreak,
        members=members,
        muggins=club.muggins,
    )
    return settings_lines(settings, tr, admin=admin)


def language_name(lang: str | None, tr: Translator) -> str:
    """A club language as shown in /club."""
    if lang == "fr":
        return "Français"
    if lang == "en":
        return "English"
    return tr._("each member's own")


def posts_language_line(tr: Translator) -> str:
    """What `/club lang each` means for the card posted at the club's time and the weekly
    summary (`club_jobs.posts_translator`)."""
    return tr._("The daily card and the weekly summary: in the language most members read.")


def tournaments_language_line(tr: Translator) -> str:
    """What `/club lang each` means for a tournament's presentation and standings
    (`tournament_play.group_languages`): before, /club did not say it."""
    return tr._(
        "Tournaments in the group (presentation, standings): in their players' language when"
        " they share one, else in French and in English."
    )


def each_language_line(tr: Translator, *, admin: bool = True) -> str:
    """What `/club lang each` means for the club's games in the group (issue 40; HTML), and
    for an `admin` how to set one language instead (a member, who may not, reads no command
    only an admin may type)."""
    if not admin:
        return esc(
            tr._(
                "Club games in the group: in the players' language when they share one, else"
                " in French and in English, one after the other."
            )
        )
    return esc(
        tr._(
            "Club games in the group: in the players' language when they share one, else in"
            " French and in English, one after the other. {fr} or {en} sets one language for"
            " the club's games, daily card and weekly summary (what a member asks for stays in"
            " their own language); {each} comes back to this."
        )
    ).format(
        fr=code(tr.pgettext("/club example", "/club lang fr")),
        en=code(tr.pgettext("/club example", "/club lang en")),
        each=code(tr.pgettext("/club example", "/club lang each")),
    )


def tz_example(tr: Translator) -> str:
    """/club's example of a timezone typed, as the player types it (HTML)."""
    return code(tr.pgettext("/club example", "/club tz Gaspé"))


def time_example(tr: Translator) -> str:
    """/club's example of the daily card's hour typed (`example_time`; HTML)."""
    return code(tr.pgettext("/club example", "/club time {time}").format(time=example_time(tr)))


def time_off_example(tr: Translator) -> str:
    """/club's example that stops the daily card (HTML)."""
    return code(tr.pgettext("/club example", "/club time off"))


def settings_lines(settings: Settings, tr: Translator, *, admin: bool = True) -> list[str]:
    """/club for an admin (HTML lines, the first a title): the settings, then how to change
    them (last: it was followed by the muggins rule, a setting read after the words that close
    the list); for a member who is no `admin`, that only the admins change them (they read
    « only the admins can change the settings » instead of the settings they asked to see)."""
    card = (
        tr._("every day at {time}").format(time=render.clock(settings.post_time, tr))
        if settings.post_time
        else tr._("only on /daily")
    )
    weekly = (
        tr._("on, Mondays at {time}").format(time=render.clock(settings.weekly_time, tr))
        if settings.weekly
        else tr._("off")
    )
    each = [] if settings.lang is not None else [each_language_line(tr, admin=admin)]
    plain = [
        members_line(settings.members, tr),
        tr._("Language: {lang}").format(lang=language_name(settings.lang, tr)),
        *([] if settings.lang is not None else [tournaments_language_line(tr)]),
        *([] if settings.lang is not None else [posts_language_line(tr)]),
        tr._("Timezone: {tz}").format(tz=zone_label(settings.timezone, tr)),
        tr._("Daily card: {when}").format(when=card),
        tr._("Weekly summary: {state}").format(state=weekly),
        tiebreak_phrase(settings.tiebreak, tr),
        tr._("Games between members: {law}.").format(law=calls_view.over_law(False, tr)),
        calls_view.club_muggins_description(settings.muggins, tr),
    ]
    how_to = esc(tr._("Change them with the buttons, or type {tz}, {time} or {off}.")).format(
        tz=tz_example(tr), time=time_example(tr), off=time_off_example(tr)
    )
    if not admin:
        how_to = esc(tr._("Only the group's admins can change them."))
    lines = [esc(line) for line in plain]
    return [
        bold(tr._("⚙️ Club settings: {club}").format(club=club_name(settings.title))),
        *lines[:2],
        *each,
        *lines[2:],
        how_to,
    ]


def members_line(members: int, tr: Translator) -> str:
    """How many members the club has; none yet, the three ways a player becomes one, the
    daily card's button, a game in the group and joining its tournament (« 0 membre » alone
    left a new club's organiser wondering)."""
    if not members:
        return tr._(
            "No member yet: each player becomes one with the button of /daily, by playing a"
            " game with /play or by joining a tournament (/tournament)."
        )
    return tr.ngettext("{n} member", "{n} members", members).format(n=tr.number(members))


def example_time(tr: Translator) -> str:
    """The daily card's hour in /club's examples, as the settings write it (« 8 h », "8:00
    AM"): « /club heure 08:00 » was a 24-hour clock the reply itself never writes."""
    return render.clock(EXAMPLE_POST_TIME, tr)


def settings_usage(tr: Translator) -> str:
    """What /club takes as arguments (HTML)."""
    examples = [
        tz_example(tr),
        time_example(tr),
        time_off_example(tr),
        code(tr.pgettext("/club example", "/club lang fr")),
        code(tr.pgettext("/club example", "/club weekly off")),
        code(tr.pgettext("/club example", "/club ties difference")),
        code(tr.pgettext("/club example", "/club muggins off")),
    ]
    return esc(
        tr._("/club alone shows the settings. Also: {examples}, {link} (a new club link).")
    ).format(examples=", ".join(examples), link=code(tr.pgettext("/club example", "/club link")))


def admins_only(tr: Translator) -> str:
    """A non-admin typed /club or pressed one of its buttons."""
    return tr._("Sorry, only the group's admins can change the club settings.")


def groups_only(tr: Translator) -> str:
    """/club in a private chat."""
    return tr._(
        "/club works in a group: add me to your club's group, then an admin types /club there."
    )


def unread_setting(unread: Unread, tr: Translator) -> str:
    """A setting typed after /club that was not understood (HTML): a time not read, a timezone
    not known (with the names it may mean), else what /club takes (after the word not
    understood, if one was typed)."""
    typed = unread.typed
    if unread.problem == "time":
        return esc(
            tr._(
                "I can't read the time {typed}. Write it like {example}, or {off} to stop "
                "posting the card every day."
            )
        ).format(typed=esc(typed), example=time_example(tr), off=time_off_example(tr))
    if unread.problem == "usage" and typed:
        return f"{esc(not_understood_note(typed[:TYPED_CHARS], tr))}\n{settings_usage(tr)}"
    if unread.problem != "timezone":
        return settings_usage(tr)
    if not unread.suggestions:  # the big cities and the country, as /tz says it
        return tz_unknown(unread.typed, (), tr, example=tz_example(tr))
    if unread.several:  # its clocks on the buttons below (`zone_rows`), as /tz offers them
        return tz_several(tr, territory=unread.region, club=True)
    return esc(unread_zone(unread, tr))


def zone_rows(unread: Unread, tr: Translator) -> list[list[tuple[str, str]]]:
    """Under « /club fuseau Nunavut » (a place of several clocks): one button a clock, as
    /tz's, with its callback data `cs:tz:<zone>:<language>` (`SET_PATTERN`); none else."""
    if unread.problem != "timezone" or not unread.several:
        return []
    names = distinct_zones(unread.suggestions, tr)
    return [[(zone_label(name, tr), f"{TZ_BUTTON}{name}:{tr.lang}")] for name in names]


def unread_zone(unread: Unread, tr: Translator) -> str:
    """A timezone not known, with the names it may mean (plain text)."""
    labels = dict.fromkeys(zone_label(name, tr) for name in unread.suggestions)
    names = format_list(list(labels), style="or", locale=tr.locale)
    return tr._("I don't know the timezone {typed}. Did you mean {names}?").format(
        typed=unread.typed, names=names
    )


def saved(tr: Translator) -> str:
    """A setting was changed."""
    return tr._("Saved.")


def weekly_button(on: bool, tr: Translator) -> str:
    """The button that turns the weekly summary off (`on`: it is sent now) or on."""
    return tr._("Weekly summary: turn off") if on else tr._("Weekly summary: turn on")


def settings_rows(club: Club, tr: Translator) -> list[list[tuple[str, str]]]:
    """/club's buttons (`settings_buttons`) with their callback data `cs:<data>:<language>`:
    the message's language, in which it is redrawn whichever administrator presses."""
    return [
        [(label, f"cs:{data}:{tr.lang}") for label, data in row]
        for row in settings_buttons(club, tr)
    ]


def settings_buttons(club: Club, tr: Translator) -> list[list[tuple[str, str]]]:
    """/club's buttons by rows, each as (label, data after `cs:`): a language each (or each
    player's own) and the tie-breaks, the club's own marked (as a board's period is), the
    weekly summary and club muggins, which flip."""
    on_off = {True: "off", False: "on"}

    def mark(current: bool) -> str:
        return "• " if current else ""

    return [
        [
            *(
                (mark(club.lang == code) + name, f"lang:{code}")
                for code, name in LANGUAGE_NAMES.items()
            ),
            (mark(club.lang not in LANGUAGE_NAMES) + language_name(None, tr), "lang:auto"),
        ],
        [(weekly_button(club.weekly, tr), f"weekly:{on_off[club.weekly]}")],
        [(mark(club.tiebreak is t) + tiebreak_button(t, tr), f"tie:{t.value}") for t in TieBreak],
        [(calls_view.club_muggins_button(club.muggins, tr), f"mug:{on_off[club.muggins]}")],
    ]
