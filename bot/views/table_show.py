"""The show at the table in words: a hand or crib laid out with the starter, the player's count
settled (right, short: muggins or lost, over: corrected), the bot's count as it calls it and
the answer to it (accepted, or "Muggins!" and what was pegged). HTML lines; the player is seat
0 (`bot.drills.table`), the bot speaks in the first person. The lines a member's table shares
(`cards_shown_line`, `full_count`) are used by `bot.views.members_deal` and `members_private`.
"""

from __future__ import annotations

from typing import Final

from bot.drills.answer_claims import Answer, OffReason
from bot.drills.grading import grade
from bot.drills.table_bot import called_score
from bot.drills.table_show import explained_score, show_to_explain
from bot.drills.table_state import PLAYER_SEAT, Deal, ShowRecord, Table
from bot.drills.table_turn import show_cards, show_score
from bot.engine.cards import hand_order
from bot.engine.laws import NINETEEN
from bot.engine.show import Score
from bot.i18n import Translator, render
from bot.views import calls as calls_view
from bot.views.markup import BULLET, bold, esc
from bot.views.show import flush_rule
from bot.views.show_read_back import answer_as_read, category_line

CRIB_FLUSH: Final = 4
"""The points a crib's four cards of one suit would score as a flush in a hand (none in a crib)."""


def _show_title(seat: int, what: str, tr: Translator) -> str:
    if what == "crib":
        return tr._("Your crib") if seat == PLAYER_SEAT else tr._("My crib")
    return tr._("Your hand") if seat == PLAYER_SEAT else tr._("My hand")


def cards_shown_line(title: str, deal: Deal, seat: int, what: str, tr: Translator) -> str:
    """A show's cards under `title` (HTML: a member's name comes escaped), and the starter:
    at the bot's table, at a club table in the group and in a member's private chat."""
    assert deal.starter is not None
    shown = show_cards(deal, seat, "crib" if what == "crib" else "hand")
    cards = render.cards(hand_order(shown), tr)
    return esc(tr._("{title}: {cards}, starter {starter}")).format(
        title=title, cards=esc(cards), starter=esc(render.card(deal.starter, tr))
    )


def show_cards_line(deal: Deal, seat: int, what: str, tr: Translator) -> str:
    """The show's cards and the starter."""
    return cards_shown_line(esc(_show_title(seat, what, tr)), deal, seat, what, tr)


def count_question_lines(deal: Deal, what: str, tr: Translator) -> list[str]:
    """The player's turn to count their hand or crib."""
    return [
        show_cards_line(deal, PLAYER_SEAT, what, tr),
        bold(tr._("Your count? A number, or the call (fifteen 2, fifteen 4, a pair 6…).")),
    ]


def _call_text(score: Score, tr: Translator) -> str:
    """A count called aloud, "nothing (nineteen!)" when it holds no combination."""
    return render.called_count_text(score, tr) if score.combos else tr._("nothing (nineteen!)")


def full_count(deal: Deal, show: ShowRecord, tr: Translator) -> str:
    """A show's whole count, called aloud."""
    return _call_text(show_score(deal, show.by, show.what), tr)


def player_show_lines(
    deal: Deal,
    show: ShowRecord,
    muggins: bool,
    tr: Translator,
    *,
    excess_to_opponent: bool = False,
    nineteen: bool = False,
    called: Answer | None = None,
) -> list[str]:
    """The player's count settled: right, short (muggins or lost) or over (corrected; under
    the ACC's rule, `excess_to_opponent`, the points too many are the bot's unless that count
    ended the game). `nineteen`: the player announced « dix-neuf », a zero hand, said back as
    they meant it (« 19, c'est-à-dire zéro »), not « Vous avez dit 0 ». `called`: the count
    as the player typed it, when it was the call: a wrong total then says which part was off
    (`called_parts_lines`)."""
    lines = _settled_lines(deal, show, muggins, tr, excess_to_opponent, nineteen)
    return [*lines, *called_parts_lines(deal, show, called, tr)]


def called_parts_lines(
    deal: Deal, show: ShowRecord, called: Answer | None, tr: Translator
) -> list[str]:
    """A wrong count typed as the call (« une double suite 8 et un pour le valet »): the call
    as read and each part against the show (« 🔺 un pour le valet : 1 dans votre compte au
    lieu de 0 »), as /hand names them; nothing for a right count, a number alone, or a part
    said with points it is never worth (the call's reading says that one)."""
    if called is None or called.claims is None or show.claimed == show.points:
        return []
    if any(off.reason is OffReason.BAD_POINTS for off in called.off):
        return []
    graded = grade(called, show_score(deal, show.by, show.what))
    if not graded.mixed_up:
        return []
    parts = [category_line(c, tr) for c in graded.categories if c.expected or c.claimed]
    return [answer_as_read(called, tr), *parts]


def _settled_lines(
    deal: Deal,
    show: ShowRecord,
    muggins: bool,
    tr: Translator,
    excess_to_opponent: bool,
    nineteen: bool,
) -> list[str]:
    """`player_show_lines` without the call's parts."""
    lines = [show_cards_line(deal, show.by, show.what, tr)]
    # named for what it is: set out alone in quotes after « Vous avez dit 7 : exact. », the
    # bot's wording (« et », not her « pis ») read as a quote of what the player typed
    full = esc(tr._("The full count: “{call}”.").format(call=full_count(deal, show, tr)))
    said = tr.number(show.claimed)
    if nineteen and show.claimed == 0:
        said = tr.number(NINETEEN)
        if show.points == 0:
            text = tr._("{said}, that is zero: right.")
        else:
            text = tr._("{said}, that is zero: it holds {points}.")
    elif show.claimed == show.points:
        text = tr._("You said {said}: right.")
    elif show.claimed < show.points:
        text = tr._("You said {said}, it holds {points}.")
    elif show.points == 0:  # not « il n'y a que 0 »: nothing, as the call after it says
        text = tr._("You said {said}, it holds nothing.")
    else:
        text = tr._("You said {said}, it holds only {points}.")
    lines.append(esc(text.format(said=said, points=tr.number(show.points))) + " " + full)
    said = tr.number(show.claimed)  # « Vous marquez 0 » after « 19, c'est-à-dire zéro »
    if show.claimed == show.points:
        return lines
    if show.claimed < show.points:
        missed = show.points - show.claimed
        if show.muggins is not None:
            text = tr.ngettext(
                "Muggins! I take the {n} point you missed.",
                "Muggins! I take the {n} points you missed.",
                missed,
            )
        elif muggins:
            text = tr.ngettext(
                "You peg {said}; the game ended before my muggins on the {n} point you missed.",
                "You peg {said}; the game ended before my muggins on the {n} points you missed.",
                missed,
            )
        else:
            text = tr.ngettext(
                "Muggins is off: the {n} point you missed is lost.",
                "Muggins is off: the {n} points you missed are lost.",
                missed,
            )
        lines.append(bold(text.format(n=tr.number(missed), said=said)))
        return lines
    excess = show.claimed - show.points
    if not show.excess and excess_to_opponent:  # the game was over before they were pegged
        text = tr.ngettext(
            "Corrected to {points}; the game ended before the {n} point too many went to me.",
            "Corrected to {points}; the game ended before the {n} points too many went to me.",
            excess,
        )
        lines.append(bold(text.format(points=tr.number(show.points), n=tr.number(excess))))
        return [*lines, *_crib_flush_lines(deal, show, tr)]
    if not show.excess:
        corrected = tr._("Corrected to {points}.").format(points=tr.number(show.points))
        lines.append(bold(corrected + " " + calls_view.over_law_note(False, tr)))
        return [*lines, *_crib_flush_lines(deal, show, tr)]
    text = tr.ngettext(
        "Corrected to {points}; the {n} point too many goes to me.",
        "Corrected to {points}; the {n} points too many go to me.",
        excess,
    )
    lines.append(
        bold(
            text.format(points=tr.number(show.points), n=tr.number(excess))
            + " "
            + calls_view.over_law_note(True, tr)
        )
    )
    return [*lines, *_crib_flush_lines(deal, show, tr)]


def _crib_flush_lines(deal: Deal, show: ShowRecord, tr: Translator) -> list[str]:
    """After a crib counted too high by a flush's 4 or more, when its four cards share a suit
    the starter has not: why they score nothing (as the drills say it), which the corrected
    count alone does not tell a player who counted four hearts as in a hand."""
    crib = show_cards(deal, show.by, "crib")
    suits = {card.suit for card in crib}
    if show.what != "crib" or show.claimed - show.points < CRIB_FLUSH or len(suits) != 1:
        return []
    if deal.starter is None or deal.starter.suit in suits:
        return []
    return [esc(flush_rule(tr, crib=True))]


def bot_call_lines(deal: Deal, show: ShowRecord, tr: Translator) -> list[str]:
    """The bot's count as it calls it (short on purpose when it left a combination out)."""
    call = _call_text(called_score(show_score(deal, show.by, show.what), show.left_out), tr)
    return [
        show_cards_line(deal, show.by, show.what, tr),
        esc(tr._("I count: “{call}”.").format(call=call))
        + " "
        + bold(tr._("I peg {n}.").format(n=tr.number(show.claimed))),
    ]


def verdict_question_lines(tr: Translator) -> list[str]:
    """What the player may answer to the bot's count: its two buttons, by their words (the
    chat's « ✓ Right » and the page's « Right »)."""
    return [esc(tr._("Is my count right? Tap “Right”, or “Muggins!” if I missed points."))]


def claim_question_lines(tr: Translator) -> list[str]:
    """The muggins claim: how many points."""
    return [bold(tr._("Muggins! How many points did I miss? Tap or type the number."))]


def _missed_line(deal: Deal, show: ShowRecord, tr: Translator) -> str:
    score = show_score(deal, show.by, show.what)
    if show.left_out is None:
        return ""
    combo = score.combos[show.left_out]
    return tr._("I had left out {combo} ({points}).").format(
        combo=render.combo_object(combo, tr), points=render.points(combo.points, tr)
    )


def bot_show_result_lines(
    deal: Deal, show: ShowRecord, answered: bool, tr: Translator
) -> list[str]:
    """After the player's answer to the bot's count (or without one): what it pegged."""
    missed = show.missed
    if show.muggins is None:
        if not answered or not missed:
            return [esc(tr._("Count accepted."))] if answered else []
        # who loses the points left out? Nobody pegs them: not « perdus », read as taken off
        text = tr.ngettext(
            "Count accepted. {missed} Nobody pegs it.",
            "Count accepted. {missed} Nobody pegs them.",
            missed,
        )
        return [esc(text.format(missed=_missed_line(deal, show, tr)))]
    claim, awarded = show.muggins
    if not missed:
        return [
            bold(tr._("No muggins: my count was right, nothing pegged.")),
            esc(tr._("The full count: “{call}”.").format(call=full_count(deal, show, tr))),
        ]
    if claim > missed:
        text = tr.ngettext(
            "Muggins! You claimed {claim}, but I had missed only {n} point: you peg {n}, "
            "never more than was missed.",
            "Muggins! You claimed {claim}, but I had missed only {n} points: you peg {n}, "
            "never more than was missed.",
            missed,
        )
    elif claim < missed:
        text = tr.ngettext(
            "Muggins! You claimed {claim}, you peg {claim}; I had missed {n} point.",
            "Muggins! You claimed {claim}, you peg {claim}; I had missed {n} points.",
            missed,
        )
    else:
        text = tr.ngettext(
            "Muggins! Well caught: you peg the {n} point I missed.",
            "Muggins! Well caught: you peg the {n} points I missed.",
            missed,
        )
    del awarded  # the texts say it: min(claim, missed)
    return [
        bold(text.format(claim=tr.number(claim), n=tr.number(missed))),
        esc(_missed_line(deal, show, tr)),
    ]


def why_lines(table: Table, tr: Translator) -> list[str]:
    """« pourquoi? » typed at a step (it was « Carte inconnue « pourquoi » »): the count
    explained combination by combination, each with its cards (`render.breakdown_lines`):
    at my count waiting for its answer, what I counted (`explained_score`); else the last count
    settled (`show_to_explain`); none before any count (HTML)."""
    explained = show_to_explain(table)
    if explained is None:
        return []
    deal, show = explained
    score = explained_score(deal, show)
    if show is deal.call:
        head = tr._("What I counted, combination by combination:")
    else:
        head = tr._("The full count, combination by combination:")
    lines = [show_cards_line(deal, show.by, show.what, tr), esc(head)]
    if not score.combos and show is deal.call:
        return [*lines, esc(tr._("Nothing: I counted no point."))]
    if not score.combos:
        return [*lines, esc(tr._("Nothing: no fifteen, pair, run, flush or jack (nineteen!)."))]
    return [*lines, *(f"{BULLET} {esc(line)}" for line in render.breakdown_lines(score, tr))]
