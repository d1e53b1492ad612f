"""The wording of printable worksheets (`muggins drill`): numbered questions, answers at the end.

Plain text for clubs that photocopy. The pegging items reuse the chat's view
(`bot.views.peg`), so a sheet reads the way the bot speaks.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.drills.deals import Deal
from bot.drills.ecart import decide
from bot.drills.peg import PegCountQuestion
from bot.drills.peg_best import CardOption, PlayPosition
from bot.drills.peg_round import PegRoundQuestion
from bot.engine.cards import Card
from bot.engine.lay_away import LayAwayOption
from bot.i18n import Translator, render
from bot.views import ecart_table, peg_play
from bot.views import peg as view
from bot.views import peg_round as round_view
from bot.views.markup import BULLET

ECART_OPTIONS_SHOWN = 3
BLANK = "______"


def sheet_word(kind: str, tr: Translator) -> str:
    """The word typed after `muggins drill` for the sheet `kind`, in the reader's language (the
    help, the examples and the errors name the sheets with it; the words of every language are
    taken, `bot.commands.drill.sheet_kind`)."""
    # One lowercase word without accents, as typed after "muggins drill"; in French the chat's
    # names where it has one (/main, /jeu, /peg tour, /peg jouer).
    words = {
        "hand": tr.pgettext("drill sheet", "hand"),
        "crib": tr.pgettext("drill sheet", "crib"),
        "peg": tr.pgettext("drill sheet", "peg"),
        "round": tr.pgettext("drill sheet", "round"),
        "best": tr.pgettext("drill sheet", "best"),
        "ecart": tr.pgettext("drill sheet", "ecart"),
        "kings": tr.pgettext("drill sheet", "kings"),
    }
    return words[kind]


def sheet_title(kind: str, count: int, seed: int, tr: Translator) -> str:
    """The sheet's heading: which drill, how many questions, the seed that remakes it."""
    names = {
        "hand": tr._("hands to count"),
        "crib": tr._("cribs to count"),
        "peg": tr._("pegging"),
        "round": tr._("rounds of play to count"),
        "best": tr._("the best card to play"),
        "ecart": tr._("lay-aways"),
        "kings": tr._("Kings Cribbage moves"),
    }
    return tr.ngettext(
        "Muggins practice sheet no. {number}: {drill}, {n} question",
        "Muggins practice sheet no. {number}: {drill}, {n} questions",
        count,
    ).format(drill=names[kind], n=tr.number(count), number=seed)


def answers_title(number: int, tr: Translator) -> str:
    """The heading of the answers page (it names the sheet: the page is printed apart)."""
    return tr._("Answers to sheet no. {number}").format(number=number)


def sheet_number_note(number: int, tr: Translator) -> str:
    """Said aside (on the error stream) when a sheet's items are printed as JSON."""
    return tr._("Sheet no. {number}: --seed {number} gives the same sheet again.").format(
        number=number
    )


def numbered(number: int, lines: Sequence[str]) -> list[str]:
    """A question's lines, the first numbered, the others indented."""
    return [f"{number}. {lines[0]}", *(f"   {line}" for line in lines[1:])]


# -- Hands and cribs -------------------------------------------------------------------------


def show_question(deal: Deal, tr: Translator) -> list[str]:
    """Four cards and the starter, and the blank for the count."""
    cards = render.cards(deal.hand, tr)
    starter = render.card(deal.starter, tr)
    if deal.is_crib:
        line = tr._("Your crib: {cards}, starter {starter}").format(cards=cards, starter=starter)
    else:
        line = tr._("Your hand: {cards}, starter {starter}").format(cards=cards, starter=starter)
    return [line, tr._("Points: {blank}").format(blank=BLANK)]


def show_answer(deal: Deal, tr: Translator) -> list[str]:
    """The total, the called count and the breakdown."""
    score = deal.score()
    lines = [
        tr._("{points}: {call}").format(
            points=render.points(score.total, tr), call=render.called_count_text(score, tr)
        )
    ]
    return lines + [f"{BULLET} {line}" for line in render.breakdown_lines(score, tr)]


# -- Pegging ---------------------------------------------------------------------------------


def peg_count_question(question: PegCountQuestion, tr: Translator) -> list[str]:
    """The pile, the player's card last, and the blank."""
    lines = view.count_question_lines(question, tr)[:-1]
    return [*lines, tr._("Points: {blank}").format(blank=BLANK)]


def peg_count_answer(question: PegCountQuestion, tr: Translator) -> list[str]:
    """What the card pegs, combination by combination."""
    score = question.score()
    call = render.play_call_text(score, tr)
    points = render.points(score.total, tr)
    head = tr._("{points}: {call}").format(points=points, call=call) if call else points
    barred = question.closing_combo() if question.barred else None
    return [head, *view.play_breakdown(score, tr, barred=barred)]


def peg_round_question(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """The round card by card, and the two blanks."""
    lines = round_view.round_question_lines(question, tr)[:-1]
    return [
        *lines,
        tr._("Your points: {blank}  Your opponent's: {blank}").format(blank=BLANK),
    ]


def peg_round_answer(question: PegRoundQuestion, tr: Translator) -> list[str]:
    """Every card that pegged, the go and last-card points, both totals."""
    lines = round_view.round_breakdown(question, tr)
    return [lines[-1], *lines[:-1]]


# -- Lay-aways -------------------------------------------------------------------------------


def ecart_question(cards: Sequence[Card], dealer: bool, tr: Translator) -> list[str]:
    """Six cards, whose crib it is, and the blank."""
    role = tr._("you deal (the crib is yours)") if dealer else tr._("you are the pone")
    return [
        tr._("Dealt: {cards}; {role}").format(cards=render.cards(cards, tr), role=role),
        tr._("Lay away: {blank}").format(blank=BLANK),
    ]


def ecart_answer(options: Sequence[LayAwayOption], tr: Translator) -> list[str]:
    """The best lay-away and the next ones, with their expected points; with the play's
    values, each line adds the play and the total with it, and a line says what decides."""
    lines = [
        tr._("Lay away {cards}").format(cards=render.cards(options[0].discard, tr)),
    ]
    for option in options[:ECART_OPTIONS_SHOWN]:
        values = {
            "cards": render.cards(option.discard, tr),
            "hand": tr.decimal(option.hand_ev, 2),
            "crib": ecart_table.crib_text(option, tr),
            "total": ecart_table.decimal(option.total_ev, tr),
        }
        if option.peg_ev is None:
            line = tr._("{cards}: hand {hand}, crib {crib}, total {total}").format(**values)
        else:
            line = tr._(
                "{cards}: hand {hand}, crib {crib}, total {total}; play {play}, {full} with it"
            ).format(
                **values,
                play=ecart_table.play_text(option, tr),
                full=ecart_table.decimal(option.full_ev, tr),
            )
        lines.append(f"{BULLET} {line}")
    decision = decide(options)
    if decision is not None:
        lines += ecart_table.decision_lines(decision, tr)
    return lines


def ecart_note(model: str, tables_meta: Mapping[str, object] | None, tr: Translator) -> str:
    """How the lay-aways were valued (the chat's /ecart values them the same way)."""
    return " ".join(
        [ecart_table.model_text(model, 2, tables_meta, tr), ecart_table.not_counted(tr)]
    )


def ecart_note_with_play(
    model: str, tables_meta: Mapping[str, object] | None, tr: Translator
) -> str:
    """`ecart_note` when the answers show the play beside the total."""
    return " ".join(
        [ecart_table.model_text(model, 2, tables_meta, tr), ecart_table.play_counted_apart(tr)]
    )


# -- The best card to play --------------------------------------------------------------------


def peg_play_question(position: PlayPosition, tr: Translator) -> list[str]:
    """The position as `/peg play` shows it, and the blank for a card (or go)."""
    lines = peg_play.play_question_lines(position, tr)[:-1]
    return [*lines, tr._("Card to play (or go): {blank}").format(blank=BLANK)]


def peg_play_answer(
    position: PlayPosition, options: Sequence[CardOption], tr: Translator
) -> list[str]:
    """The best card (or go) and every card's balance, with the reasons."""
    if position.is_go or not options:
        return [tr._("Go: none of your cards can be laid without going past 31.")]
    best = [o for o in options if o.round_net == options[0].round_net]
    head = tr._("Best card: {cards}").format(cards=render.cards([o.card for o in best], tr))
    return [head, *(f"{BULLET} " + peg_play.option_line(o, tr) for o in options)]


def peg_play_note(tr: Translator) -> str:
    """What the balance of a card means."""
    return peg_play.balance_note(tr)
