"""« pourquoi? » after /odds: the chances told, explained (all wording; HTML).

« Pourquoi 4 %? Il vous manque 21 points pour sortir. Il manque 6 points à votre adversaire. »,
then what a deal brings each role on average and who counts first, then where the table comes
from (`drills.odds_asked`)."""

from __future__ import annotations

from bot.drills.odds_asked import DealMeans, OddsTold
from bot.i18n import Translator
from bot.views.markup import esc
from bot.views.odds import fadoq_line, percent_text


def _points(x: float, tr: Translator) -> str:
    return tr.decimal(x, 1)


def needs_lines(
    told: OddsTold, chance: float, tr: Translator, *, against_me: bool = False
) -> list[str]:
    """The chance asked about, then what each side still needs to go out (plain text).
    `against_me`: the opponent is the bot, in a game against it (« Il me manque 6 points »)."""
    me, opponent = told.needs
    theirs = (
        tr.ngettext("I need {n} more point.", "I need {n} more points.", opponent)
        if against_me
        else tr.ngettext(
            "Your opponent needs {n} more point.", "Your opponent needs {n} more points.", opponent
        )
    )
    return [
        tr._("Why {percent}?").format(percent=percent_text(chance, tr)),
        tr.ngettext(
            "You need {n} more point to go out.", "You need {n} more points to go out.", me
        ).format(n=tr.number(me)),
        theirs.format(n=tr.number(opponent)),
    ]


def deal_line(told: OddsTold, means: DealMeans, tr: Translator, *, against_me: bool = False) -> str:
    """What a deal brings each side on average in the roles told (plain text); `against_me`:
    the opponent is the bot."""
    dealer = (means.dealer, means.dealer_play, means.dealer_show)
    pone = (means.pone, means.pone_play, means.pone_hand)
    (mine, my_play, my_show), (theirs, their_play, their_show) = (
        (dealer, pone) if told.dealer else (pone, dealer)
    )
    dealing = tr._(
        "You deal: on average a deal brings you {mine} points ({my_play} in the play, "
        "{my_show} with your hand and the crib) and your opponent {theirs} ({their_play} in "
        "the play, {their_show} with their hand)."
    )
    receiving = tr._(
        "Your opponent deals: on average a deal brings you {mine} points ({my_play} in the "
        "play, {my_show} with your hand) and your opponent {theirs} ({their_play} in the "
        "play, {their_show} with their hand and the crib)."
    )
    if against_me:
        dealing = tr._(
            "You deal: on average a deal brings you {mine} points ({my_play} in the play, "
            "{my_show} with your hand and the crib) and me {theirs} ({their_play} in the play, "
            "{their_show} with my hand)."
        )
        receiving = tr._(
            "I deal: on average a deal brings you {mine} points ({my_play} in the play, "
            "{my_show} with your hand) and me {theirs} ({their_play} in the play, "
            "{their_show} with my hand and the crib)."
        )
    return (dealing if told.dealer else receiving).format(
        mine=_points(mine, tr),
        my_play=_points(my_play, tr),
        my_show=_points(my_show, tr),
        theirs=_points(theirs, tr),
        their_play=_points(their_play, tr),
        their_show=_points(their_show, tr),
    )


def first_count_line(
    told: OddsTold, reaches: float, tr: Translator, *, against_me: bool = False
) -> str:
    """How often the pone's hand alone makes what the pone needs (`reaches`), the pone being
    the player or the opponent (plain text); `against_me`: the opponent is the bot."""
    need = told.pone_need
    if told.dealer and against_me:
        line = tr.ngettext(
            "I count first: my hand alone makes {n} point or more in {percent} of deals.",
            "I count first: my hand alone makes {n} points or more in {percent} of deals.",
            need,
        )
    elif told.dealer:
        line = tr.ngettext(
            "Your opponent counts first: their hand alone makes {n} point or more in "
            "{percent} of deals.",
            "Your opponent counts first: their hand alone makes {n} points or more in "
            "{percent} of deals.",
            need,
        )
    else:
        line = tr.ngettext(
            "You count first: your hand alone makes {n} point or more in {percent} of deals.",
            "You count first: your hand alone makes {n} points or more in {percent} of deals.",
            need,
        )
    return line.format(n=tr.number(need), percent=percent_text(reaches, tr))


def source_line(deals: int, target: int, tr: Translator) -> str:
    """Where the chances come from (plain text)."""
    return tr._(
        "These chances come from {deals} deals I played against myself at expert level, "
        "followed deal after deal up to {target}: who goes out first in the play, then when "
        "the hands are counted."
    ).format(deals=tr.number(deals), target=tr.number(target))


def why_text(
    told: OddsTold,
    chance: float,
    means: DealMeans,
    deals: int,
    tr: Translator,
    *,
    reaches: float | None = None,
    against_me: bool = False,
) -> str:
    """The chances told, explained (HTML): the needs, a deal on average, how often the pone's
    hand alone goes out (`reaches`, when it can), the FADOQ rule when the chances were that
    rule's, the source. `against_me`: a game against the bot, which says « moi »."""
    lines = [
        " ".join(needs_lines(told, chance, tr, against_me=against_me)),
        deal_line(told, means, tr, against_me=against_me),
    ]
    if reaches is not None:
        lines.append(first_count_line(told, reaches, tr, against_me=against_me))
    if told.fadoq is not None:
        lines.append(fadoq_line(told.fadoq, tr))
    lines.append(source_line(deals, told.target, tr))
    return "\n".join(esc(line) for line in lines)
