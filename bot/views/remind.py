"""The daily reminder's wording: /remind's answers (the reminder as it stands, set, stopped, a
time not understood, asked in a group) and the reminder itself with its button (Telegram HTML
lines; every line balanced on its own)."""

from __future__ import annotations

from bot.drills.remind_args import Remind
from bot.i18n import Translator, render
from bot.views.daily_zone import zone_clock
from bot.views.markup import bold, code, esc


def _remind(tr: Translator) -> str:
    """/remind as the player's language names it (/rappel in French)."""
    return tr.pgettext("command", "/remind")


def _remind_at(at: str, tr: Translator) -> str:
    """/remind with a time as the player reads it in the answer (« /rappel 19 h 30 », "/remind
    7:30 PM"), not as it is stored ("19:30", a 24-hour clock English players don't use)."""
    return f"{_remind(tr)} {render.clock(at, tr)}"


def _remind_off(tr: Translator) -> str:
    """What stops the reminders, in the player's words (« /rappel non »)."""
    return f"{_remind(tr)} {render.switch(False, tr)}"


def remind_reply(
    asked: str | Remind | None, typed: str, at: str | None, zone: str, tr: Translator
) -> str:
    """/remind's answer to `typed` (read as `asked`), `at` the reminder before it: the reminder
    as it stands (nothing typed), a time not understood, or the change made (« off » with no
    reminder set: there was none to stop)."""
    if asked is Remind.SHOW:
        return "\n".join(remind_current(at, zone, tr))
    if asked is Remind.UNREAD:
        return remind_bad_time(typed, tr)
    if asked is None:
        return remind_off(tr) if at is not None else remind_none_to_stop(tr)
    return remind_set(asked, zone, tr)


def remind_current(at: str | None, zone: str, tr: Translator) -> list[str]:
    """/remind alone: no reminder and how to set one, or the reminder and how to move it (to
    another time than its own) or remove it."""
    if at is None:
        return [
            esc(tr._("No daily reminder.")),
            esc(tr._("{set} sets one.")).format(set=code(_remind_at("19:30", tr))),
        ]
    other = "20:00" if at == "19:30" else "19:30"
    return [
        esc(tr._("Daily reminder at {time}, {zone}.")).format(
            time=bold(render.clock(at, tr)), zone=esc(zone_clock(zone, tr))
        ),
        esc(tr._("{set} changes its time; {off} removes it.")).format(
            set=code(_remind_at(other, tr)), off=code(_remind_off(tr))
        ),
    ]


def remind_what(tr: Translator) -> str:
    """« /rappel c'est quoi? »: what the reminder does (HTML), above the reminder as it
    stands."""
    return esc(
        tr._(
            "Every day at the time you choose, if you have not finished the daily challenge, "
            "I remind you of it."
        )
    )


def remind_set(at: str, zone: str, tr: Translator) -> str:
    """A reminder was set."""
    return esc(
        tr._(
            "Done: every day at {time}, {zone}, if you have not finished the daily challenge, "
            "I will remind you of it. {off} stops it."
        )
    ).format(
        time=bold(render.clock(at, tr)),
        zone=esc(zone_clock(zone, tr)),
        off=code(_remind_off(tr)),
    )


def remind_off(tr: Translator) -> str:
    """Reminders were turned off."""
    return esc(tr._("Done: no more daily reminders."))


def remind_none_to_stop(tr: Translator) -> str:
    """« /remind off » with no reminder set: nothing was stopped, and how to set one."""
    return esc(tr._("You had no daily reminder to stop. {set} sets one.")).format(
        set=code(_remind_at("19:30", tr))
    )


def remind_bad_time(typed: str, tr: Translator) -> str:
    """A time that cannot be read: how to write one, and how to stop the reminders."""
    return esc(
        tr._("I can't read “{typed}” as a time. For example: {example}. {off} stops the reminder.")
    ).format(
        typed=esc(typed[:32]),
        example=code(_remind_at("19:30", tr)),
        off=code(_remind_off(tr)),
    )


def remind_private(asked: str | Remind | None, tr: Translator, typed: str = "") -> str:
    """/remind in a group: reminders come in private, and the button below (to the private
    chat) does there what was asked: sets the reminder at the time typed (`asked`, "HH:MM"),
    stops it (None), or shows it (a `Remind`); a time that cannot be read (`typed`) is said
    so first (« /rappel le soir » read as if nothing was typed)."""
    if asked is None:
        return esc(
            tr._("Reminders come in a private chat: the button below opens it and stops yours.")
        )
    if asked is Remind.UNREAD:
        return esc(
            tr._(
                "I can't read “{typed}” as a time. Reminders come in a private chat: the button"
                " below opens it, where you can set yours."
            )
        ).format(typed=esc(typed[:32]))
    if isinstance(asked, Remind):
        return esc(
            tr._(
                "Reminders come in a private chat: the button below opens it,"
                " where you can set yours."
            )
        )
    return esc(
        tr._(
            "Reminders come in a private chat: the button below opens it and sets yours at {time}."
        )
    ).format(time=bold(render.clock(asked, tr)))


def reminder(tr: Translator, left: int | None = None) -> str:
    """The daily reminder itself: `left` parts of a challenge already started (None: not
    started)."""
    waiting = (
        tr._("Your daily challenge is waiting: four short parts.")
        if left is None
        else tr.ngettext(
            "{count} part of today's challenge is left.",
            "{count} parts of today's challenge are left.",
            left,
        ).format(count=tr.number(left))
    )
    return (
        "⏰ "
        + esc(waiting)
        + "\n"
        + esc(tr._("{off} stops these reminders.")).format(off=code(_remind_off(tr)))
    )


def play_button(tr: Translator) -> str:
    """The reminder's button text."""
    return tr._("Play today's challenge")
