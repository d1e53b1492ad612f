"""The chat's lookup of a player's own cards: `/ecart 5H 5D JS QC 2H 3S donneur`.

`lookup_text` is the answer (HTML, for a phone): the best lay-away with its hand and crib,
the next ones in short lines, what decides between the first two and what the averages
assume. Before it, when the role was not said, `role_question` and `role_label` ask who
deals; the notes answer a role word or cards typed with no deal waiting. The discard
challenge's own messages (the deal, the verdict, /stats) are `bot.views.ecart`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from bot.content_tables import shipped_crib_tables, shipped_peg_tables
from bot.drills.ecart import (
    DEAL_SIZES,
    EXPERT,
    FIVE,
    SIX,
    TIE,
    Challenge,
    Decision,
    Verdict,
    analyse,
    decide,
    default_model,
    equal_groups,
    shown,
    why_best,
)
from bot.engine.card_parsing import CardError
from bot.engine.cards import Card, card_code
from bot.engine.lay_away import LayAwayOption
from bot.i18n import Translator, card_input, render
from bot.views import replies
from bot.views.ecart import five_cards_line, lookup_example, option_sentence
from bot.views.ecart_table import (
    MINUS,
    crib_shown,
    decimal,
    decision_lines,
    gap_text,
    left_out,
    less_than_a_hundredth,
    model_text,
    part_name,
    role_text,
    shared_ranks,
    shown_gap,
    starters_note,
    with_play,
)
from bot.views.markup import bold, code, esc

NEXT_SHOWN: Final = 5
"""Lay-aways shown after the best, in short lines (the same cards in other suits share one)."""


# -- Who deals? ------------------------------------------------------------------------------


def role_question(
    cards: Sequence[Card], tr: Translator, *, name: str | None = None, both: bool = False
) -> str:
    """Above the two role buttons: the cards typed, who deals? and the role words that answer
    it typed alone (HTML); after both roles typed (« donneur receveur »), that only one goes."""
    title = tr._("Who deals?") if name is None else tr._("{name}, who deals?").format(name=name)
    both_line = tr._("You wrote both roles, dealer and pone: choose only one.")
    return "\n".join(
        [
            bold(title),
            bold(render.cards(cards, tr)),
            *([esc(both_line)] if both else []),
            esc(crib_owner_line(len(cards), tr)),
            esc(tr._("Press a button below, or type “dealer” or “pone”.")),
        ]
    )


def crib_owner_line(size: int, tr: Translator) -> str:
    """Whose the crib is, under « Who deals? »: against the other player with six cards; with
    five (the deal of three or four players), against the others, the dealer's partner at
    four sharing it."""
    if size == FIVE:
        return tr._(
            "The crib is the dealer's: its points count for them (and their partner, at "
            "four), against the other players."
        )
    return tr._("The crib is the dealer's: its points count for them, against the other.")


def codes(cards: Sequence[Card], tr: Translator) -> str:
    """The cards as the reader types them: `5H JS` in English, `5C VP` in French."""
    return " ".join(card_code(c, tr.lang) for c in cards)


def role_label(dealer: bool, size: int, tr: Translator) -> str:
    """A role button, for `size` cards typed: with five (three or four players), the dealer
    is one of the opponents, not « the other » (at four, the partner's deal is the team's
    crib, said « mon partenaire donne »)."""
    if dealer:
        return tr._("I deal")
    return tr._("An opponent deals") if size == FIVE else tr._("The other player deals")


def partner_label(tr: Translator) -> str:
    """The third role button under five cards: the player's partner deals (four players, two
    against two), the crib is their team's."""
    return tr._("My partner deals")


def role_unknown_note(size: int, tr: Translator) -> str:
    """« je sais pas » after « Who deals? » about `size` cards: who the dealer is, and how to
    answer, the buttons named as they read (`role_label`; under five cards, the partner's
    too: `partner_label`) (HTML)."""
    if size == FIVE:
        press = tr._(
            "The dealer is the one who dealt these cards: the crib is theirs. Press "
            "“{dealer}”, “{other}” or “{partner}” under the cards, or type “dealer” or “pone”."
        )
    else:
        press = tr._(
            "The dealer is the one who dealt these cards: the crib is theirs. Press "
            "“{dealer}” or “{other}” under the cards, or type “dealer” or “pone”."
        )
    return esc(
        press.format(
            dealer=role_label(True, size, tr),
            other=role_label(False, size, tr),
            partner=partner_label(tr),
        )
    )


def lookup_cards(cards: str, tr: Translator) -> list[Card] | None:
    """The five or six cards a lookup of one's own cards takes (`/ecart <cards>`, or typed
    alone), read in the reader's notation; None when `cards` are not that."""
    try:
        return card_input.read_cards(cards, tr, DEAL_SIZES)
    except CardError:
        return None


def role_typed_note(challenge: Challenge, tr: Translator) -> str:
    """« donneur », « je donne » typed while a deal waits for its lay-away: the player's role
    in that deal, what it waits for, and how to look up one's own cards (HTML; it said « touchez
    un bouton sous elles » under a deal whose buttons are its cards)."""
    wanted = tr.ngettext(
        "This deal waits for {n} card to lay away.",
        "This deal waits for the {n} cards to lay away.",
        challenge.lay_away,
    ).format(n=tr.number(challenge.lay_away))
    how = tr._("For your own cards, type /discard, your cards and who deals, like {example}.")
    role = role_text(dealer=challenge.dealer, size=challenge.size, tr=tr)
    return " ".join([esc(role), esc(wanted), esc(how).format(example=lookup_example(tr))])


def role_alone_note(tr: Translator) -> str:
    """« donneur » typed alone with no deal waiting: it goes with /ecart and the cards, or with
    the buttons under cards typed just before (HTML)."""
    example = lookup_example(tr)
    return "\n".join(
        [
            esc(tr._("Type “dealer” or “pone” after /discard and your cards: {example}")).format(
                example=example
            ),
            esc(tr._("If I just asked “Who deals?”, press a button under the cards.")),
            esc(tr._("For a deal of six cards to lay away: /discard.")),
        ]
    )


def typed_cards_note(
    cards: Sequence[Card], dealer: bool | None, tr: Translator, *, partner: bool = False
) -> str:
    """Five or six cards typed with no deal waiting (HTML): the command to type for them,
    written out to copy. Five cards with no role said are a hand to count (/score), else a
    lay-away to look up (/ecart, with the role said, or « donneur » and « (ou receveur) »;
    `partner`: « mon partenaire donne », as typed)."""
    typed = codes(cards, tr)
    if len(cards) == FIVE and dealer is None:
        return esc(
            tr._("To count this hand, type: {command} (four cards, then the starter).")
        ).format(command=code("/score " + typed))
    if partner:
        command = tr._("/discard {cards} my partner deals").format(cards=typed)
    elif dealer is False:
        command = tr._("/discard {cards} pone").format(cards=typed)
    else:
        command = tr._("/discard {cards} dealer").format(cards=typed)
    line = (
        tr._("For the best lay-away of these cards, type: {command}")
        if partner or dealer is not None
        else tr._("For the best lay-away of these cards, type: {command} (or pone).")
    )
    return esc(line).format(command=code(command))


def why_first_note(tr: Translator) -> str:
    """« pourquoi? » said to the bot in a group with no lookup nor verdict of the member's to
    explain (HTML): what to ask first, a deal to play or their own cards."""
    return esc(
        tr._(
            "“Why?” explains a lay-away: first send /discard for a deal to play, or /discard "
            "and your cards, like {example}."
        )
    ).format(example=lookup_example(tr))


def role_not_yours_note(tr: Translator) -> str:
    """A press on the role buttons of another player's cards (groups)."""
    return tr._("These buttons are not yours: type /discard and your own cards.")


# -- The best lay-away ----------------------------------------------------------------------


def sum_text(option: LayAwayOption, tr: Translator) -> str:
    """ "12.67 + 6.89 = 19.56": hand and crib (taken away as pone) make the total."""
    sign = "+" if option.dealer else MINUS
    total = decimal(option.total_ev, tr)
    crib = tr.decimal(abs(crib_shown(option)))  # the sum as written adds up
    return f"{tr.decimal(option.hand_ev)} {sign} {crib} = {total}"


def either_cards(group: Sequence[LayAwayOption], tr: Translator) -> str:
    """The cards laid away by lay-aways worth the same: "5♥ J♠ or 5♦ J♠"."""
    texts = [render.cards(o.discard, tr) for o in group]
    if len(texts) == 1:
        return texts[0]
    return tr._("{first} or {last}").format(first=", ".join(texts[:-1]), last=texts[-1])


def best_lines(
    group: Sequence[LayAwayOption], tr: Translator, *, partner: bool = False
) -> list[str]:
    """The best lay-away (HTML): what to lay away and keep, hand and crib making its total,
    and the lay-aways worth as much (the same cards in other suits). `partner`: the partner
    deals, the crib is the team's."""
    best = group[0]
    points = tr.ngettext(
        "{points} point on average",
        "{points} points on average",
        render.plural_count(best.total_ev, 2, tr),
    ).format(points=decimal(best.total_ev, tr))
    if partner:
        worth = tr._("Hand {hand} + your team's crib {crib} = {total}.")
    elif best.dealer:
        worth = tr._("Hand {hand} + your crib {crib} = {total}.")
    else:
        worth = tr._("Hand {hand} \u2212 the dealer's crib {crib} = {total}.")
    keep = tr._("Lay away {cards}, keep {keep}.")
    lines = [
        bold(keep.format(cards=render.cards(best.discard, tr), keep=render.cards(best.keep, tr))),
        esc(
            worth.format(
                hand=tr.decimal(best.hand_ev), crib=tr.decimal(abs(crib_shown(best))), total=points
            )
        ),
    ]
    if len(group) > 1:
        same = tr._("Laying away {cards} is worth the same.")
        lines.append(esc(same.format(cards=either_cards(group[1:], tr))))
    return lines


def tied_lines(
    best: LayAwayOption, tied: Sequence[Sequence[LayAwayOption]], tr: Translator
) -> list[str]:
    """The lay-aways that read as good as the best (`shared_ranks`), as the challenge says
    them, « à égalité avec le meilleur écart » (HTML): each with its hand and crib, and the
    hair the best is ahead by when it is (less than a hundredth, too little to count)."""
    lines = []
    for group in tied:
        line = tr._("Tied with the best lay-away: {cards}, {sum}.").format(
            cards=either_cards(group, tr), sum=sum_text(group[0], tr)
        )
        if group[0].total_ev < best.total_ev - TIE:
            ahead = tr._("The best is ahead by {gap}: too little to count.")
            line += " " + ahead.format(gap=less_than_a_hundredth(tr))
        lines.append(esc(line))
    return lines


def next_lines(
    groups: Sequence[Sequence[LayAwayOption]], ranks: Sequence[int], tr: Translator
) -> list[str]:
    """The next lay-aways in short lines under their heading (HTML): "2. 5♥ 5♦: 7.11 + 8.82 =
    15.93", each group numbered by its rank in `ranks` (`shared_ranks`, as the table numbers
    them: after a lay-away tied with the best, the next one is "3.")."""
    if not groups:
        return []
    if groups[0][0].dealer:
        heading = tr._("Next (hand + crib = total):")
    else:
        heading = tr._("Next (hand \u2212 crib = total):")
    lines = [
        tr._("{rank}. {cards}: {sum}").format(
            rank=tr.number(rank), cards=either_cards(group, tr), sum=sum_text(group[0], tr)
        )
        for rank, group in zip(ranks, groups, strict=True)
    ]
    return [esc(heading), *(esc(line) for line in lines)]


def deciding_lines(options: Sequence[LayAwayOption], tr: Translator) -> list[str]:
    """What decides between the best and the next best (plain text): with the play when it
    is known (the command line's sentences), else on the hand and the crib; nothing when the
    next best is tied with the best as shown (`tied_lines` says so)."""
    decision = decide(options, needs_play=False)
    if decision is None:
        return []
    if with_play(options):
        return decision_lines(decision, tr)
    if shown(decision.runner_up.total_ev) == shown(decision.best.total_ev):
        return []
    tied = next(group for group in equal_groups(options) if decision.runner_up in group)
    return [decides_between_line(decision, tr, runner_ups=tied)]


def decides_between_line(
    decision: Decision, tr: Translator, *, runner_ups: Sequence[LayAwayOption] = ()
) -> str:
    """What decides between the best and the other lay-away on the hand and the crib, and by
    how much (plain text). `runner_ups`: the other lay-away with those worth the same, named
    as the list names them (« 5♥ ou 5♦ »)."""
    return tr._("What decides between {cards} and {other}: {part}, {gap} more.").format(
        cards=render.cards(decision.best.discard, tr),
        other=either_cards(runner_ups, tr)
        if runner_ups
        else render.cards(decision.runner_up.discard, tr),
        part=part_name(decision.part, tr),
        gap=gap_text(shown_gap(decision), tr),
    )


def listed_rank(options: Sequence[LayAwayOption], option: LayAwayOption) -> int:
    """`option`'s number in the lookup's list (`lookup_text`), where lay-aways worth the same
    share one line (`equal_groups`): 4 for 4♣ 6♥ listed under « 3. 5♠ K♠ or 5♦ K♠ », though
    five lay-aways are worth more."""
    groups = equal_groups(options)
    index = next(i for i, group in enumerate(groups) if option in group)
    return shared_ranks([group[0] for group in groups])[index]


def why_text(
    verdict: Verdict,
    tr: Translator,
    *,
    name: str | None = None,
    asked: bool = False,
    listed: bool = False,
) -> str:
    """« pourquoi? » after an /ecart verdict (HTML): whose crib it is, the best lay-away and
    the player's, each with its hand and crib (the verdict's sentences), and what decides
    between them; hers the best, what decides it over the next best (`deciding_lines`); the
    crib it was graded with (after « Même donne, crib au hasard », whose numbers differ).
    `name`: the member's, first in a group (« Rita : Pourquoi 2♣ 3♣? »); `asked`: the verdict's
    lay-away is not hers but the one she asks about (« pourquoi pas 9 V? »); `listed`: asked
    after a lookup, numbered as its list is (`listed_rank`), not among all the lay-aways."""
    best = verdict.best
    title = tr._("Why {cards}?").format(cards=render.cards(best.discard, tr))
    lines = [
        bold(replies.titled(title, tr, name=name)),
        esc(role_text(dealer=verdict.challenge.dealer, size=verdict.challenge.size, tr=tr)),
    ]
    decision = why_best(verdict)
    if decision is None:  # hers the best: one sentence
        lines.append(esc(option_sentence(None, best, tr)))
        lines += [esc(line) for line in deciding_lines(verdict.options, tr)]
    else:  # the best and hers, numbered by their ranks: a list, introduced
        if listed:
            ranked = tr._("Numbered as in the list above, the best and the one you ask about:")
            rank = listed_rank(verdict.options, verdict.chosen)
        else:
            ranked = (
                tr._("By rank among the {options} lay-aways, the best and the one you ask about:")
                if asked
                else tr._("By rank among the {options} lay-aways, the best and yours:")
            ).format(options=tr.number(verdict.options_count))
            rank = verdict.rank
        lines.append(esc(ranked))
        lines.append(esc(option_sentence(1, best, tr)))
        lines.append(esc(option_sentence(rank, verdict.chosen, tr)))
        lines.append(esc(decides_between_line(decision, tr)))
    meta = shipped_crib_tables().meta if verdict.model == EXPERT else None
    lines.append(esc(model_text(verdict.model, verdict.challenge.players, meta, tr)))
    return "\n".join(lines)


def partner_deals_line(tr: Translator) -> str:
    """The role said when the player's partner deals (two against two): the crib is their
    team's, laid away for as the dealer's."""
    return tr._(
        "Your partner deals: the crib is your team's, its points add to those of your hand."
    )


def six_with_partner_line(tr: Translator) -> str:
    """Six cards said with the partner dealing: partners get five cards each; what the lookup
    analyses (the crib as the player's own, one opponent)."""
    return tr._(
        "Six cards: the two-player deal (partners get five cards each). Worked out with the crib "
        "as yours, against one opponent."
    )


def lookup_text(
    challenge: Challenge, tr: Translator, *, partner: bool = False, folded: bool = False
) -> str:
    """The best lay-away of the player's own cards (HTML, for a phone), under the default crib
    model (with the play's values for six cards, as the verdict has them): the best with its
    hand and crib, the next ones in short lines, what decides between the first two, and
    what the averages assume. `partner`: the player's partner deals, the crib their team's
    (laid away for as the dealer's), said so in place of « you deal ». `folded` (a club's
    group, where the other members read it): the title and the best in sight, the rest under
    « Détails » in a quote that expands in place (sixteen lines crowded the club's chat), as
    /ecart's verdict is there."""
    model = default_model(challenge.players)
    tables = shipped_crib_tables() if model == EXPERT else None
    options = lookup_options(challenge)
    tables_meta = None if tables is None else tables.meta
    groups = equal_groups(options)
    group_ranks = shared_ranks([group[0] for group in groups])
    tied = sum(1 for rank in group_ranks[1:] if rank == 1)
    cards = render.cards(challenge.cards, tr)
    head = [
        bold(tr._("The right lay-away for {cards}").format(cards=cards)),
        esc(
            partner_deals_line(tr)
            if partner
            else role_text(dealer=challenge.dealer, size=challenge.size, tr=tr)
        ),
    ]
    if challenge.size != SIX:
        head.append(esc(five_cards_line(tr)))
    elif partner:  # partners play at four, five cards each
        head.append(esc(six_with_partner_line(tr)))
    notes = [
        starters_note(options, tr),
        model_text(model, challenge.players, tables_meta, tr),
        left_out(options, tr),
    ]
    best = best_lines(groups[0], tr, partner=partner) + tied_lines(
        groups[0][0], groups[1 : 1 + tied], tr
    )
    details = [
        next_lines(
            groups[1 + tied : 1 + tied + NEXT_SHOWN],
            group_ranks[1 + tied : 1 + tied + NEXT_SHOWN],
            tr,
        ),
        [esc(line) for line in deciding_lines(options, tr)],
        [esc(" ".join(notes))],
    ]
    if folded:  # the answer in sight, the rest (who deals first) in one quote
        rest = "\n\n".join("\n".join(lines) for lines in [head[1:], *details] if lines)
        quote = "<blockquote expandable>" + rest + "</blockquote>"
        return "\n".join([head[0], *best, bold(tr._("Details")), quote])
    return "\n\n".join("\n".join(lines) for lines in [head, best, *details] if lines)


def lookup_options(challenge: Challenge) -> Sequence[LayAwayOption]:
    """Every lay-away of the player's own cards, best first, under the default crib model
    (with the play's values for six cards), as the lookup shows them."""
    model = default_model(challenge.players)
    tables = shipped_crib_tables() if model == EXPERT else None
    pegging = shipped_peg_tables() if model == EXPERT else None
    return analyse(challenge, model=model, tables=tables, pegging=pegging)


def lookup_why_text(
    challenge: Challenge,
    waiting: Challenge | None,
    tr: Translator,
    *,
    partner: bool = False,
    name: str | None = None,
) -> str:
    """« pourquoi? » right after a lookup of the player's own cards while her deal `waiting`
    waits (HTML): why the lookup's best is the best, its cards named (the deal's hint read as
    an answer about the lookup, and contradicted it), whose the crib is, the best in words and
    what decides it over the next best; then that the waiting deal, named, still waits (when
    one waits). `name`: the member's, first in a group."""
    options = lookup_options(challenge)
    best = options[0]
    title = tr._("Why lay away {cards} from {deal}?").format(
        cards=render.cards(best.discard, tr), deal=render.cards(challenge.cards, tr)
    )
    role = (
        partner_deals_line(tr)
        if partner
        else role_text(dealer=challenge.dealer, size=challenge.size, tr=tr)
    )
    lines = [
        bold(replies.titled(title, tr, name=name)),
        esc(role),
        esc(option_sentence(None, best, tr, partner=partner)),
        *(esc(line) for line in deciding_lines(options, tr)),
    ]
    if waiting is not None:
        waits = tr.ngettext(
            "Your deal {cards} still waits for its card to lay away in the crib.",
            "Your deal {cards} still waits for its {n} cards to lay away in the crib.",
            waiting.lay_away,
        ).format(cards=render.cards(waiting.cards, tr), n=tr.number(waiting.lay_away))
        lines.append(esc(waits))
    return "\n".join(lines)
