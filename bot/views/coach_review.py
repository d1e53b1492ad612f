"""The coach's wording of the reviews: when a missed question comes back (dated and timed
where the player lives), /review's replies and its buttons.

Every function takes coach values and a `Translator` and returns plain text, or HTML where its
docstring says so (the chat escapes each plain line).
"""

from __future__ import annotations

from datetime import date, datetime, time, tzinfo

from bot.i18n import Translator, render
from bot.views.daily import named
from bot.views.markup import esc

# -- When a miss comes back ------------------------------------------------------------------


def due_day(next_due: datetime, zone: tzinfo) -> date:
    """The day a review comes back where the player lives (it is stored in UTC: a miss at
    20:00 in Québec, 01:00 UTC, comes back the next evening, not in two days)."""
    return next_due.astimezone(zone).date()


def due_soon(next_due: datetime, zone: tzinfo, now: datetime | None) -> tuple[int, time] | None:
    """When a review comes back today or tomorrow where the player lives: the days from today
    (0 or 1) and its local time (a day alone, « le 29 nov. », read on the 29th after /review
    found nothing, looks wrong; on the 28th, « demain à 20 h 30 » says more); None when it
    comes back later, or `now` is not known."""
    if now is None:
        return None
    local = next_due.astimezone(zone)
    days = (local.date() - now.astimezone(zone).date()).days
    return (days, local.time()) if days in (0, 1) else None


def soon_text(soon: tuple[int, time], today: str, tomorrow: str, tr: Translator) -> str:
    """`today` or `tomorrow` (a message with a {time}) for a review coming back `soon`
    (`due_soon`), its time as the player's clock says it."""
    days, at = soon
    return (today if days == 0 else tomorrow).format(time=render.clock(at, tr))


def review_line(
    due: int, next_due: datetime | None, zone: tzinfo, tr: Translator, now: datetime | None = None
) -> str:
    """How many misses wait to come back (the next one's day in the player's `zone`, or its
    time when that is today or tomorrow, `now`)."""
    if due:
        return tr.ngettext(
            "{n} miss to review now: /review", "{n} misses to review now: /review", due
        ).format(n=tr.number(due))
    if next_due is not None:
        soon = due_soon(next_due, zone, now)
        if soon is not None:
            today = tr._("Next miss to review: today at {time}.")
            return soon_text(soon, today, tr._("Next miss to review: tomorrow at {time}."), tr)
        return tr._("Next miss to review: {day}.").format(day=tr.day(due_day(next_due, zone)))
    # not « each question you miss »: a quiz answer or a step of the daily is never dealt again
    return tr._(
        "No miss to review: a question you miss at /hand, /crib, /peg or /discard comes back "
        "the next day."
    )


# -- Buttons ---------------------------------------------------------------------------------


def review_button(due: int, tr: Translator) -> str:
    """The button that brings back the misses due."""
    return tr.ngettext("Review {n} miss", "Review {n} misses", due).format(n=tr.number(due))


def next_review_button(tr: Translator) -> str:
    """Under the verdict on a miss brought back, when more misses are due: the next one."""
    return tr._("Next question to review")


def review_not_yours(tr: Translator) -> str:
    """A group member pressed the review button of another member's verdict or /coach."""
    return tr._("This button is not yours: /review brings back the questions you missed.")


# -- /review ---------------------------------------------------------------------------------


def review_intro(misses: int, tr: Translator, name: str | None = None, left: int = 0) -> str:
    """Above a question brought back (HTML; after the player's `name` in a group), with how many
    more misses are due after it (`left`): its answer offers the drill's next deal, not the
    next miss, so the player is told /review brings the others. In a club's group, where the
    others read it, neither count is said (« Une question que vous avez manquée… (manquée
    3 fois) » told the club her misses): a question to review, and others waiting."""
    if name is not None:
        intro = tr._("A question to review, dealt again.")
        more = tr._("More questions to review after this one: /review.")
        return named(esc(intro + ("\n" + more if left else "")), tr, name)
    if misses == 1:  # "once", « une fois »: "(missed 1 time)" is not how a player says it
        intro = tr._("A question you missed, dealt again (missed once).")
    else:
        intro = tr.ngettext(
            "A question you missed, dealt again (missed {n} time).",
            "A question you missed, dealt again (missed {n} times).",
            misses,
        ).format(n=tr.number(misses))
    if left:
        more = tr.ngettext(
            "{n} more to review after this one: /review.",
            "{n} more to review after this one: /review.",
            left,
        ).format(n=tr.number(left))
        intro = f"{intro}\n{more}"
    return esc(intro)


def nothing_due(
    next_due: datetime | None,
    zone: tzinfo,
    tr: Translator,
    name: str | None = None,
    now: datetime | None = None,
) -> str:
    """/review with nothing due (the next one's day in the player's `zone`, or its time when
    that is today or tomorrow, `now`; HTML, after the player's `name` in bold in a group)."""
    soon = None if next_due is None else due_soon(next_due, zone, now)
    if next_due is None:
        text = tr._(
            "Nothing to review: a question you miss at /hand, /crib, /peg or /discard comes "
            "back the next day."
        )
    elif soon is not None:
        today = tr._("Nothing to review now; the next one comes back today at {time}.")
        tomorrow = tr._("Nothing to review now; the next one comes back tomorrow at {time}.")
        text = soon_text(soon, today, tomorrow, tr)
    else:
        text = tr._("Nothing to review now; the next one comes back on {day}.").format(
            day=tr.day(due_day(next_due, zone))
        )
    return named(esc(text), tr, name)


def review_lost(tr: Translator, name: str | None = None) -> str:
    """A review whose question could not be read again (HTML; after the player's `name` in
    a group)."""
    text = tr._("I could not deal that question again. /review for the next one.")
    return named(esc(text), tr, name)
