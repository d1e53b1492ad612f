"""The wording of /peg play (which card to lay, and why), shared by the chat and the command
line: the position, each card's reasons and risks, and the verdict. Plain text lines, as in
`bot.views.peg`, whose names and notes it uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import ROUND_HALF_UP, Decimal
from typing import Final, assert_never

from babel.lists import format_list

from bot.drills.peg_best import SAME_WORTH, CardOption, PlayGrade, PlayPosition, Risk
from bot.drills.peg_typed import TypedPlay, typed_play
from bot.engine.cards import Card
from bot.i18n import Translator, card_input, render
from bot.views.ecart_table import signed
from bot.views.markup import BULLET, bold, esc
from bot.views.peg import pile_lines, role_line

RISKS_SHOWN = 2
"""How many of a card's risks a reason names."""


# -- /peg play -------------------------------------------------------------------------------


def typed_play_of(position: PlayPosition, text: str, tr: Translator) -> TypedPlay:
    """What a text typed at /peg play lays (`peg_typed.typed_play`), its cards read in the
    player's notation as /play reads them (« 5 », « le valet », « 5♥ », « 7 de trèfle »)."""

    def read(typed: str, count: int, held: Sequence[Card]) -> list[Card]:
        return card_input.read_cards(typed, tr, count, among=held)

    return typed_play(position, text, read)


def play_question_lines(position: PlayPosition, tr: Translator) -> list[str]:
    """The position: role, starter, the cards laid, the count, the player's cards."""
    lines = [
        tr._("Your turn to play a card.") if not position.is_go else tr._("Your turn in the play.")
    ]
    lines.append(role_line(position.player_is_dealer, tr))
    lines.append(
        tr.pgettext("pegging", "Starter card: {card}").format(
            card=render.card(position.starter, tr)
        )
    )
    if position.earlier:
        lines.append(
            tr._("Laid before the count went back to 0: {cards}").format(
                cards=render.cards(position.earlier, tr)
            )
        )
    if position.pile:
        lines.append(tr._("Since the count was last at 0:"))
        lines += pile_lines(position.pile, position.mine, tr, go_after=position.go_after)
    lines.append(tr._("The count: {count}").format(count=tr.number(position.count)))
    lines.append(tr._("Your cards: {cards}").format(cards=render.cards(position.hand, tr)))
    if position.opponent_cards:
        lines.append(
            tr.ngettext(
                "Your opponent holds {n} card.",
                "Your opponent holds {n} cards.",
                position.opponent_cards,
            ).format(n=tr.number(position.opponent_cards))
        )
    else:  # « L'adversaire a encore 0 carte. »
        lines.append(tr._("Your opponent has no cards left: you play the rest alone."))
    if position.is_go:
        lines.append(
            tr._("None of your cards can be played without going past 31. What do you say?")
        )
    else:
        lines.append(tr._("Which card do you play? (Cards that would pass 31 are not offered.)"))
    return lines


def reasons(option: CardOption, tr: Translator) -> str:
    """Why a card is good or bad, in words."""
    parts: list[str] = []
    if option.points:
        parts.append(tr._("right now: {call}").format(call=render.play_call_text(option.now, tr)))
    risky = sorted(
        ((chance, risk) for risk, chance in option.risks.items() if chance),
        key=lambda item: (-item[0], RISK_ORDER[item[1]]),
    )
    for chance, risk in risky[:RISKS_SHOWN]:
        parts.append(risk_text(risk, tr).format(chance=tr.percent(float(chance))))
    if option.safe:
        parts.append(tr._("keeps a safe count (no 15 or 31 for the reply)"))
    return "; ".join(parts)


RISK_ORDER: Mapping[Risk, int] = {risk: i for i, risk in enumerate(Risk)}


def risk_text(risk: Risk, tr: Translator) -> str:
    """A reply the card leaves open, with a {chance} placeholder."""
    match risk:
        case Risk.FIFTEEN:
            return tr._("leaves a 15 ({chance})")
        case Risk.THIRTY_ONE:
            return tr._("leaves a 31 ({chance})")
        case Risk.PAIR_ROYAL:
            return tr._("invites a pair royal ({chance})")
        case Risk.PAIR:
            return tr._("invites a pair ({chance})")
        case Risk.RUN:
            return tr._("invites a run ({chance})")
        case _:
            assert_never(risk)


def option_line(option: CardOption, tr: Translator) -> str:
    """One card: its worth to the end of the round, points now and the expected best reply as
    a label, then why as a sentence: « 9♠ : -0,5 jusqu'à la fin du tour (maintenant 0,
    réplique 0,4). Laisse un 31 (19 %). »"""
    label = tr._("{card}: {round} to the end of the round (now {now}, reply {reply})").format(
        card=render.card(option.card, tr),
        round=signed(float(option.round_net), tr, 1),
        now=tr.number(option.points),
        reply=tr.decimal(float(option.reply), 1),
    )
    why = reasons(option, tr)
    if not why:
        return label
    return tr._("{label}. {why}.").format(label=label, why=why[:1].upper() + why[1:])


def option_sentence(option: CardOption, tr: Translator) -> str:
    """One card's worth said in words: « En jouant le 6, vous gagnez en moyenne 2,5 points
    d'ici la fin du tour. »"""
    net = shown_worth(option)
    card = render.card(option.card, tr)
    if net > 0:
        text = tr._(
            "Playing {card}, you come out {points} ahead on average by the end of the round."
        )
    elif net < 0:
        text = tr._("Playing {card}, you fall {points} behind on average by the end of the round.")
    else:
        return tr._("Playing {card}, you break even on average by the end of the round.").format(
            card=card
        )
    return text.format(card=card, points=_points(abs(net), tr))


TENTH: Final = Decimal("0.1")


def shown_worth(option: CardOption) -> Decimal:
    """A card's worth to the end of the round as its sentence shows it: to a tenth, halves
    away from zero (as `Translator.decimal` rounds)."""
    net = Decimal(str(float(option.round_net)))
    return abs(net).quantize(TENTH, rounding=ROUND_HALF_UP).copy_sign(net)


def _points(value: Decimal, tr: Translator) -> str:
    """« 1,2 point », « 2,5 points »: a tenth-rounded number of points."""
    points = tr.ngettext("{n} point", "{n} points", render.plural_count(float(value), 1, tr))
    return points.format(n=tr.decimal(float(value), 1))


def play_verdict_sentences(grade: PlayGrade, tr: Translator) -> list[str]:
    """The choice against the best card, and each card's worth in a sentence."""
    return [_play_head(grade, tr), *(option_sentence(o, tr) for o in grade.options)]


def play_verdict_details(grade: PlayGrade, tr: Translator) -> list[str]:
    """The figures behind the sentences: what each card's worth is, and every option's
    numbers with its reasons."""
    return [balance_note(tr), *(f"{BULLET} " + option_line(o, tr) for o in grade.options)]


def details_html(lines: Sequence[str], tr: Translator) -> str:
    """Figures for who wants them: « Détails » and the lines in a quote the player taps open
    (Telegram's expandable block quotation)."""
    body = "\n".join(esc(line) for line in lines)
    return bold(tr._("Details")) + "\n<blockquote expandable>" + body + "</blockquote>"


def _play_head(grade: PlayGrade, tr: Translator) -> str:
    chosen = render.card(grade.chosen.card, tr)
    if grade.correct and grade.loss > 0:
        # Graded as good as the best, yet the sentences below may show it a tenth lower:
        # « Meilleure carte : V♥ » over « V♥ … 0,8 » and « 6♣ … 0,9 » contradicted itself.
        head = tr._(
            "{card} is worth almost as much as the best card, {best} (less than a twentieth "
            "of a point apart): a good choice."
        ).format(card=chosen, best=render.card(grade.best.card, tr))
    elif grade.correct:
        head = tr._("Best card: {card}.").format(card=chosen)
        alike = [o for o in grade.options if o.card != grade.chosen.card and _alike(grade, o)]
        if alike:
            # « Meilleure carte : 10♠ » over « 10♠ … 1,3 » and « 9♦ … 1,3 »: which was best?
            head = _best_among(chosen, alike, grade, tr)
    else:
        # « V♦ vous coûte 0,1 en moyenne » said no unit: 0,1 point. The cost is the difference
        # of the two worths shown below (« 0,3 » over « 0,2 » and « jeu égal » did not add up),
        # a tenth at least: the card is not graded as good.
        loss = max(shown_worth(grade.best) - shown_worth(grade.chosen), TENTH)
        head = tr._("{card} costs you {loss} on average: the best card was {best}.").format(
            card=chosen, loss=_points(loss, tr), best=render.card(grade.best.card, tr)
        )
    return head


def _alike(grade: PlayGrade, option: CardOption) -> bool:
    """Whether another card is graded as good as the best one laid (`SAME_WORTH`)."""
    return grade.best.round_net - option.round_net < SAME_WORTH


def _best_among(chosen: str, alike: Sequence[CardOption], grade: PlayGrade, tr: Translator) -> str:
    """« Meilleure carte : 10♥ (10♠ vaut autant). », the cards graded as good named."""
    others = format_list([render.card(o.card, tr) for o in alike], locale=tr.locale)
    if all(o.round_net == grade.chosen.round_net for o in alike):
        text = tr.ngettext(
            "Best card: {card} ({others} is worth as much).",
            "Best card: {card} ({others} are worth as much).",
            len(alike),
        )
    else:
        text = tr.ngettext(
            "Best card: {card} ({others} is worth almost as much).",
            "Best card: {card} ({others} are worth almost as much).",
            len(alike),
        )
    return text.format(card=chosen, others=others)


def balance_note(tr: Translator) -> str:
    """What a card's worth is (the verdict's and the worksheet's measure)."""
    return tr._(
        "Each card's worth: your points minus your opponent's from it to the end of the "
        "round, both laying their best-pegging card, averaged over every hand they could "
        "hold; “reply” is their best answer right after it."
    )


def go_verdict_lines(tr: Translator) -> list[str]:
    """After a go question."""
    return [
        tr._("Right: go. You cannot play, so you say go."),
        tr._(
            "Your opponent plays every card they can; the last player to play a card pegs "
            "1 for the go (2 for 31)."
        ),
    ]
