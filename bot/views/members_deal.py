"""A game between club members in the group, deal by deal (issue 21): the deal and its
dealer, the starter, each card laid, each show and the muggins called on it, the board, whose
turn it is, the deal's summary and the end. HTML lines; members' names come escaped from
`bot.views.members.Names`.

The group never sees a card before it is laid or shown: nothing here names a card a player
still holds.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.drills.table import is_retired
from bot.drills.table_state import Deal, ShowRecord, Step, Table, Waiting
from bot.engine.pegging import CannotPlay, Go, Play
from bot.engine.show import Kind
from bot.engine.variants import discards_per_player
from bot.i18n import Translator, render
from bot.views.markup import bold, bold_markup, esc
from bot.views.members import Names, bot_grammar, elide, names_list
from bot.views.table import margin_text, said_alike_line
from bot.views.table_show import cards_shown_line, full_count
from bot.views.tournament import (
    points_count_line,
    resigned_count_line,
    resigned_points_line,
)

# -- The table, in the group ----------------------------------------------------------------


def deal_lines_of(table: Table, index: int, names: Names, tr: Translator) -> list[str]:
    """A new deal (`index` in the game): who deals, how many cards each lays away (never
    which cards)."""
    deal = table.deals[index]
    n = discards_per_player(table.rules)
    lines = [
        bold_markup(
            esc(tr._("Deal {n}: {dealer} deals.")).format(
                n=tr.number(index + 1), dealer=names.of(deal.dealer)
            )
        ),
        esc(
            tr.ngettext(
                "Each player lays away {n} card to {dealer}'s crib, in private.",
                "Each player lays away {n} cards to {dealer}'s crib, in private.",
                n,
            )
        ).format(n=tr.number(n), dealer=names.of(deal.dealer)),
    ]
    if deal.crib_card is not None:
        lines.append(esc(tr._("One card from the pack goes to the crib, face down.")))
    return lines


def starter_lines(deal: Deal, names: Names, tr: Translator) -> list[str]:
    """The starter, and his heels when it is a jack."""
    if deal.starter is None:
        return []
    lines = [esc(tr._("Starter: {card}").format(card=render.card(deal.starter, tr)))]
    if deal.heels:
        lines.append(
            esc(tr._("A jack: two for his heels, to {dealer} (pegged at once).")).format(
                dealer=names.of(deal.dealer)
            )
        )
    return lines


def event_line(event: object, names: Names, fadoq: int, tr: Translator) -> str | None:
    """One event of the play as called aloud at the table (HTML), or None; `fadoq`: the score
    from which the FADOQ rule bars a go (`views.table.fadoq_from`)."""
    if isinstance(event, Play):
        call = render.play_call_text(event.score, tr)
        card = esc(render.card(event.card, tr))
        count = tr.number(event.count_after)
        name = names.of(event.player)
        if not call:
            return esc(tr._("{name}: {card} ({count})")).format(name=name, card=card, count=count)
        return esc(tr._("{name}: {card} ({count}), {call}")).format(
            name=name, card=card, count=count, call=bold(call)
        )
    if isinstance(event, CannotPlay):
        return esc(tr._("{name} cannot play a card: go.")).format(name=names.of(event.player))
    if isinstance(event, Go) and not event.barred:
        last = event.kind is Kind.LAST_CARD
        text = tr._("One for last, to {name}.") if last else tr._("One for the go, to {name}.")
        return esc(text).format(name=names.of(event.player))
    return said_alike_line(event, fadoq, tr)


def play_lines(
    events: Sequence[object],
    names_at: Callable[[int], Names],
    fadoq: int,
    tr: Translator,
    first: int = 0,
) -> list[str]:
    """Each event of the play, in order (`fadoq`: as in `event_line`), each named as the seats
    were then (`names_at` its number in the play, the first `first`: a member who resigned
    since keeps their name for the cards they laid)."""
    lines = (event_line(e, names_at(n), fadoq, tr) for n, e in enumerate(events, first))
    return [line for line in lines if line is not None]


def _title(show: ShowRecord, names: Names, tr: Translator) -> str:
    name = names.of(show.by)
    if show.what == "crib":
        return esc(tr._("{name}'s crib")).format(name=name)
    return esc(tr._("{name}'s hand")).format(name=name)


def show_cards_line(deal: Deal, show: ShowRecord, names: Names, tr: Translator) -> str:
    """A show's cards and the starter (public once counted)."""
    return cards_shown_line(_title(show, names, tr), deal, show.by, show.what, tr)


def show_lines(
    deal: Deal, show: ShowRecord, names: Names, tr: Translator, *, ruled_apart: bool = False
) -> list[str]:
    """A show announced in the group: the cards and the count said. Whether a short count is
    short is not said (the opponents call muggins, or the deal's summary tells); an over-count
    is corrected at once; a bot seat's muggins is called at once, its ruling under the count.
    `ruled_apart`: a member called muggins on it, and the ruling is told once, in the message
    of the caller's keypad (`ruling_lines`), not repeated here."""
    name = names.of(show.by)
    said = tr.number(show.claimed)
    lines = [
        show_cards_line(deal, show, names, tr),
        esc(tr._("{name} counts {said}.")).format(name=name, said=bold(said)),
    ]
    if show.claimed > show.points and not show.excess:
        if show.points == 0:  # not « il n'y a que 0 »: nothing, as /play says
            text = tr._("It holds nothing: corrected, with no penalty.")
        else:
            text = tr._("It holds only {points}: corrected, with no penalty.")
        lines.append(bold_markup(esc(text.format(points=tr.number(show.points)))))
    if show.excess:
        taker = names.of(show.excess_to if show.excess_to is not None else show.by)
        if show.points == 0:
            text = tr.ngettext(
                "It holds nothing: corrected, the {n} point too many goes to {taker}.",
                "It holds nothing: corrected, the {n} points too many go to {taker}.",
                show.excess,
            )
        else:
            text = tr.ngettext(
                "It holds only {points}: corrected, the {n} point too many goes to {taker}.",
                "It holds only {points}: corrected, the {n} points too many go to {taker}.",
                show.excess,
            )
        lines.append(
            bold_markup(
                esc(text).format(
                    points=tr.number(show.points), n=tr.number(show.excess), taker=taker
                )
            )
        )
    elif show.muggins is not None and show.caller is not None and not ruled_apart:
        lines += ruling_lines(deal, show, names, tr, by_bot=True)  # a member's: apart
    return lines


def ruling_lines(
    deal: Deal, show: ShowRecord, names: Names, tr: Translator, *, by_bot: bool = False
) -> list[str]:
    """A muggins call settled, told once in the group: who called on whom, what was pegged
    (`muggins_result_line`; `by_bot`: a bot seat called it) and, when points were missed, the
    full count that was due."""
    lines = [muggins_result_line(show, names, tr, by_bot=by_bot)]
    if show.missed:  # which show (the dealer has two): « Main de Zoé, le compte complet : … »
        call = full_count(deal, show, tr)
        lines.append(
            esc(tr._("{show}, the full count: “{call}”.")).format(
                show=_title(show, names, tr), call=esc(call)
            )
        )
    return lines


def _full_count_line(deal: Deal, show: ShowRecord, tr: Translator) -> str:
    """The count the counter should have said, named: a bare quotation reads as nobody's."""
    return esc(tr._("The full count: “{call}”.").format(call=full_count(deal, show, tr)))


def muggins_result_line(
    show: ShowRecord, names: Names, tr: Translator, *, by_bot: bool = False
) -> str:
    """A muggins call settled by ACC rule 10 (HTML). `by_bot`: a bot seat called it, at once
    and for exactly what was missed: no « Well caught », the bot praising itself."""
    assert show.muggins is not None and show.caller is not None
    claim, awarded = show.muggins
    caller, counter = names.of(show.caller), names.of(show.by)
    missed = show.missed
    if not missed and show.claimed > show.points:  # too high, corrected: nothing left out
        return bold_markup(
            esc(tr._("Muggins called by {caller}: {counter} missed nothing, nothing pegged."))
        ).format(caller=caller, counter=counter)
    if not missed:
        return bold_markup(
            esc(tr._("Muggins called by {caller}: {counter}'s count was right, nothing pegged."))
        ).format(caller=caller, counter=counter)
    if claim > missed:
        text = tr.ngettext(
            "Muggins! {caller} claims {claim}, but {counter} missed only {n} point:"
            " {caller} pegs {n}, never more than was missed.",
            "Muggins! {caller} claims {claim}, but {counter} missed only {n} points:"
            " {caller} pegs {n}, never more than was missed.",
            missed,
        )
    elif claim < missed:
        text = tr.ngettext(
            "Muggins! {caller} claims {claim} and pegs {claim}; {counter} had missed {n} point.",
            "Muggins! {caller} claims {claim} and pegs {claim}; {counter} had missed {n} points.",
            missed,
        )
    elif by_bot:
        text = tr.ngettext(
            "Muggins! {caller} pegs the {n} point {counter} missed.",
            "Muggins! {caller} pegs the {n} points {counter} missed.",
            missed,
        )
    else:
        text = tr.ngettext(
            "Muggins! Well caught: {caller} pegs the {n} point {counter} missed.",
            "Muggins! Well caught: {caller} pegs the {n} points {counter} missed.",
            missed,
        )
    del awarded  # the texts say it: the lesser of the claim and what was missed
    return bold_markup(esc(text)).format(
        caller=caller, counter=counter, claim=tr.number(claim), n=tr.number(missed)
    )


def muggins_on_button(name: str, crib: bool, tr: Translator) -> str:
    """One button per show under a deal's shows in the group: whose count it calls on
    (`name`, plain text: a button is not HTML). No brackets around it: the seat of a member
    who resigned is named « le robot (pour Gérard) » already."""
    if crib:
        return tr._("Muggins… {name} — crib").format(name=name)
    return tr._("Muggins… {name} — hand").format(name=name)


def claim_lines(show: ShowRecord, caller: str, names: Names, tr: Translator) -> list[str]:
    """The caller is asked how many points were missed (in the group, under the table's
    name, which the caller puts above)."""
    lines = [
        bold_markup(
            esc(tr._("{caller} calls “Muggins!” on {counter}'s count of {said}.")).format(
                caller=esc(caller), counter=names.of(show.by), said=tr.number(show.claimed)
            )
        ),
        esc(tr._("How many points were missed? Only {caller} may answer.")).format(
            caller=esc(caller)
        ),
    ]
    return [bot_grammar(elide(line, names, tr), tr) for line in lines]


def lapsed_lines(tr: Translator, *, caller: str | None = None, ended: bool) -> list[str]:
    """A caller's keypad left unanswered when the next deal was dealt (`ended`: when the game
    ended): its question is replaced, the call lapsed (`claim_lines` asked it), naming the
    `caller` (as typed; None: a keypad stored without its caller, not named)."""
    if caller is None:
        if ended:
            text = tr._("A muggins call was left unanswered when the game ended: nothing pegged.")
        else:
            text = tr._(
                "A muggins call was left unanswered when the next deal was dealt: too late,"
                " nothing pegged."
            )
        return [esc(text)]
    if ended:
        text = tr._(
            "{caller}'s muggins call was left unanswered when the game ended: nothing pegged."
        )
    else:
        text = tr._(
            "{caller}'s muggins call was left unanswered when the next deal was dealt: too late,"
            " nothing pegged."
        )
    line = esc(text).format(caller=esc(caller))
    return [elide(line, Names((caller,)), tr)]


def withdrawn_lines(caller: str, tr: Translator) -> list[str]:
    """A caller's keypad left waiting when they resigned: its question is replaced, the call
    withdrawn (another player may call muggins on that count instead)."""
    text = tr._("{caller} resigned: their muggins call is withdrawn, nothing pegged.")
    return [esc(text).format(caller=esc(caller))]


def board_line(
    table: Table, names: Names, tr: Translator, scores: Sequence[int] | None = None
) -> str:
    """The board: each side's score (`scores`, the table's by default)."""
    return esc(tr._("Board: {scores} (game of {target}).")).format(
        scores=sides_scores(table, names, tr, scores), target=tr.number(table.rules.target)
    )


def sides_scores(
    table: Table, names: Names, tr: Translator, scores: Sequence[int] | None = None
) -> str:
    """Each side and its score (`scores`, the table's by default), « Marie 12, Bob 9 » (HTML)."""
    parts = [
        esc(tr._("{side} {score}")).format(side=names.side(table, side, tr), score=tr.number(score))
        for side, score in enumerate(table.scores if scores is None else scores)
    ]
    return ", ".join(parts)


def summary_lines(
    table: Table, index: int, names_at: Callable[[int], Names], tr: Translator
) -> list[str]:
    """The summary of deal number `index` once its muggins calls are over: who missed points
    nobody called muggins on, and the full counts of those shows (each named as the seats
    were at that show, `names_at` its number: a member who resigned since keeps their name).
    A call's ruling was told when it was made (`ruling_lines`): not repeated here. It opens
    the next deal's message, so it names its deal (« cette donne » read as the one just
    dealt)."""
    deal = table.deals[index]
    lines = uncalled_lines(table, deal, names_at, tr)
    if not any(s.missed for s in deal.shows):
        lines.append(
            esc(tr._("Every count of deal {number} was complete.")).format(
                number=tr.number(index + 1)
            )
        )
    return lines


def uncalled_lines(
    table: Table,
    deal: Deal,
    names_at: Callable[[int], Names],
    tr: Translator,
    *,
    end: bool = False,
) -> list[str]:
    """The points of `deal` missed and lost, nobody having claimed them, each with
    its show's full count (`summary_lines`). `end`: the game's last deal, told in its end post
    (no next deal tells them), where what was missed is all there is to say: the game is
    over, nothing more could be pegged."""
    lines: list[str] = []
    for number, show in enumerate(deal.shows):
        if not show.missed:
            continue
        if show.muggins is not None and show.caller is not None:
            continue  # ruled already, with its full count
        names = names_at(number)
        counter = names.of(show.by)
        full = _full_count_line(deal, show, tr)
        if end:
            text = tr.ngettext(
                "{counter} missed {n} point ({what}: said {said}, worth {points}).",
                "{counter} missed {n} points ({what}: said {said}, worth {points}).",
                show.missed,
            )
        elif table.rules.muggins:
            # « nobody called muggins » was untrue of a call whose keypad nobody answered
            # (told just above it, « Marie's muggins call was left unanswered »)
            text = tr.ngettext(
                "{counter} missed {n} point ({what}: said {said}, worth {points}); nobody"
                " claimed it in time: lost.",
                "{counter} missed {n} points ({what}: said {said}, worth {points}); nobody"
                " claimed them in time: lost.",
                show.missed,
            )
        else:
            text = tr.ngettext(
                "{counter} missed {n} point ({what}: said {said}, worth {points}); muggins is"
                " off: lost.",
                "{counter} missed {n} points ({what}: said {said}, worth {points}); muggins is"
                " off: lost.",
                show.missed,
            )
        what = tr._("crib") if show.what == "crib" else tr._("hand")
        lines.append(
            esc(text).format(
                counter=counter,
                n=tr.number(show.missed),
                what=esc(what),
                said=tr.number(show.claimed),
                points=tr.number(show.points),
            )
            + " "
            + full
        )
    return lines


def deal_over_lines(table: Table, names: Names, waiting: Waiting, tr: Translator) -> list[str]:
    """The deal is over: the next dealer deals when ready (muggins may be called until then)."""
    lines = [bold_markup(esc(tr._("The deal is over.")))]
    if table.rules.muggins:
        lines.append(
            esc(tr._("Muggins may be called on this deal's counts until the next deal is dealt."))
        )
    return [*lines, next_dealer_line(table, names, waiting, tr)]


def next_dealer_line(
    table: Table, names: Names, waiting: Waiting, tr: Translator, *, mentioned: bool = True
) -> str:
    """Who deals next, and who presses its button (`waiting`, the bot's deal's too); the
    member named with a mention (`mentioned`) when the deal is over (HTML)."""
    name = (names.mention if mentioned else names.of)(waiting.seat)
    nxt = (table.deal.dealer + 1) % len(table.seats)
    if table.seats[nxt].is_bot:
        return esc(tr._("{bot} deals next: {name}, tap the button when everyone is ready.")).format(
            bot=names.of(nxt), name=name
        )
    return esc(tr._("{name} deals next: tap the button when ready.")).format(name=name)


def deal_button(tr: Translator) -> str:
    """The next dealer's button."""
    return "🃏 " + tr._("Deal")


def turn_line(waiting: Sequence[Waiting], names: Names, tr: Translator) -> str:
    """Whose turn it is (HTML)."""
    first = waiting[0]
    if first.step is Step.LAY_AWAY:
        who = names_list([names.of(w.seat) for w in waiting], tr)
        return "<i>" + esc(tr._("Waiting for the lay-away of: {names}.")).format(names=who) + "</i>"
    name = names.of(first.seat)
    if first.step is Step.PLAY:
        return "<i>" + esc(tr._("{name}'s turn to play a card.")).format(name=name) + "</i>"
    if first.step is Step.COUNT:
        if first.what == "crib":
            return "<i>" + esc(tr._("Next: {name} counts the crib.")).format(name=name) + "</i>"
        return "<i>" + esc(tr._("Next: {name} counts their hand.")).format(name=name) + "</i>"
    return ""


def _resigned_scores(table: Table, names: Names, tr: Translator) -> str | None:
    """A resigned game's points as its round robin's or doubles' standings count them, the
    winners' the target, not the board's (as pegged out); None for a game not resigned."""
    if table.resigned is None or table.winner is None:
        return None
    target = table.rules.target
    counted = [
        target if side == table.winner else min(score, target)
        for side, score in enumerate(table.scores)
    ]
    return sides_scores(table, names, tr, counted)


def tournament_resigned_lines(table: Table, names: Names, tr: Translator) -> list[str]:
    """A resigned game that counts in a round robin or doubles: the points its standings
    count (`_resigned_scores`); none for a game not resigned (HTML)."""
    scores = _resigned_scores(table, names, tr)
    return [] if scores is None else [resigned_count_line(scores, table.rules.target, tr)]


def tournament_lines(
    table: Table, names: Names, tr: Translator, *, standings_below: bool = False
) -> list[str]:
    """The group's end of a game that counts in a round robin or doubles: that points count;
    for a resigned game, in the same line, the points its standings count (HTML)."""
    scores = _resigned_scores(table, names, tr)
    if scores is None:
        return [points_count_line(tr, standings_below=standings_below)]
    target = table.rules.target
    return [resigned_points_line(scores, target, tr, standings_below=standings_below)]


def end_lines(
    table: Table,
    names: Names,
    tr: Translator,
    *,
    tournament: bool = False,
    standings_below: bool = False,
    before: Names | None = None,
) -> list[str]:
    """The end: the winner, what a skunk or a lurch counts (not a plain win), the scores (or
    the resignation, or the abandon), and where the ranking is: /top games, or for a game
    that counts in a `tournament` (ranked on points), its standings (`standings_below`:
    posted just after, not sent for). `before`: the names before anyone resigned, for a member
    whose seat the bot played to the target."""
    if table.abandoned and table.resigned is not None:  # the last member of three resigned
        text = tr._("{name} resigns too: nobody is left to play, the game ends without a winner.")
        return [bold_markup(esc(text).format(name=names.of(table.resigned)))]
    if table.abandoned:
        return [
            bold_markup(esc(tr._("The game was abandoned after 7 days without a move; no winner.")))
        ]
    assert table.winner is not None
    winner = names.side(table, table.winner, tr)
    partners = sum(table.side(s) == table.winner for s in range(len(table.seats)))
    lines: list[str] = []
    if is_retired(table, table.winner):  # the seat's member resigned: their loss, no winner
        text = tr._("{winner} reaches the target first: nobody wins; {name} resigned and loses.")
        name = (names if before is None else before).of(table.winner)
        lines.append(bold_markup(esc(text).format(winner=winner, name=name)))
    elif table.resigned is not None:
        text = tr.ngettext(  # the member who resigned; the other side wins (teams: both win)
            "{name} resigns: {winner} wins.", "{name} resigns: {winner} win.", partners
        )
        lines.append(bold_markup(esc(text).format(name=names.of(table.resigned), winner=winner)))
    else:
        text = tr.ngettext("{winner} wins the game!", "{winner} win the game!", partners)
        lines.append(bold_markup(esc(text).format(winner=winner)))
        margin = table.margin()
        if margin != "normal":  # a plain win is one game, as every club player knows
            lines.append(esc(margin_text(margin, tr)))
    lines.append(board_line(table, names, tr))
    if tournament:
        lines += tournament_lines(table, names, tr, standings_below=standings_below)
    else:
        lines.append(esc(tr._("/top games ranks the club's players by games won.")))
    return lines
