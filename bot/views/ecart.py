"""The wording of the discard challenge, shared by the chat (/ecart) and `muggins ecart`.

The ranking table (`table_rows`, `format_table`), the role and crib-model lines and the
starters are written once here. `analysis_text` / `analysis_json` are the command line's
whole lookup; `challenge_text`, `verdict_text` and `stats_lines` are the chat's messages
(Telegram HTML: everything that is not a tag is escaped). Cards are shown as the player
reads them (`5♥`, `V♣` in French).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping, Sequence
from typing import Any, Final

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import (
    EXPERT,
    SIX,
    TIE,
    Challenge,
    Decision,
    Habit,
    HabitCost,
    Part,
    Summary,
    Verdict,
    check_discard,
    decide,
)
from bot.engine.cards import JACK, SUIT_SYMBOLS, Card, CardError, Suit
from bot.engine.lay_away import EXCLUDED, LayAwayOption
from bot.i18n import Translator, render
from bot.storage import Game
from bot.views.markup import bold, code, esc
from bot.views.show import game_lines

CUTS_SHOWN: Final = 4
SELECTED_MARK: Final = "✓"
CONFIRM_MARK: Final = "✅"
BULLET: Final = "•"
TABLE_SAMPLES_KEY: Final = "samples"
EXAMPLE_CARDS: Final = (Card(5, Suit.HEARTS), Card(JACK, Suit.CLUBS))
"""How typed cards look (any two cards: the dealt ones would hint at an answer)."""


# -- The ranking table (chat and command line) -----------------------------------------------


def starters_text(option: LayAwayOption, points: int, tr: Translator) -> str:
    """The starters giving `points`, by rank: "5" for every unseen 5, "5♠♥" for some of them."""
    unseen = Counter(c.rank for c, _ in option.hand_by_starter)
    chosen: dict[int, list[Card]] = {}
    for c in option.starters_scoring(points):
        chosen.setdefault(c.rank, []).append(c)
    items = [
        render.rank_text(rank, tr)
        + ("" if len(cs) == unseen[rank] else "".join(SUIT_SYMBOLS[c.suit] for c in cs))
        for rank, cs in sorted(chosen.items())
    ]
    if len(items) > CUTS_SHOWN:
        items = [*items[:CUTS_SHOWN], "…"]
    return " ".join(items)


def cut_text(option: LayAwayOption, points: int, tr: Translator) -> str:
    """ "29 (5♠)": points and the starters giving them."""
    return tr._("{points} ({starters})").format(
        points=tr.number(points), starters=starters_text(option, points, tr)
    )


MINUS: Final = "\u2212"
"""The minus sign (U+2212) of a loss, « \u22125,31 »: the pone's crib counts against them."""


def signed(x: float, tr: Translator) -> str:
    """A decimal with its sign, "+5.30" or "\u22124.12"."""
    text = tr.decimal(abs(x))
    return (MINUS if x < 0 else "+") + text


def decimal(x: float, tr: Translator) -> str:
    """A decimal with the minus sign of the crib column when negative (« \u22124,17 »)."""
    return (MINUS + tr.decimal(-x)) if x < 0 else tr.decimal(x)


def crib_value(option: LayAwayOption) -> float:
    """The crib's points as they count for the player: added as dealer, taken away as pone
    (so hand + crib = total on every line)."""
    return option.crib_ev if option.dealer else -option.crib_ev


def crib_text(option: LayAwayOption, tr: Translator) -> str:
    """The crib's points with their sign: "+5.20" as dealer, "\u22125.31" as pone."""
    return signed(crib_value(option), tr)


def with_play(options: Sequence[LayAwayOption]) -> bool:
    """True when every option carries its play's value (the pegging tables were used)."""
    return bool(options) and all(o.peg_ev is not None for o in options)


def play_text(option: LayAwayOption, tr: Translator) -> str:
    """The play's net points with their sign, "+1.30" or "\u22120.95"."""
    return signed(round(option.peg_ev or 0.0, 2), tr)  # never "\u22120.00"


def table_rows(
    options: Sequence[LayAwayOption],
    tr: Translator,
    *,
    ranks: Sequence[int] | None = None,
    cuts: bool = True,
) -> list[list[str]]:
    """The ranking as table cells, with a header row; `ranks` numbers the rows (default
    1, 2, ...); without `cuts`, no best and worst starter columns. With the play's values
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
    numbers = list(ranks) if ranks is not None else list(range(1, len(options) + 1))
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


def role_text(*, dealer: bool, tr: Translator) -> str:
    """Whose crib it is and how it counts."""
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
            "Crib valued with the other cards of the crib (and the card from the pack) drawn "
            "at random from the cards you do not see."
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


def decision_lines(decision: Decision, tr: Translator) -> list[str]:
    """With the play counted: the best lay-away, what decides it over the next best, and
    whether the play changes the best choice (plain text)."""
    best, other = decision.best, decision.runner_up
    gap = decision.gaps[decision.part]
    lines = [
        tr._(
            "With the play counted, the best is to lay away {cards}: {points} in all. "
            "What decides it: {part}, {gap} more than laying away {other}."
        ).format(
            cards=render.cards(best.discard, tr),
            points=_points(best.full_ev, tr),
            part=part_name(decision.part, tr),
            gap=_points(gap, tr),
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
        role_text(dealer=options[0].dealer, tr=tr),
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


# -- The chat: the challenge -----------------------------------------------------------------


def challenge_text(
    challenge: Challenge,
    tr: Translator,
    *,
    game: Game | None = None,
    name: str | None = None,
) -> str:
    """The challenge message (HTML): the question, the role, the race `game`'s score (a
    lay-away pegs nothing on it), the cards and how to answer. `name` addresses a player in
    a group."""
    title = tr._("Which cards to lay away?")
    if name is not None:
        title = tr._("{name}, which cards to lay away?").format(name=name)
    how = tr.ngettext(
        "Tap the card to lay away in the crib, then {mark}. Or type it, like {example}.",
        "Tap the {n} cards to lay away in the crib, then {mark}. Or type them, like {example}.",
        challenge.lay_away,
    )
    example = render.cards(EXAMPLE_CARDS[: challenge.lay_away], tr)
    lines = [
        bold(title),
        esc(role_text(dealer=challenge.dealer, tr=tr)),
        *([] if game is None else [*game_lines(game, tr)[:1], pegs_nothing_line(tr)]),
        "",
        bold(render.cards(challenge.cards, tr)),
        "",
        esc(how).format(
            n=tr.number(challenge.lay_away),
            mark=CONFIRM_MARK,
            example=code(example),
        ),
    ]
    if challenge.players != 2:
        lines.append(esc(tr._("Five cards: the deal of the three- and four-player games.")))
    return "\n".join(lines)


def usage(tr: Translator) -> str:
    """What /ecart accepts (after `/ecart 3`)."""
    return esc(
        tr._(
            "{six} deals six cards, two to lay away; {five} deals five cards, one to lay away "
            "(the three- and four-player game). No other number."
        )
    ).format(six=code("/ecart"), five=code("/ecart 5"))


def card_label(card: Card, tr: Translator, *, selected: bool) -> str:
    """A card button: "5♥", marked "✓ 5♥" once selected."""
    text = render.card(card, tr)
    return f"{SELECTED_MARK} {text}" if selected else text


def confirm_label(cards: Sequence[Card], tr: Translator) -> str:
    """The confirm button, shown once the selection is complete: "✅ Lay away 5♥ J♣"."""
    return f"{CONFIRM_MARK} " + tr._("Lay away {cards}").format(cards=render.cards(cards, tr))


# -- The chat: the verdict -------------------------------------------------------------------


def habit_name(habit: Habit, tr: Translator) -> str:
    """A habit named in words."""
    names = {
        Habit.FIVE_TO_OPPONENT: tr._("giving fives to your opponent's crib"),
        Habit.PAIR_TO_OPPONENT: tr._("giving pairs to your opponent's crib"),
        Habit.FIFTEEN_TO_OPPONENT: tr._("giving fifteens to your opponent's crib"),
        Habit.BREAKING_RUN: tr._("breaking a run"),
        Habit.SPLITTING_PAIR: tr._("splitting a pair"),
        Habit.FLUSH_OVER_POINTS: tr._("keeping a four-card flush over points"),
        Habit.STARVING_OWN_CRIB: tr._("keeping the fives your own crib wants"),
    }
    return names[habit]


def _points(x: float, tr: Translator) -> str:
    return tr.ngettext("{points} point", "{points} points", render.plural_count(x, 2, tr)).format(
        points=decimal(x, tr)
    )


def verdict_lines(
    verdict: Verdict,
    tr: Translator,
    *,
    tables_meta: Mapping[str, Any] | None = None,
    name: str | None = None,
) -> list[str]:
    """The verdict (HTML lines): rank, expected points, the best, the loss, the top three
    with the player's lay-away, the kept hand's best and worst starters, the crib model."""
    chosen, best = verdict.chosen, verdict.best
    mine = render.cards(verdict.discard, tr)
    rank = tr._("{rank}/{count}").format(
        rank=tr.number(verdict.rank), count=tr.number(verdict.options_count)
    )
    if verdict.is_best:
        head = tr._("{cards}: the best lay-away ({rank}), {points} on average.")
    else:
        head = tr._("{cards}: lay-away {rank}, {points} on average.")
    head_text = head.format(cards=mine, rank=rank, points=_points(chosen.total_ev, tr))
    lines = [bold(f"{name}: {head_text}" if name is not None else head_text)]
    if not verdict.is_best:
        lines.append(
            esc(
                tr._("Best: {cards}, {points}. You lose {loss} on average.").format(
                    cards=render.cards(best.discard, tr),
                    points=_points(best.total_ev, tr),
                    loss=tr.decimal(verdict.loss),
                )
            )
        )
    lines.append(esc(role_text(dealer=verdict.challenge.dealer, tr=tr)))
    shown = list(verdict.top())
    ranks = [_rank_of(verdict, o) for o in shown]
    if chosen not in shown:
        shown.append(chosen)
        ranks.append(verdict.rank)
    lines += [esc(option_sentence(rank, o, tr)) for rank, o in zip(ranks, shown, strict=True)]
    table = format_table(table_rows(shown, tr, ranks=ranks, cuts=False), number_columns(shown))
    details = "\n".join(esc(line) for line in table)
    lines.append(bold(tr._("Details")) + "\n<blockquote expandable>" + details + "</blockquote>")
    lines.append(
        esc(
            tr._(
                "Your hand {keep} shows {best} at best (starter {best_starters}), "
                "{worst} at worst ({worst_starters})."
            ).format(
                keep=render.cards(chosen.keep, tr),
                best=render.points(chosen.hand_max, tr),
                best_starters=starters_text(chosen, chosen.hand_max, tr),
                worst=render.points(chosen.hand_min, tr),
                worst_starters=starters_text(chosen, chosen.hand_min, tr),
            )
        )
    )
    for habit in verdict.habits:
        lines.append(esc(tr._("Habit to watch: {habit}.").format(habit=habit_name(habit, tr))))
    decision = decide(verdict.options)
    if decision is not None:
        lines += [esc(line) for line in decision_lines(decision, tr)]
    lines.append(
        esc(model_text(verdict.model, verdict.challenge.players, tables_meta, tr))
        + " "
        + esc(left_out(verdict.options, tr))
    )
    return lines


def option_sentence(rank: int, option: LayAwayOption, tr: Translator) -> str:
    """A lay-away's expected points said in words, the crib's for whom it counts."""
    values = {
        "rank": tr.number(rank),
        "cards": render.cards(option.discard, tr),
        "hand": tr.ngettext(
            "{n} point", "{n} points", render.plural_count(option.hand_ev, 1, tr)
        ).format(n=tr.decimal(option.hand_ev, 1)),
        "crib": tr.decimal(option.crib_ev, 1),
        "total": (MINUS + tr.decimal(-option.total_ev, 1))
        if option.total_ev < 0
        else tr.decimal(option.total_ev, 1),
    }
    if option.dealer:
        text = tr._(
            "{rank}. Laying away {cards}, your hand keeps {hand} on average and your "
            "crib adds {crib}: {total} in all."
        )
    else:
        text = tr._(
            "{rank}. Laying away {cards}, your hand keeps {hand} on average and the "
            "crib gives your opponent {crib}: {total} in all."
        )
    return text.format(**values)


def _rank_of(verdict: Verdict, option: LayAwayOption) -> int:
    """An option's rank among the verdict's (ties share the better rank)."""
    return 1 + sum(1 for o in verdict.options if o.total_ev > option.total_ev + TIE)


def uniform_label(tr: Translator) -> str:
    """The button that shows the same deal under the uniform crib model."""
    return tr._("Same deal, crib at random")


def verdict_text(verdict: Verdict, tr: Translator, *, name: str | None = None) -> str:
    """The verdict message (HTML): `verdict_lines`, with the expert tables' source under an
    expert verdict."""
    meta = shipped_crib_tables().meta if verdict.model == EXPERT else None
    return "\n".join(verdict_lines(verdict, tr, tables_meta=meta, name=name))


def uniform_title(tr: Translator) -> str:
    """The first line of the verdict under the uniform model."""
    return bold(tr._("The same deal, the other crib cards drawn at random:"))


def new_deal_label(size: int, tr: Translator) -> str:
    """The buttons that deal a new challenge of six or five cards."""
    if size == SIX:
        return tr._("New lay-away")
    return tr._("Five-card deal")


# -- /stats ----------------------------------------------------------------------------------


def stats_lines(summary: Summary, tr: Translator) -> list[str]:
    """The discard challenge's /stats lines (HTML), none before the first challenge."""
    if not summary.played:
        return []
    lines = [
        esc(
            tr._("{played}, {best}").format(
                played=tr.ngettext(
                    "{n} lay-away challenge played",
                    "{n} lay-away challenges played",
                    summary.played,
                ).format(n=tr.number(summary.played)),
                best=tr.ngettext(
                    "the best choice {n} time ({percent})",
                    "the best choice {n} times ({percent})",
                    summary.best,
                ).format(n=tr.number(summary.best), percent=tr.percent(summary.best_share)),
            )
        )
    ]
    losses = []
    if summary.dealer_played:
        losses.append(
            tr._("{loss} as dealer").format(loss=tr.decimal(summary.average_loss(dealer=True)))
        )
    if summary.pone_played:
        losses.append(
            tr._("{loss} as pone").format(loss=tr.decimal(summary.average_loss(dealer=False)))
        )
    lines.append(
        f"{BULLET} "
        + esc(
            tr._("Points lost per lay-away, on average: {losses}").format(losses=", ".join(losses))
        )
    )
    habit: HabitCost | None = summary.costliest
    if habit is not None:
        lines.append(
            f"{BULLET} "
            + esc(
                tr.ngettext(
                    "Costliest habit: {habit} ({n} time, {lost})",
                    "Costliest habit: {habit} ({n} times, {lost})",
                    habit.times,
                ).format(
                    habit=habit_name(habit.habit, tr),
                    n=tr.number(habit.times),
                    lost=tr.ngettext(
                        "{points} point lost",
                        "{points} points lost",
                        render.plural_count(habit.points, 2, tr),
                    ).format(points=tr.decimal(habit.points)),
                )
            )
        )
    return lines


# -- What the /ecart handlers say -----------------------------------------------------------


def pegs_nothing_line(tr: Translator) -> str:
    """Under the race's score: a lay-away does not move it (HTML)."""
    return esc(tr._("A lay-away pegs nothing: the game score stays put."))


def not_yours_note(tr: Translator) -> str:
    """A press on another player's deal."""
    return tr._("This deal is not yours: /ecart deals you one.")


def over_note(tr: Translator) -> str:
    """A press or cards for a challenge already answered."""
    return tr._("This challenge is over.")


def chosen_already_note(lay_away: int, tr: Translator) -> str:
    """A card tapped when the lay-away is already chosen."""
    return tr.ngettext(
        "{n} card is already chosen: unselect it first.",
        "{n} cards are already chosen: unselect one first.",
        lay_away,
    ).format(n=tr.number(lay_away))


def not_in_deal_line(strangers: Sequence[Card], tr: Translator) -> str:
    """Typed cards that are not in the deal (HTML)."""
    return esc(
        tr.ngettext(
            "{cards} is not in your deal.", "{cards} are not in your deal.", len(strangers)
        ).format(cards=render.cards(strangers, tr))
    )


def read_discard(text: str, challenge: Challenge, tr: Translator) -> tuple[Card, ...] | str:
    """The lay-away typed in `text`, in the reader's notation, or why it cannot be one (HTML)."""
    try:
        cards = render.read_cards(text, tr, count=challenge.lay_away, among=challenge.cards)
    except CardError as error:
        return render.card_error(error, tr)
    strangers = [c for c in cards if c not in challenge.cards]
    if strangers:
        return not_in_deal_line(strangers, tr)
    return check_discard(challenge, cards)
