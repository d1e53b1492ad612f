"""The daily challenge's wording: part headings, points, the day's result, the share line,
streaks and days (Telegram HTML lines; every line balanced on its own). The reminder's
wording is `bot.views.remind`, the timezones' `bot.views.daily_zone`."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date, timedelta
from typing import Final

from bot.drills.daily import (
    ECART_POINTS,
    FIRST_DAY,
    PART_COUNT,
    PARTS,
    Challenge,
    DayRefused,
    DayResult,
    NotOver,
    Part,
    PartResult,
    Streak,
    part_index,
    read_part,
    without_weekday,
)
from bot.drills.daily_fairness import day_fingerprint
from bot.drills.help_asked import asks_for_help, asks_what_it_is
from bot.drills.typed_time import impossible_day, names_tomorrow
from bot.engine.pegging import pile_count
from bot.i18n import Translator, render
from bot.storage import Question
from bot.views import fairness, replies
from bot.views.markup import bold, code, esc

SHARE_BRAND = "Muggins"
FIRE = "🔥"


# -- Parts -----------------------------------------------------------------------------------


def part_name(part: Part, tr: Translator) -> str:
    """What the part asks, as a short noun phrase."""
    if part is Part.HAND:
        return tr._("a hand to count")
    if part is Part.CRIB:
        return tr._("a crib to count")
    if part is Part.PEG:
        return tr._("a pegging count")
    return tr._("a lay-away (two cards to the crib)")


def challenge_title(day: date, tr: Translator, today: date | None = None) -> str:
    """ "Daily challenge, Nov 23, 2026" (plain text); a day other than the player's `today` (a
    replay, a part left waiting overnight) "Challenge of Nov 23, 2026", « Défi du 23 nov.
    2026 » (« Défi du jour, 23 nov. » read as today's)."""
    if today is not None and day != today:
        return tr._("Challenge of {date}").format(date=tr.date(day))
    return tr._("Daily challenge, {date}").format(date=tr.date(day))


def part_lines(
    day: date, part: Part, deal: Sequence[str], tr: Translator, *, replay: bool, today: date
) -> list[str]:
    """A part's question: the day (titled by its date when it is not the player's `today`),
    the part's number and what it asks, its `deal` lines and, with the first part, the
    challenge's fingerprint."""
    lines = ["📅 " + bold(challenge_title(day, tr, today))]
    if replay:
        lines.append(
            f"{REPLAY_MARK} " + esc(tr._("Replay for practice: it does not count for streaks."))
        )
    text = tr._("Part {n}/{total}: {what}").format(
        n=tr.number(part_index(part) + 1), total=tr.number(PART_COUNT), what=part_name(part, tr)
    )
    lines += [bold(text), *deal]
    if part is PARTS[0]:
        lines.append(fairness.daily_fingerprint_line(day_fingerprint(day), tr))
    return lines


def challenge_card(challenge: Challenge, tr: Translator) -> list[str]:
    """The day's challenge without its answers (a club's daily card): each part's deal."""
    hand, crib, peg, ecart = challenge.hand, challenge.crib, challenge.peg, challenge.ecart
    deals = {
        Part.HAND: tr._("{cards}, starter {starter}").format(
            cards=render.cards(hand.hand, tr), starter=render.card(hand.starter, tr)
        ),
        Part.CRIB: tr._("{cards}, starter {starter}").format(
            cards=render.cards(crib.hand, tr), starter=render.card(crib.starter, tr)
        ),
        Part.PEG: tr._("{cards} (count {count}), the last card is yours").format(
            cards=render.cards(peg.pile, tr), count=tr.number(pile_count(peg.pile))
        ),
        Part.ECART: (
            tr._("{cards}, you deal") if ecart.dealer else tr._("{cards}, your opponent deals")
        ).format(cards=render.cards(ecart.cards, tr)),
    }
    lines = ["📅 " + bold(challenge_title(challenge.day, tr))]
    for part, deal in deals.items():
        line = tr._("{number}. {what}: {deal}")
        lines.append(
            esc(line).format(
                number=tr.number(part_index(part) + 1),
                what=esc(part_name(part, tr)),
                deal=bold(deal),
            )
        )
    return lines


def part_points_line(result: PartResult, tr: Translator) -> str:
    """ "Part 1/4 ✅: 12 for, 0 against." """
    text = tr._("Part {n}/{total} {mark}: {pour} for, {contre} against.").format(
        n=tr.number(part_index(result.part) + 1),
        total=tr.number(PART_COUNT),
        mark=result.mark,
        pour=tr.number(result.pour),
        contre=tr.number(result.contre),
    )
    return esc(text)


def ecart_scale_note(result: PartResult, tr: Translator) -> str | None:
    """Why a lay-away short of the best earned fewer points (HTML), or None for the best:
    the verdict speaks of points lost on average, the part's line of points for and against
    (a half point begun counts whole: said « rounded up », not « même entamé », which left
    a player reading it twice)."""
    if result.contre == 0:
        return None
    return esc(
        tr._(
            "In the daily challenge, the best lay-away earns {points}, and one less for each "
            "half point lost on average (rounded up)."
        ).format(points=render.points(ECART_POINTS, tr))
    )


def already_counted_note(tr: Translator) -> str:
    """A part answered twice (an old question, or from another chat), plain text."""
    return tr._("That part was already counted: /daily shows where you are.")


def already_counted(tr: Translator) -> str:
    """`already_counted_note` as HTML."""
    return esc(already_counted_note(tr))


# -- The day's result ------------------------------------------------------------------------


REPLAY_MARK = "🔁"
"""A replay's mark, on its parts and its share line."""


def share_line(
    result: DayResult, streak: Streak | None, tr: Translator, *, replay: bool = False
) -> str:
    """The spoiler-free line to share: `Muggins 2026-11-23 ✅✅🟨✅ 27 pts · 🔥 5` (plain); a
    replay's is marked `🔁` after the day (shared in a club's group, a replay played after
    the answers were out read as that day's result)."""
    points = tr.ngettext("{n} pt", "{n} pts", result.pour).format(n=tr.number(result.pour))
    day = result.day.isoformat() + (f" {REPLAY_MARK}" if replay else "")
    line = f"{SHARE_BRAND} {day} {result.marks} {points}"
    if streak is not None and streak.current > 0:
        line += f" · {FIRE} {tr.number(streak.current)}"
    return line


def streak_text(streak: Streak, tr: Translator) -> str:
    """ "Streak: 5 days (best: 8)" (plain); a streak broken, "No streak under way (best: 8
    days)" (« Série : 0 jour d'affilée (record : 8) » read as a count of nothing, and its
    8 as 8 of what)."""
    if streak.current == 0:
        best = tr.ngettext("{n} day", "{n} days", streak.best).format(n=tr.number(streak.best))
        return tr._("No streak under way (best: {best})").format(best=best)
    current = tr.ngettext("{n} day", "{n} days", streak.current).format(n=tr.number(streak.current))
    return tr._("Streak: {current} (best: {best})").format(
        current=current, best=tr.number(streak.best)
    )


def streak_line(streak: Streak, tr: Translator) -> str:
    """`streak_text` as HTML, with its flame only while the streak is alive."""
    flame = f"{FIRE} " if streak.current > 0 else ""
    return flame + esc(streak_text(streak, tr))


def result_lines(
    result: DayResult,
    streak: Streak | None,
    tr: Translator,
    *,
    today: date | None = None,
    today_waits: bool = False,
) -> list[str]:
    """The day's result: marks, points for and against, the streak, the line to share, and
    the challenge's key (its seed, the day).

    `streak` is None for a replay (it does not count). `today`, the player's day: a day
    finished after its midnight (its last part was waiting) says today's is already dealt,
    not that a new one comes at midnight. `today_waits`, a replay's while today's challenge
    is not finished: said so, with how to play it (a replay begun with today's under way
    set it aside, four parts before, and its result ended on the seal's key)."""
    title = challenge_title(result.day, tr, today)
    if result.finished:
        head = tr._("{title}: done!").format(title=title)
    else:
        head = tr._("{title}: in progress").format(title=title)
    lines = ["🏁 " + bold(head), esc(result.marks)]
    lines.append(
        esc(
            tr._("Points: {pour} for, {contre} against.").format(
                pour=tr.number(result.pour), contre=tr.number(result.contre)
            )
        )
    )
    exact = tr.ngettext(
        "{n} part exact out of {total}.", "{n} parts exact out of {total}.", result.exact
    )
    lines.append(esc(exact.format(n=tr.number(result.exact), total=tr.number(PART_COUNT))))
    if streak is None:
        lines.append(esc(tr._("A replay: it does not count for streaks.")))
    else:
        lines.append(streak_line(streak, tr))
    if result.finished:
        lines.append(esc(tr._("Share it (no spoilers):")))
        lines.append(code(share_line(result, streak, tr, replay=streak is None)))
    if streak is not None and result.finished:
        if today is not None and result.day < today:
            text = tr._("Today's challenge is already dealt: {daily} plays it.")
            lines.append(esc(text.format(daily=_daily(tr))))
        else:
            lines.append(esc(tr._("A new challenge comes at midnight, your time.")))
    if streak is None and result.finished and today_waits:
        text = tr._("Today's challenge is waiting for you: {daily} plays it.")
        lines.append(esc(text.format(daily=_daily(tr))))
    return [*lines, seed_line(result.day, tr)]


def seed_line(day: date, tr: Translator) -> str:
    """With the result: the challenge's key (the day), and what it proves, said plainly: the
    key and the code shown with the first part let anyone check that the cards were fixed in
    advance. Not the command line that does it (`muggins verify`, in the guide), which means
    nothing to a club member (HTML)."""
    text = tr._(
        "Key to check the cards: {seed} (the same cards for everyone that day). With this key"
        " and the code shown at the start, anyone can check that the cards were fixed in advance."
    )
    return esc(text).format(seed=code(day.isoformat()))


def stats_lines(
    streak: Streak,
    days_finished: int,
    tr: Translator,
    *,
    today_done: int | None = None,
    counts: tuple[int, int] = (0, 0),
) -> list[str]:
    """The /stats lines of the daily challenge: the days finished and the streak (from the
    first finished day), its counts exact (`counts`: exact, of how many; kept apart from
    /hand's, which /stats' head counts: « 1 écart joué » alone read as if the challenge's
    hand, crib and pegging were not counted), and today's challenge while it is under way
    (`today_done` parts answered, None when not started or finished)."""
    lines = []
    if days_finished:
        finished = tr.ngettext(
            "Daily challenge: {n} day finished",
            "Daily challenge: {n} days finished",
            days_finished,
        ).format(n=tr.number(days_finished))
        lines += [esc(finished), streak_line(streak, tr)]
    exact, count = counts
    if count:
        text = tr._(
            "Its counts exact (hand, crib, pegging): {exact} of {count}, apart from /hand's."
        ).format(exact=tr.number(exact), count=tr.number(count))
        lines.append(esc(text))
    if today_done is not None:
        under_way = tr.ngettext(
            "Today's challenge: {n} part of {total} done ({daily} to finish it).",
            "Today's challenge: {n} parts of {total} done ({daily} to finish it).",
            today_done,
        ).format(n=tr.number(today_done), total=tr.number(PART_COUNT), daily=_daily(tr))
        lines.append(esc(under_way))
    return lines


# -- Dates ------------------------------------------------------------------------------


def _daily(tr: Translator) -> str:
    """/daily as the player's language names it (/defi in French)."""
    return tr.pgettext("command", "/daily")


def part_dropped(question: Question, today: date, tr: Translator) -> str:
    """/cancel on a part of the challenge (plain text), `today` the player's day: the part
    waits, and how to take it up again (a bare « Question abandonnée » left a player thinking
    the day's challenge was lost); a replayed day is asked again by its date (« /defi
    2026-11-20 »), from its first part: its parts done lived in the question dropped; a part
    of an earlier day, left waiting overnight, cannot be taken up (/defi deals today's)."""
    part = read_part(question.deal)
    if part is not None and not part.replay and part.day < today:
        return tr._(
            "Question dropped: the challenge of {day} stays unfinished, it ended at midnight. "
            "{daily} plays today's."
        ).format(day=tr.date(part.day), daily=_daily(tr))
    if part is not None and part.replay:
        return tr._("Question dropped: {daily} replays that day from its first part.").format(
            daily=f"{_daily(tr)} {part.day}"
        )
    return tr._("Question dropped: {daily} takes the challenge up where you left it.").format(
        daily=_daily(tr)
    )


def day_over_line(day: date, tr: Translator) -> str:
    """`day`'s challenge after the player's midnight (HTML): it ended with its day, as the
    guide says (« The day is your local date »); its part left waiting counts when answered,
    but no further part of it is dealt (answered on the 26th, the 24th's part 1 dealt its
    part 2, while a part set aside said the day had ended)."""
    text = tr._(
        "The challenge of {day} stays unfinished: it ended at midnight. {daily} plays today's."
    )
    return esc(text).format(day=esc(tr.date(day)), daily=esc(_daily(tr)))


def past_step_dropped_line(day: date, tr: Translator) -> str:
    """Under today's first part, dealt over a step of an earlier `day` left waiting (HTML): the
    step, which « compte encore » at /start, is dropped and its challenge stays unfinished
    (the set-aside line said the day had ended and « /defi joue celui d'aujourd'hui », under
    today's part, and nothing of her step)."""
    text = tr._("Your step of the challenge of {day} is dropped: that challenge stays unfinished.")
    return "<i>" + esc(text).format(day=esc(tr.date(day))) + "</i>"


def part_set_aside_line(question: Question, today: date, tr: Translator) -> str:
    """Another question asked while a part of the challenge waited (HTML; in place of
    `replies.set_aside_line`), `today` the player's day: today's is taken up by /daily alone,
    a replayed day by its date (« /defi » alone would deal today's, not the day being
    replayed); a part of an earlier day, left waiting overnight, cannot be taken up: that
    challenge stays unfinished (« /defi le reprend » sent the player to today's)."""
    part = read_part(question.deal)
    if part is not None and not part.replay and part.day < today:
        return "<i>" + day_over_line(part.day, tr) + "</i>"
    if part is not None and part.replay:
        text = tr._("The challenge of {day} is set aside: {daily} takes it up where you left it.")
        return (
            "<i>"
            + esc(text).format(
                day=esc(tr.date(part.day)), daily=esc(f"{_daily(tr)} {part.day.isoformat()}")
            )
            + "</i>"
        )
    text = tr._("Your daily challenge is set aside: {daily} takes it up where you left it.")
    return "<i>" + esc(text).format(daily=esc(_daily(tr))) + "</i>"


WEEKDAY_BACK: Final = timedelta(days=3)
"""How far back the usage's weekday is: in a day's first two hours in UTC+14 the day before
yesterday is still played in UTC-12 (a date lasts 50 hours on Earth); three days back, never."""


def usage(tr: Translator, local: date) -> str:
    """How /daily takes a past day, `local` the player's day: the ways a day can be written,
    a weekday too, three days back (`WEEKDAY_BACK`)."""
    daily, example_day = _daily(tr), example_past_day(local)
    return esc(
        tr._(
            "/daily plays today's challenge; {example} replays a past day "
            "(also {numeric}, {words}, {yesterday} or {weekday})."
        )
    ).format(
        example=code(f"{daily} {example_day.isoformat()}"),
        numeric=code(f"{daily} {numeric_day(example_day, tr)}"),
        words=code(f"{daily} {words_day(example_day, tr)}"),
        yesterday=code(daily + " " + tr._("yesterday")),
        weekday=code(f"{daily} {tr.date(local - WEEKDAY_BACK, 'EEEE')}"),
    )


def numeric_day(day: date, tr: Translator) -> str:
    """A date in figures as the player writes it: 20/11/2026 in French, 11/20/2026 in English."""
    if tr.lang == "fr":
        return f"{day.day}/{day.month}/{day.year}"
    return f"{day.month}/{day.day}/{day.year}"


def words_day(day: date, tr: Translator) -> str:
    """A date in words, without the year: "Nov 20", « 20 novembre »."""
    return tr.date(day, "d MMMM" if tr.lang == "fr" else "MMM d")


TYPED_CHARS: Final = 32
"""How much of a day not read is quoted back (« /defi » followed by a paragraph)."""


def day_refused(
    refused: DayRefused,
    local: date,
    tr: Translator,
    typed: str = "",
    late: NotOver | None = None,
) -> str:
    """Why `/daily <typed>` plays nothing (`drills.daily.day_asked`); a day to come or a date
    no calendar has says why, then how to ask for a day; a day still played somewhere (`late`,
    its opening on the player's clock: « a bit later » sent a player back at 1 a.m., then
    2 a.m., for a day that opens at 7 a.m.) is named, with from when it can be replayed and
    the days that replay now (« /defi dimanche » at 1 a.m. on Monday: which Sunday, and that
    Saturday and before replay); « aide » or "help" gets the usage alone (« Je ne peux pas
    lire « aide » comme un jour » answered a player asking how /defi works)."""
    if refused is DayRefused.FUTURE:
        if names_tomorrow(typed, local, day_first=tr.lang == "fr"):
            why = tr._("Tomorrow's challenge is not dealt yet: it comes at midnight, your time.")
        else:
            why = tr._("That day has not come yet where you are: no peeking!")
        return esc(why) + "\n" + usage(tr, local)
    if refused is DayRefused.NOT_OVER:
        if late is None:
            return esc(
                tr._(
                    "That day is still being played somewhere in the world: replay it a bit later."
                )
            )
        return not_over_lines(late, local, tr)
    if refused is DayRefused.TOO_OLD:
        return esc(
            tr._("The challenges go back to {first} only: pick a later day.").format(
                first=tr.date(FIRST_DAY)
            )
        )
    if refused is DayRefused.NO_SUCH_DAY:
        missing = impossible_day(without_weekday(typed), day_first=tr.lang == "fr")
        if missing is not None:
            return no_such_day(*missing, tr) + "\n" + usage(tr, local)
    asked = asks_for_help(typed) or asks_what_it_is(typed)  # « /defi c'est quoi? » too
    if refused is DayRefused.UNREAD and typed.strip(" ?") and not asked:
        # named, as /remind and /variant do; « aide » or « ? » asks for the usage (« /quiz
        # aide »)
        unread = esc(tr._("I can't read “{typed}” as a day.")).format(
            typed=esc(typed.strip()[:TYPED_CHARS])
        )
        return unread + "\n" + usage(tr, local)
    return usage(tr, local)


def not_over_lines(late: NotOver, local: date, tr: Translator) -> str:
    """A day still played somewhere: which day, from when it replays (on the player's clock),
    and the newest day that can be replayed now (every day before it can be too: the first
    challenge, in 2000, is no date a player needs to read)."""
    at = render.clock(late.opens.time(), tr)
    if late.opens.date() <= local:
        why = tr._(
            "The challenge of {day} is still being played somewhere in the world: you can "
            "replay it from {time}, your time."
        )
    else:
        why = tr._(
            "The challenge of {day} is still being played somewhere in the world: you can "
            "replay it tomorrow from {time}, your time."
        )
    days = tr._("You can replay any day up to {last}.").format(last=tr.day(late.last))
    return esc(why.format(day=tr.day(late.day), time=at)) + "\n" + esc(days)


def no_such_day(month: int, day: int, year: int | None, tr: Translator) -> str:
    """A date typed that no calendar has: « Il n'y a pas de 31 novembre. »"""
    name = tr.date(date(2000, month, 1), "MMMM")
    if year is None:
        return esc(tr._("There is no {month} {day}.")).format(month=esc(name), day=day)
    return esc(tr._("There is no {month} {day} in {year}.")).format(
        month=esc(name), day=day, year=year
    )


def example_past_day(local: date) -> date:
    """The day the usage's examples replay: the 1st of the month, or of the month before
    while the 1st is today or may still be played somewhere (the 1st and the 2nd: a day
    lasts about 50 hours around the Earth)."""
    first = local.replace(day=1)
    if local.day > 2:
        return first
    return (first - timedelta(days=1)).replace(day=1)


def replay_in_private(day: date, local: date, tr: Translator) -> str:
    """`/daily <past day>` in a group (with `replay_button`, in one message): past days are
    replayed in private, and the button deals that day there (HTML)."""
    return esc(
        tr._(
            "Past days are replayed in our private chat, for practice: the button below"
            " opens it and deals the challenge of {day} there."
        )
    ).format(day=esc(day_words(day, local, tr)))


def replay_button(day: date, local: date, tr: Translator) -> str:
    """The button under `replay_in_private`: « Jouer le défi du lundi 23 novembre », the day
    named as the note above it names it."""
    return tr._("Play the challenge of {day}").format(day=day_words(day, local, tr))


RECENT: Final = timedelta(days=300)
"""How far back a day is named without its year (« lundi 23 novembre »)."""


def day_words(day: date, local: date, tr: Translator) -> str:
    """A past day as a player says it, `local` the player's day: « lundi 23 novembre » this
    year or so, « jeudi 20 novembre 2025 » further back (a weekday and month alone would be
    last year's or this one's)."""
    return tr.day(day) if local - day < RECENT else tr.date(day, "full")


def group_note(tr: Translator) -> str:
    """The reminder's button pressed in a group (an alert, plain text): the challenge is
    played in private so nobody spoils it."""
    return tr._("The daily challenge is played in a private chat with me, so nobody spoils it.")


def named(text: str, tr: Translator, name: str | None) -> str:
    """A reply (HTML) after the player's `name` in a group (« <b>Zoé</b> : C'est fait… », by
    the rule of `replies.titled_html`), as it is in private (`name` None): /tz in a club's
    group says whose zone it is."""
    if name is None:
        return text
    return replies.titled_html(text, tr, name=name)


def lost_part_line(tr: Translator) -> str:
    """A stored part that cannot be read back or graded (HTML)."""
    return esc(tr._("Sorry, I lost that part: /daily."))


def welcome_back_lines(
    streak: Streak,
    name: str,
    tr: Translator,
    *,
    today_done: bool,
    step_below: bool,
    past_below: date | None = None,
    replay_below: date | None = None,
) -> list[str]:
    """/start from a player who has played the challenge before (HTML): welcomed back by name,
    their streak, today's challenge (done; its step shown again below; or waiting for them),
    an earlier day's step left waiting (`past_below`, shown again below: it still counts), a
    replay's step left waiting (`replay_below`, the day replayed, shown again below), and
    where the rest is. The first-time welcome's « Commencez par /main » read as if the bot had
    forgotten a player on a streak."""
    lines = [bold(esc(tr._("Welcome back, {name}!")).format(name=esc(name)))]
    if streak.best:  # none before a first day finished (« record : 0 jour » counted nothing)
        lines.append(streak_line(streak, tr))
    if today_done:
        today_line = today_done_line(tr)
    elif step_below:
        today_line = tr._("Your daily challenge is under way: here is where you left it.")
    else:
        today_line = tr._("Today's challenge is waiting for you: /daily or the button below.")
    lines.append(esc(today_line))
    if past_below is not None:
        past_line = tr._("Your step of the challenge of {day} still counts: here it is, below.")
        lines.append(esc(past_line).format(day=esc(tr.date(past_below))))
    if replay_below is not None:
        replay_line = tr._("Your replay of the challenge of {day} is waiting: here it is, below.")
        lines.append(esc(replay_line).format(day=esc(tr.date(replay_below))))
    lines.append(
        esc(
            tr._(
                "To count a hand: /hand or /crib. A game against me: /play. "
                "/help explains the rest."
            )
        )
    )
    return lines


def today_done_line(tr: Translator) -> str:
    """Today's challenge finished: when the next one comes (plain text; /start's welcome
    back, /daily in a group once the card is above)."""
    return tr._("Today's challenge is done: come back tomorrow for the next one.")


def play_today_button(tr: Translator) -> str:
    """The button of `welcome_back_lines` that opens today's challenge."""
    return tr._("Play today's challenge")
