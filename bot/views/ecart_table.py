"""The discard challenge's ranking table and its command line (`muggins ecart`), shared by the
chat's verdict (`bot.views.ecart`): the table (`table_rows`, `format_table`), the role and
crib-model lines, the starters, and `analysis_text` / `analysis_json`, the command line's
whole lookup. Cards are shown as the player reads them (`5♥`, `V♣` in French).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from decimal import Decimal
from typing import Any, Final

from bot.drills.ecart import (
    EXPERT,
    FIVE,
    Decision,
    Part,
    decide,
    shown,
)
from bot.engine.cards import Card, hand_order
from bot.engine.lay_away import CARDS_DEALT, EXCLUDED, LayAwayOption
from bot.i18n import Translator, render

CUTS_SHOWN: Final = 4
TABLE_SAMPLES_KEY: Final = "samples"


# -- The ranking table (chat and command line) -----------------------------------------------


STARTERS_SHOWN: Final = 8
"""Starters written out in the verdict's sentence before « et 14 autres »."""


def starter_cards_text(
    option: LayAwayOption, points: int, tr: Translator, shown: int = STARTERS_SHOWN
) -> str:
    """The starters giving `points`, each written as a card, as every other card is shown:
    « 5♣ 5♥ D♠ », by rank; past `shown` of them, how many more (« … et 14 autres »), when
    that is two or more (« et 1 autre » takes the room of the card it stands for). The
    verdict's sentence and the command line's table (`cut_text`, `CUTS_SHOWN` of them) write
    them so: « carte de départ 5 D » read as a 5 and a letter, and « A♠♥♦ » as nothing. In
    `hand_order` (suits ♣ ♦ ♥ ♠), as the hands beside them."""
    cards = hand_order(option.starters_scoring(points))
    more = len(cards) - shown
    if more <= 1:
        return render.cards(cards, tr)
    text = render.cards(cards[:shown], tr)
    return tr.ngettext("{cards} and {n} more", "{cards} and {n} more", more).format(
        cards=text, n=tr.number(more)
    )


def cut_text(option: LayAwayOption, points: int, tr: Translator) -> str:
    """ "29 (5♠)": points and the starters giving them, as cards (`starter_cards_text`,
    `CUTS_SHOWN` of them, then how many more)."""
    return tr._("{points} ({starters})").format(
        points=tr.number(points), starters=starter_cards_text(option, points, tr, CUTS_SHOWN)
    )


MINUS: Final = "\u2212"
"""The minus sign (U+2212) of a loss, « \u22125,31 »: the pone's crib counts against them."""


def signed(x: float, tr: Translator, digits: int = 2) -> str:
    """A decimal with its sign, "+5.30" or "\u22124.12" (`digits` decimals: "+1.3" in /peg)."""
    text = tr.decimal(abs(x), digits)
    return (MINUS if x < 0 else "+") + text


def decimal(x: float, tr: Translator) -> str:
    """A decimal with the minus sign of the crib column when negative (« \u22124,17 »)."""
    return (MINUS + tr.decimal(-x)) if x < 0 else tr.decimal(x)


def points_text(x: float, tr: Translator) -> str:
    """`x` points, to two decimals, its plural as the language has it."""
    return tr.ngettext("{points} point", "{points} points", render.plural_count(x, 2, tr)).format(
        points=decimal(x, tr)
    )


SMALLEST: Final = 0.01
"""The smallest difference two decimals show."""


def under_a_hundredth(x: float, tr: Translator) -> str | None:
    """ "less than 0.01 points" for a loss or a lead that two decimals would show as 0.00,
    beside two totals that read the same (« Vous perdez 0,00 », « 0,00 point de plus »:
    lay-aways apart by a thousandth); None for a bigger one."""
    if tr.decimal(abs(x)) != tr.decimal(0.0):
        return None
    return less_than_a_hundredth(tr)


def less_than_a_hundredth(tr: Translator) -> str:
    """ "less than 0.01 points": how far apart two lay-aways are that read the same."""
    return tr._("less than {points}").format(points=points_text(SMALLEST, tr))


def gap_text(x: float, tr: Translator) -> str:
    """A lead in points, as `points_text`, or "less than 0.01 points" (`under_a_hundredth`)."""
    return under_a_hundredth(x, tr) or points_text(x, tr)


def crib_value(option: LayAwayOption) -> float:
    """The crib's points as they count for the player: added as dealer, taken away as pone
    (so hand + crib = total on every line)."""
    return option.crib_ev if option.dealer else -option.crib_ev


def crib_shown(option: LayAwayOption) -> float:
    """The crib's points as written beside the hand and the total (`crib_value`'s sign): the
    total as shown less the hand as shown, so that the hand and the crib written make the
    total written (each rounded apart, « 12,43 \u2212 4,76 = 7,68 » read as a wrong sum; now
    « 12,43 \u2212 4,75 = 7,68 »). The total and the hand keep their own rounding: the
    ranking and the ties are the totals' as shown (`shown`)."""
    return float(shown(option.total_ev) - shown(option.hand_ev))


def crib_text(option: LayAwayOption, tr: Translator) -> str:
    """The crib's points with their sign: "+5.20" as dealer, "\u22125.31" as pone (as
    written beside the hand and the total: `crib_shown`)."""
    return signed(crib_shown(option), tr)


def with_play(options: Sequence[LayAwayOption]) -> bool:
    """True when every option carries its play's value (the pegging tables were used)."""
    return bool(options) and all(o.peg_ev is not None for o in options)


def play_text(option: LayAwayOption, tr: Translator) -> str:
    """The play's net points with their sign, "+1.30" or "\u22120.95"."""
    return signed(float(play_shown(option)), tr)


def play_shown(option: LayAwayOption) -> Decimal:
    """The play's net points as written between the total and the total with the play: the
    one as shown less the other as shown, so that the row adds up (« 12,44 +1,61 = 14,06 »
    was each number rounded apart; now « +1,62 »); never « \u22120,00 »."""
    return shown(option.full_ev) - shown(option.total_ev)


def table_rows(
    options: Sequence[LayAwayOption],
    tr: Translator,
    *,
    ranks: Sequence[int] | None = None,
    cuts: bool = True,
) -> list[list[str]]:
    """The ranking as table cells, with a header row; `ranks` numbers the rows (default
    `shared_ranks`: lay-aways whose totals read the same share a number); without
    `cuts`, no best and worst starter columns. With the play's values
    (`with_play`), two more columns after the total: the play, and the total with it."""
    play = with_play(options)
    header = [
        tr._("#"),
        tr._("Lay away"),
        tr._("Keep"),
        tr._("Hand"),
        tr._("Crib"),
        tr._("Total"),
    ]
    if play:
        header += [tr.pgettext("column", "Play"), tr._("With play")]
    if cuts:
        header += [tr._("Best cut"), tr._("Worst cut")]
    numbers = list(ranks) if ranks is not None else shared_ranks(options)
    rows = [header]
    for i, o in zip(numbers, options, strict=True):
        row = [
            tr.number(i),
            render.cards(o.discard, tr),
            render.cards(o.keep, tr),
            tr.decimal(o.hand_ev),
            crib_text(o, tr),
            decimal(o.total_ev, tr),
        ]
        if play:
            row += [play_text(o, tr), decimal(o.full_ev, tr)]
        if cuts:
            row += [cut_text(o, o.hand_max, tr), cut_text(o, o.hand_min, tr)]
        rows.append(row)
    return rows


def shared_ranks(options: Sequence[LayAwayOption]) -> list[int]:
    """Each option's rank by its total as shown (`shown`): 1, 1, 3 for totals that read
    « \u22120,92 », « \u22120,92 », « \u22121,05 »."""
    totals = [shown(o.total_ev) for o in options]
    return [1 + sum(1 for other in totals if other > total) for total in totals]


_RIGHT_ALIGNED = frozenset({0, 3, 4, 5})
_PLAY_COLUMNS = frozenset({6, 7})


def number_columns(options: Sequence[LayAwayOption]) -> frozenset[int]:
    """The columns of `table_rows` holding numbers (aligned to the right)."""
    return _RIGHT_ALIGNED | _PLAY_COLUMNS if with_play(options) else _RIGHT_ALIGNED


def format_table(
    rows: Sequence[Sequence[str]], right: Collection[int] = _RIGHT_ALIGNED
) -> list[str]:
    """Aligned columns: numbers (the columns `right`) to the right, cards and cuts to the
    left."""
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    lines = []
    for row in rows:
        cells = [
            cell.rjust(w) if i in right else cell.ljust(w)
            for i, (cell, w) in enumerate(zip(row, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    return lines


def role_text(*, dealer: bool, size: int, tr: Translator) -> str:
    """Whose crib it is and how it counts, for a deal of `size` cards. Five cards are the
    deal of three or four players: at four, two against two, the dealer's partner shares the
    crib, so the pone's averages (the crib counted against her) are those of a deal by an
    opponent, and the dealer's crib is her team's."""
    if size == FIVE:
        if dealer:
            return tr._(
                "You deal: the crib is yours (your team's, at four), its points add to your hand's."
            )
        return tr._(
            "You are the pone: an opponent deals, the crib is theirs (and their partner's, at "
            "four), its points count against you."
        )
    if dealer:
        return tr._("You deal: the crib is yours, its points add to your hand's.")
    return tr._("You are the pone: the crib is the dealer's, its points count against you.")


def model_text(
    model: str, players: int, tables_meta: Mapping[str, Any] | None, tr: Translator
) -> str:
    """How the crib is valued (`tables_meta`: the expert tables' metadata, if used)."""
    if model == EXPERT and tables_meta is not None:
        samples = int(tables_meta.get(TABLE_SAMPLES_KEY, 0))
        return tr._(
            "Crib valued as expert players lay away (worked out over {samples} deals)."
        ).format(samples=tr.number(samples))
    if players == 3:
        return tr._(
            "Crib valued with the other cards of the crib (and, with three players, the card "
            "from the pack) drawn at random from the cards you do not see."
        )
    return tr._(
        "Crib valued with the other cards of the crib drawn at random from the cards you "
        "do not see."
    )


def not_counted(tr: Translator) -> str:
    """What the analysis leaves out."""
    return tr._("His heels and pegging are not counted.")


def play_counted_apart(tr: Translator) -> str:
    """What the analysis leaves out when the play is shown beside the total."""
    return tr._(
        "His heels are not counted. The play: what your four cards peg on average in the "
        "round, minus what your opponent pegs. It is shown apart; the total is the hand and "
        "the crib."
    )


def left_out(options: Sequence[LayAwayOption], tr: Translator) -> str:
    """`play_counted_apart` when the options carry the play, else `not_counted`."""
    return play_counted_apart(tr) if with_play(options) else not_counted(tr)


def part_name(part: Part, tr: Translator) -> str:
    """A part of a lay-away's value, in words."""
    names = {
        Part.HAND: tr._("the hand"),
        Part.CRIB: tr._("the crib"),
        Part.PLAY: tr._("the play"),
    }
    return names[part]


def part_shown(option: LayAwayOption, part: Part) -> Decimal:
    """A part of a lay-away's value as the table and the sentences write it (the crib and
    the play as `crib_shown` and `play_shown` make them add up)."""
    if part is Part.HAND:
        return shown(option.hand_ev)
    if part is Part.CRIB:
        return Decimal(repr(crib_shown(option)))
    return play_shown(option)


def shown_gap(decision: Decision) -> float:
    """The deciding part's lead as the two values written read apart (« le crib, 1,42 point
    de plus » beside cribs written 5,03 and 3,61, where the exact lead read 1,43)."""
    part = decision.part
    return float(part_shown(decision.best, part) - part_shown(decision.runner_up, part))


def decision_lines(decision: Decision, tr: Translator) -> list[str]:
    """With the play counted: the best lay-away, what decides it over the next best, and
    whether the play changes the best choice (plain text)."""
    best, other = decision.best, decision.runner_up
    gap = shown_gap(decision)
    lines = [
        tr._(
            "With the play counted, the best is to lay away {cards}: {points} in all. "
            "What decides it: {part}, {gap} more than laying away {other}."
        ).format(
            cards=render.cards(best.discard, tr),
            points=points_text(best.full_ev, tr),
            part=part_name(decision.part, tr),
            gap=gap_text(gap, tr),
            other=render.cards(other.discard, tr),
        )
    ]
    if decision.play_changes_best:
        lines.append(
            tr._(
                "The play changes the choice: on the hand and the crib alone, laying away "
                "{cards} comes first."
            ).format(cards=render.cards(decision.without_play.discard, tr))
        )
    return lines


def starters_note(options: Sequence[LayAwayOption], tr: Translator) -> str:
    """Over how many starters the hands are averaged."""
    starters = len(options[0].hand_by_starter)
    return tr.ngettext(
        "Averages over the {n} unseen starter.",
        "Averages over the {n} unseen starters.",
        starters,
    ).format(n=tr.number(starters))


# -- The command line ------------------------------------------------------------------------


def analysis_text(
    cards: Sequence[Card],
    options: Sequence[LayAwayOption],
    tr: Translator,
    *,
    model: str,
    players: int,
    tables_meta: Mapping[str, Any] | None = None,
) -> str:
    """The whole lookup for people: the deal, the ranking table and what it assumes."""
    lines = [
        tr._("Lay-away analysis: {cards}").format(cards=render.cards(cards, tr)),
        role_text(dealer=options[0].dealer, size=CARDS_DEALT[players], tr=tr),
        "",
        *format_table(table_rows(options, tr), number_columns(options)),
        "",
    ]
    decision = decide(options)
    if decision is not None:
        lines += [*decision_lines(decision, tr), ""]
    lines += [
        starters_note(options, tr),
        model_text(model, players, tables_meta, tr),
        left_out(options, tr),
    ]
    return "\n".join(lines)


def option_json(option: LayAwayOption) -> dict[str, Any]:
    """One lay-away as plain JSON data (cards as canonical codes)."""
    exact = option.crib_exact
    return {
        "discard": [str(c) for c in option.discard],
        "keep": [str(c) for c in option.keep],
        "hand_ev": option.hand_ev,
        "hand_ev_exact": str(option.hand_exact),
        "hand_min": option.hand_min,
        "hand_max": option.hand_max,
        "crib_ev": option.crib_ev,
        "crib_ev_exact": None if exact is None else str(exact),
        "total_ev": option.total_ev,
        "peg_ev": option.peg_ev,
        "full_ev": option.full_ev if option.peg_ev is not None else None,
        "best_cuts": [str(c) for c in option.best_starters],
        "worst_cuts": [str(c) for c in option.worst_starters],
        "hand_by_starter": {str(c): p for c, p in option.hand_by_starter},
    }


def analysis_json(
    cards: Sequence[Card],
    options: Sequence[LayAwayOption],
    tr: Translator,
    *,
    model: str,
    players: int,
    tables_meta: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The whole lookup as JSON data; `decided_by` (with the play's values) names the part
    that puts the best lay-away, the play counted, ahead of the next one."""
    decision = decide(options)
    return {
        "lang": tr.lang,
        "cards": [str(c) for c in cards],
        "role": "dealer" if options[0].dealer else "pone",
        "players": players,
        "model": model,
        "tables": None if tables_meta is None else dict(tables_meta),
        "excluded": list(EXCLUDED),
        "note": left_out(options, tr),
        "options": [option_json(o) for o in options],
        "decided_by": None if decision is None else decision.part.value,
    }
