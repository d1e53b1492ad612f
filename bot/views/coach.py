"""The coach's wording (/coach, the weekly message, ratings in /stats), shared by the chat and
the offline chat; when a miss comes back and /review's replies are `bot.views.coach_review`.

Every function takes coach values and a `Translator` and returns plain text (the chat escapes
each line and bolds the first line of a message).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, time, tzinfo
from typing import Final

from bot.coach.questions import Drill, drill_of
from bot.drills.deals import Deal
from bot.drills.ecart import Challenge
from bot.drills.peg import PegCountQuestion, PegKind
from bot.drills.peg_best import PlayPosition
from bot.drills.peg_round import PegRoundQuestion
from bot.engine.themes import Theme
from bot.i18n import Translator, render
from bot.pictures.coach_chart import Bar
from bot.storage.repo_coach import CoachView, DrillRating, ThemeRecord
from bot.views import replies
from bot.views.coach_review import review_button, review_line
from bot.views.daily import named
from bot.views.markup import BULLET, esc, titled

UP: Final = "▲"
DOWN: Final = "▼"
WEEKLY_AT: Final = time(9, 0)
"""When the weekly message comes, Mondays: the time told here is the time `bot.tg.coach_weekly`
schedules."""
PROVISIONAL_RD: Final = 110.0
"""Above this deviation a rating is still settling (Lichess marks such ratings with "?")."""


# -- Names -----------------------------------------------------------------------------------


def theme_name(theme: Theme, tr: Translator) -> str:
    """A theme as a club player says it."""
    names: dict[Theme, str] = {
        # The hands (or cribs) holding that many fifteens: « deux quinze » alone, as in
        # « À travailler : deux quinze. », reads as a count called, not a spot to work on.
        Theme.FIFTEENS_1: tr._("hands with one fifteen"),
        Theme.FIFTEENS_2: tr._("hands with two fifteens"),
        Theme.FIFTEENS_3: tr._("hands with three fifteens"),
        Theme.FIFTEENS_4: tr._("hands with four fifteens or more"),
        Theme.LONG_FIFTEEN: tr._("fifteens of three cards or more"),
        Theme.PAIR: tr._("pairs"),
        Theme.PAIR_ROYAL: tr._("pair royal"),
        Theme.FOUR_OF_A_KIND: tr._("double pair royal (four of a kind)"),
        Theme.RUN: tr._("runs"),
        Theme.DOUBLE_RUN: tr._("double runs"),
        Theme.DOUBLE_DOUBLE_RUN: tr._("double double runs"),
        Theme.TRIPLE_RUN: tr._("triple runs"),
        Theme.FLUSH_4: tr._("four-card flush in the hand"),
        Theme.FLUSH_5: tr._("five-card flush"),
        Theme.CRIB_FLUSH_RULE: tr._("the crib's flush (all five cards needed)"),
        Theme.NOBS: tr._("his nobs (the jack of the starter's suit)"),
        Theme.ZERO_HAND: tr._("hands worth nothing (19)"),
        Theme.HIGH_HAND: tr._("big hands (20 or more)"),
        Theme.PLAY_15: tr._("fifteen in the play"),
        Theme.PLAY_31: tr._("thirty-one"),
        Theme.PLAY_PAIR: tr._("pairs in the play"),
        Theme.PLAY_PAIR_ROYAL: tr._("pair royal in the play"),
        Theme.PLAY_RUN: tr._("runs in the play"),
        Theme.PLAY_RUN_OUT_OF_ORDER: tr._("runs laid out of order"),
        Theme.GO: tr._("the go"),
        Theme.LAST_CARD: tr._("the last card"),
        Theme.BALKING: tr._("keeping points out of the opponent's crib"),
        Theme.KEEPING_FIVES: tr._("what to do with fives"),
        Theme.SPLITTING_PAIRS: tr._("keeping or splitting a pair"),
        Theme.BREAKING_RUNS: tr._("keeping or breaking a run"),
        Theme.FLUSH_DRAWS: tr._("four cards of one suit"),
    }
    return names[theme]


def drill_name(drill: Drill, tr: Translator) -> str:
    """A drill as the rating lines name it; the pegging drill is « Le jeu », as /stats' section
    is, not « Compter au jeu »: its best card (/peg play) is chosen, not counted."""
    match drill:
        case Drill.HAND:
            return tr._("Counting a hand")
        case Drill.CRIB:
            return tr._("Counting a crib")
        case Drill.PEG:
            return tr.pgettext("level", "Pegging")
        case Drill.ECART:
            return tr._("Laying away")
        case Drill.QUIZ:
            return tr._("Rules quiz")


def rating_number(rating: float, tr: Translator) -> str:
    """A rating, rounded down (so a rating short of a level never shows that level's figure)."""
    return tr.number(math.floor(rating))


SKILLED: Final = 1450.0
"""From this rating a player is « habile » (skilled): a little above the start (1500 less a
half standard deviation of the questions)."""
EXPERT: Final = 1700.0
"""From this rating a player is an expert."""


def level_name(rating: float, tr: Translator) -> str:
    """A rating as a level a player understands: beginner, skilled, expert."""
    if rating >= EXPERT:
        return tr.pgettext("level", "expert")
    if rating >= SKILLED:
        return tr.pgettext("level", "skilled")
    return tr.pgettext("level", "beginner")


def rating_detail(rating: float, tr: Translator) -> str:
    """The rating as plain words, with the figure of the next level: « 1 143 points de niveau,
    habile dès 1 450 » (not a bare « cote 1 143 », which a club player does not read)."""
    points = rating_number(rating, tr)
    for threshold in (SKILLED, EXPERT):
        if rating < threshold:
            return tr._("{points} level points, {level} from {next}").format(
                points=points, level=level_name(threshold, tr), next=rating_number(threshold, tr)
            )
    return tr._("{points} level points").format(points=points)


def trend_text(trend: float, tr: Translator) -> str:
    """The change over the last week in words: "▲ rising", "▼ falling" or "steady"."""
    change = round(trend)
    if change > 0:
        return f"{UP} " + tr._("rising")
    if change < 0:
        return f"{DOWN} " + tr._("falling")
    return tr._("steady")


def rating_line(rating: DrillRating, tr: Translator, *, trend: bool = True) -> str:
    """One drill's level, its week's trend and how many tries it rests on, the rating number
    last as a detail; while the rating is still uncertain (a few tries) or new this week (no
    level a week ago to compare with), "for now" and no trend. Without `trend` (under a
    heading that says it: « En progrès cette semaine : », the line repeated « ▲ en progrès
    cette semaine »), the level and tries only."""
    said = {  # the same in each of the three lines
        "drill": drill_name(rating.drill, tr),
        "level": level_name(rating.rating.rating, tr),
        "tries": tr.ngettext("{n} try", "{n} tries", rating.games).format(
            n=tr.number(rating.games)
        ),
        "detail": rating_detail(rating.rating.rating, tr),
    }
    if rating.trend is None or rating.rating.rd > PROVISIONAL_RD:
        return tr._("{drill}: {level} for now ({tries}; {detail})").format(**said)
    if not trend:
        return tr._("{drill}: {level} ({tries}; {detail})").format(**said)
    return tr._("{drill}: {level}, {trend} this week ({tries}; {detail})").format(
        trend=trend_text(rating.trend, tr), **said
    )


def rating_lines(ratings: Sequence[DrillRating], tr: Translator) -> list[str]:
    """The levels section (for /coach and /stats); nothing before the first try. A question
    reviewed (its answer shown before) moves no level: the heading says so, where /stats'
    « Mains : 3 sur 6 » stood above « Compter une main : … (3 essais; …) »."""
    if not ratings:
        return []
    head = tr._("Your level (beginner, skilled, expert), not counting questions reviewed:")
    return [head, *(f"{BULLET} {rating_line(r, tr)}" for r in ratings)]


# -- Examples --------------------------------------------------------------------------------


def example_text(kind: str | None, deal: Mapping[str, object] | None, tr: Translator) -> str | None:
    """The cards of a missed question, shortly; None when they cannot be read."""
    if kind is None or deal is None:
        return None
    try:
        return _example(kind, deal, tr)
    except (KeyError, TypeError, ValueError):
        return None


def _example(kind: str, deal: Mapping[str, object], tr: Translator) -> str | None:
    drill = drill_of(kind)
    if drill in (Drill.HAND, Drill.CRIB):
        shown = Deal.from_dict(deal)
        return tr._("{cards}, starter {starter}").format(
            cards=render.cards(shown.hand, tr), starter=render.card(shown.starter, tr)
        )
    if kind == PegKind.COUNT.value:
        count = PegCountQuestion.from_dict(deal)
        return tr._("the play {cards}").format(cards=render.cards(count.pile, tr))
    if kind == PegKind.ROUND.value:
        round_ = PegRoundQuestion.from_dict(deal)
        return tr._("a round with {cards}").format(
            cards=render.cards(round_.hands[round_.player], tr)
        )
    if kind == PegKind.PLAY.value:
        position = PlayPosition.from_dict(deal)
        return tr._("{cards} on a count of {count}").format(
            cards=render.cards(position.hand, tr), count=tr.number(position.count)
        )
    if drill is Drill.ECART:
        ecart = deal.get("ecart", deal)
        if not isinstance(ecart, Mapping):
            return None
        challenge = Challenge.from_dict(ecart)
        return tr._("lay away from {cards}").format(cards=render.cards(challenge.cards, tr))
    return None


# -- /coach ----------------------------------------------------------------------------------


def theme_line(record: ThemeRecord, tr: Translator) -> str:
    """A weak theme: the player's questions that held it missed (the whole question, not
    the theme's own points: /stats's « without a mistake » counts those, so the two differ),
    its accuracy and an example from the player's misses."""
    stat = record.stat
    line = tr.ngettext(
        "{theme}: {misses} of your {tries} questions on this spot missed ({accuracy} right)",
        "{theme}: {misses} of your {tries} questions on this spot missed ({accuracy} right)",
        stat.misses,
    ).format(
        theme=theme_name(stat.theme, tr),
        misses=tr.number(stat.misses),
        tries=tr.number(stat.tries),
        accuracy=tr.percent(stat.accuracy),
    )
    example = example_text(record.example_kind, record.example, tr)
    if example is not None:
        line += " — " + tr._("e.g. {example}").format(example=example)
    return line


def weak_lines(weak: Sequence[ThemeRecord], tr: Translator) -> list[str]:
    """The weakest themes section, or how a theme becomes weak."""
    if not weak:
        return [
            tr._(
                "No weak spot yet: a spot is weak after 3 misses, when you get it right "
                "less often than your average."
            )
        ]
    # one spot under « Vos points les plus faibles : » read as if some were missing
    head = tr.ngettext("Your weakest spot:", "Your weakest spots:", len(weak))
    return [head, *(f"{BULLET} {theme_line(r, tr)}" for r in weak)]


def coaching_line(on: bool, tr: Translator, *, weak: int = 2) -> str:
    """Whether deals are chosen for the player; on without a weak spot (`weak`, how many the
    player has, 0), every deal is still random, and the line says so rather than promise
    deals on weak spots; with one, the deals work on it (« un de vos points faibles » under
    a single one read as if others were hidden)."""
    if on and not weak:
        return tr._(
            "Coaching is on: once you have a weak spot, at least half of your deals will "
            "work on it (/coach off for random deals)."
        )
    if on and weak == 1:
        return tr._(
            "Coaching is on: at least half of your deals hold your weak spot "
            "(/coach off for random deals)."
        )
    if on:
        return tr._(
            "Coaching is on: at least half of your deals hold one of your weak spots "
            "(/coach off for random deals)."
        )
    return tr._("Coaching is off: every deal is random (/coach on to turn it back on).")


def weekly_line(on: bool, tr: Translator) -> str:
    """Whether the weekly message is on."""
    if on:
        return tr._("Weekly message: on, Mondays at {time} (/coach weekly off).").format(
            time=render.clock(WEEKLY_AT, tr)
        )
    return tr._("Weekly message: off (/coach weekly for a word from your coach every Monday).")


def coach_lines(
    view: CoachView,
    weak: Sequence[ThemeRecord],
    tr: Translator,
    *,
    coaching: bool,
    weekly: bool,
    zone: tzinfo,
    name: str | None = None,
    now: datetime | None = None,
) -> list[str]:
    """The /coach message: title (naming the player in a group: `name`), ratings, weakest
    spots, reviews (dated in the player's `zone`, timed when later today: `now`), settings."""
    lines = [replies.titled(tr._("Your coach"), tr, name=name)]
    ratings = rating_lines(view.ratings, tr)
    lines += ratings or [tr._("No level yet: answer a few questions (/hand, /peg, /discard).")]
    lines += weak_lines(weak, tr)
    lines.append(review_line(len(view.due), view.next_due_at, zone, tr, now))
    lines.append(coaching_line(coaching, tr, weak=len(weak)))
    lines.append(weekly_line(weekly, tr))
    return lines


def button_theme_name(theme: Theme, tr: Translator) -> str:
    """A theme as its practise button says it: the words of `theme_name` that matter, where
    the whole name would be cut short on a phone (« ne pas donner de points au crib de
    l'adversaire »: 59 characters with « Pratiquer : »)."""
    names: dict[Theme, str] = {
        Theme.FIFTEENS_4: tr.pgettext("practise", "hands with 4 fifteens or more"),
        Theme.LONG_FIFTEEN: tr.pgettext("practise", "fifteens of 3 cards or more"),
        Theme.FOUR_OF_A_KIND: tr.pgettext("practise", "double pair royal"),
        Theme.FLUSH_4: tr.pgettext("practise", "four-card flush in the hand"),
        Theme.CRIB_FLUSH_RULE: tr.pgettext("practise", "five-card flush in the crib"),
        Theme.NOBS: tr.pgettext("practise", "his nobs (the right jack)"),
        Theme.PLAY_RUN_OUT_OF_ORDER: tr.pgettext("practise", "runs laid out of order"),
        Theme.BALKING: tr.pgettext("practise", "few points to their crib"),
        Theme.FLUSH_DRAWS: tr.pgettext("practise", "four cards of one suit"),
    }
    return names.get(theme) or theme_name(theme, tr)


def practise_button(theme: Theme, tr: Translator) -> str:
    """The button for the one thing to practise."""
    return tr._("Practise: {theme}").format(theme=button_theme_name(theme, tr))


@dataclass(frozen=True, slots=True)
class NextStep:
    """/coach's one button: its label, and what it deals: the misses due (`review`), the
    weakest spot (`theme`), else a hand to count (neither)."""

    label: str
    review: bool = False
    theme: Theme | None = None


def next_step(overview: CoachView, weak: Sequence[ThemeRecord], tr: Translator) -> NextStep:
    """The one button under /coach: the misses due, else the weakest spot (`weak`, weakest
    first), else a hand to count."""
    if overview.due:
        return NextStep(review_button(len(overview.due), tr), review=True)
    if weak:
        theme = weak[0].stat.theme
        return NextStep(practise_button(theme, tr), theme=theme)
    return NextStep(start_button(tr))


def practise_not_yours(tr: Translator) -> str:
    """A group member pressed the practise button under another member's /coach."""
    return tr._("This button is not yours: /coach shows your own weak spots.")


def start_button(tr: Translator) -> str:
    """The button when there is nothing in particular to practise."""
    return tr._("Count a hand")


def chart_title(tr: Translator) -> str:
    """The title of the /coach chart."""
    return tr._("Right at the first try, by spot")


# -- Settings --------------------------------------------------------------------------------


def coaching_set(on: bool, tr: Translator, *, weak: bool = True, name: str | None = None) -> str:
    """After /coach on or /coach off (HTML; after the player's `name` in bold in a group, as
    /review's and /tz's replies); on without a weak spot (`weak` False), deals stay random
    until one shows, and the reply says so."""
    if on and not weak:
        text = tr._(
            "Coaching on: no weak spot yet, so your deals stay random; once you have one, "
            "at least half of them will work on it."
        )
    elif on:
        text = tr._("Coaching on: your deals will work on your weak spots.")
    else:
        text = tr._("Coaching off: every deal is random. /coach on turns it back on.")
    return named(esc(text), tr, name)


def weekly_set(on: bool, zone: str, tr: Translator, *, name: str | None = None) -> str:
    """After /coach weekly or /coach weekly off (HTML; after the player's `name` in bold in a
    group: off is said there)."""
    if on:
        text = tr._(
            "Every Monday at {time}, {zone}, I will tell you what improved and what to work on."
        ).format(time=render.clock(WEEKLY_AT, tr), zone=zone)
        return esc(text)
    return named(esc(tr._("No more weekly message.")), tr, name)


def coach_in_group(tr: Translator, *, name: str) -> str:
    """/coach in a group (HTML): the member's name and where her report is (the button below,
    `report_button`, opens it in private): the whole report, a chart, her weakest spots with
    her own misses, crowded the club's chat and showed everyone her misses."""
    where = tr._("Your full report is in our private chat: the button below opens it.")
    return "\n".join(titled([replies.titled(tr._("Your coach"), tr, name=name), where]))


def report_button(tr: Translator) -> str:
    """The button of /coach in a group: the report, in private."""
    return tr._("See my report")


def weekly_private(tr: Translator, *, name: str) -> str:
    """/coach weekly in a group (HTML), after the member's `name` in bold (whose message?): the
    weekly message is sent in private, and the button below (to the private chat) turns it on
    there."""
    text = tr._(
        "The weekly message comes in a private chat: the button below opens it and turns the"
        " message on."
    )
    return named(esc(text), tr, name)


def coach_usage(word: str, tr: Translator, *, name: str | None = None) -> str:
    """An unknown /coach word, quoted (« Je ne connais pas peut-être » read as "I don't know,
    maybe"; HTML), after the player's `name` in bold in a group."""
    text = tr._(
        "I don't know “{word}”: /coach, /coach on, /coach off, /coach weekly, /coach weekly off."
    ).format(word=word)
    return named(esc(text), tr, name)


# -- The weekly message ----------------------------------------------------------------------


def weekly_lines(
    view: CoachView,
    weak: Sequence[ThemeRecord],
    zone: tzinfo,
    tr: Translator,
    now: datetime | None = None,
) -> list[str]:
    """What improved this week and what to work on (reviews dated in the player's `zone`,
    timed when later today: `now`)."""
    lines = [tr._("Your week with the coach")]
    # A rating still settling, or new this week, shows no trend (`rating_line`): it is neither
    # better nor to watch, whatever its first tries moved. Settled but new this week, more
    # tries would change nothing: « quelques essais de plus » was said to 40 tries.
    settling = [r for r in view.ratings if r.rating.rd > PROVISIONAL_RD]
    new = [r for r in view.ratings if r.trend is None and r.rating.rd <= PROVISIONAL_RD]
    settled = [
        (r, r.trend) for r in view.ratings if r.trend is not None and r.rating.rd <= PROVISIONAL_RD
    ]
    better = [r for r, trend in settled if round(trend) > 0]
    worse = [r for r, trend in settled if round(trend) < 0]
    # each group under its heading; « Better this week » says the trend, its lines do not
    groups = (
        (tr._("Better this week:"), better, False),
        (tr._("To watch:"), worse, True),
        (tr._("New this week (no level a week ago to compare with):"), new, True),
        (tr._("Still taking shape (a few more tries):"), settling, True),
    )
    for heading, group, trend in groups:
        if group:
            lines.append(heading)
            lines += [f"{BULLET} {rating_line(r, tr, trend=trend)}" for r in group]
    if not better and not worse and not settling and not new:
        lines.append(tr._("No change this week: a few hands a day keep you sharp."))
    if weak:
        lines.append(tr._("To work on: {theme}.").format(theme=theme_name(weak[0].stat.theme, tr)))
    lines.append(review_line(len(view.due), view.next_due_at, zone, tr, now))
    return lines


# -- Menu and help ---------------------------------------------------------------------------


def menu(tr: Translator) -> list[tuple[str, str]]:
    """The coach's commands for the command menu."""
    return [
        ("coach", tr._("Your coach: level, weak spots, what to practise")),
        ("review", tr._("Your missed questions, dealt again")),
    ]


def help_lines(tr: Translator) -> list[str]:
    """The coach's lines of /help."""
    return [
        tr._("/coach: your level and weak spots; /coach off: random deals"),
        tr._("/review: your missed questions come back"),
    ]


def chart_bars(overview: CoachView, tr: Translator) -> list[Bar]:
    """/coach's chart: every spot met, the weakest first."""
    records = sorted(overview.themes, key=lambda r: (r.stat.accuracy, -r.stat.tries))
    return [
        Bar(
            theme_name(r.stat.theme, tr),
            r.stat.accuracy,
            f"{tr.number(r.stat.tries - r.stat.misses)}/{tr.number(r.stat.tries)}",
        )
        for r in records
        if r.stat.tries
    ]
