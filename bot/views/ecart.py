"""The wording of the discard challenge, shared by the chat (/ecart) and `muggins ecart`.

The ranking table, the role and crib-model lines, the starters and the command line's
lookup are `bot.views.ecart_table`; `challenge_text`, `verdict_text` and `stats_lines` are
the chat's messages; the lookup of a player's own cards (`/ecart <cards> donneur`) is
`bot.views.ecart_lookup`, the reading of a typed lay-away `bot.views.ecart_typed`
(Telegram HTML: everything that is not a tag is escaped). Cards are shown as the player
reads them (`5♥`, `V♣` in French).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Final

from bot.content_tables import shipped_crib_tables
from bot.drills.ecart import (
    EXPERT,
    SHOWN_DECIMALS,
    SIX,
    Challenge,
    Verdict,
    decide,
)
from bot.drills.ecart_habits import Habit, example_discard
from bot.drills.ecart_history import HabitCost, Summary
from bot.engine.cards import DECK, JACK, Card, Suit
from bot.engine.lay_away import LayAwayOption
from bot.i18n import Translator, render
from bot.storage import Game
from bot.views import replies
from bot.views.ecart_table import (
    crib_shown,
    decimal,
    decision_lines,
    format_table,
    left_out,
    less_than_a_hundredth,
    model_text,
    number_columns,
    points_text,
    role_text,
    starter_cards_text,
    table_rows,
)
from bot.views.markup import BULLET, bold, code, esc
from bot.views.show import game_lines

WORDS_SHOWN: Final = 30
"""At most this many characters of the words typed after the cards are repeated."""
SELECTED_MARK: Final = "✓"
CONFIRM_MARK: Final = "✅"
EXAMPLE_CARDS: Final = (Card(5, Suit.HEARTS), Card(JACK, Suit.CLUBS))


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
    lines = [
        bold(title),
        esc(role_text(dealer=challenge.dealer, size=challenge.size, tr=tr)),
        *([] if challenge.players == 2 else [esc(five_cards_line(tr))]),
        *([] if game is None else [*game_lines(game, tr)[:1], pegs_nothing_line(tr)]),
        "",
        bold(render.cards(challenge.cards, tr)),
        "",
        tap_or_type_line(challenge.lay_away, tr, challenge.cards),
    ]
    return "\n".join(lines)


def five_cards_line(tr: Translator) -> str:
    """Under the role of a five-card deal, at /ecart and in the lookup (plain text)."""
    return tr._("Five cards: the deal of the three- and four-player games.")


def usage(tr: Translator) -> str:
    """What /ecart accepts (after `/ecart 3`, or cards that do not read), with the command's
    name in the reader's language."""
    return esc(
        tr._(
            "/discard deals six cards, two to lay away; /discard 5 deals five cards, one to lay "
            "away (the three- and four-player game). To see the best lay-away of your own "
            "cards, type them after it, and whether you deal: {example}"
        )
    ).format(example=lookup_example(tr))


def lookup_example(tr: Translator) -> str:
    """`/ecart <cards> donneur` in the reader's command name and card letters (HTML)."""
    return code(tr._("/discard 5H 5D JS QC 2H 3S dealer"))


def words_after_line(count: int, words: str, tr: Translator) -> str:
    """« /ecart 5C 5K VP DT 2C 3P donneur merci »: the `count` cards read, and the `words`
    after them are no card nor role (HTML)."""
    said = tr._(
        "The {size} cards are there, but “{words}” after them is neither a card nor "
        "“dealer” or “pone”."
    )
    return esc(said.format(size=tr.number(count), words=words[:WORDS_SHOWN]))


def words_after_count_line(words: str, tr: Translator) -> str:
    """`muggins ecart 5C 5K VP DT 2C donneur merci` (five cards for two players): the `words`
    after the cards are no card nor role, said after the count wanted (HTML)."""
    said = tr._("“{words}” after the cards is neither a card nor “dealer” or “pone”.")
    return esc(said.format(words=words[:WORDS_SHOWN]))


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


def verdict_lines(
    verdict: Verdict,
    tr: Translator,
    *,
    tables_meta: Mapping[str, Any] | None = None,
    name: str | None = None,
    folded: bool = False,
) -> list[str]:
    """The verdict (HTML lines): rank, expected points, the best, the loss, the top three
    with the player's lay-away, the kept hand's best and worst starters, the crib model.
    `folded` (a club's group, where the other members read it): only the first two lines,
    her lay-away and the best with the points between, show; the rest waits under
    « Détails » in a quote that expands in place (twenty lines crowded the club's chat)."""
    chosen, best = verdict.chosen, verdict.best
    mine = render.cards(verdict.discard, tr)
    if verdict.tied:
        head = tr._("{cards}: tied with the best of the {count} lay-aways, {points} on average.")
    elif verdict.is_best:
        head = tr._("{cards}: the best of the {count} lay-aways, {points} on average.")
    elif is_worst(verdict):
        head = tr.ngettext(
            "{cards}: the worst of the {count} lay-aways, {points} on average.",
            "{cards}: the worst of the {count} lay-aways, {points} on average.",
            verdict.options_count,
        )
    else:
        head = tr._("{cards}: the {rank} best of the {count} lay-aways, {points} on average.")
    head_text = head.format(
        cards=mine,
        rank=tr.ordinal(verdict.rank),
        count=tr.number(verdict.options_count),
        points=points_text(chosen.total_ev, tr),
    )
    shown_first = [bold(replies.titled(head_text, tr, name=name))]
    lines = shown_first
    if verdict.tied:
        lines.append(esc(tie_line(best, tr)))
    elif not verdict.is_best:
        lines.append(
            esc(
                tr._("Best: {cards}, {points}, that is {loss} more than yours on average.").format(
                    cards=render.cards(best.discard, tr),
                    points=points_text(best.total_ev, tr),
                    loss=shown_loss(verdict, tr),
                )
            )
        )
    if folded:
        lines = []
    lines.append(
        esc(role_text(dealer=verdict.challenge.dealer, size=verdict.challenge.size, tr=tr))
    )
    shown = list(verdict.top())
    ranks = [verdict.rank_of(o) for o in shown]
    top = len(shown)
    if chosen not in shown:
        shown.append(chosen)
        ranks.append(verdict.rank)
        intro = tr._("The {top} best of the {options} lay-aways, then yours:")
    else:
        intro = tr._("The {top} best of the {options} lay-aways:")
    lines.append(esc(intro.format(top=tr.number(top), options=tr.number(verdict.options_count))))
    lines += [esc(option_sentence(rank, o, tr)) for rank, o in zip(ranks, shown, strict=True)]
    decision = decide(verdict.options)
    rows = list(shown)
    if decision is not None:
        # The line under the table names the best with the play and the one it beats: their
        # rows are in the table, so the player can find the cards it names.
        rows += [o for o in (decision.best, decision.runner_up) if o not in rows]
    rows.sort(key=verdict.options.index)
    row_ranks = [verdict.rank_of(o) for o in rows]
    table = format_table(table_rows(rows, tr, ranks=row_ranks, cuts=False), number_columns(rows))
    details = "\n".join(esc(line) for line in table)
    if folded:  # one quote holds it all: a quote cannot hold another
        lines.append(details)
    else:
        quoted = "\n<blockquote expandable>" + details + "</blockquote>"
        lines.append(bold(tr._("Details")) + quoted)
    lines.append(
        esc(
            tr.ngettext(  # « cartes de départ A♠ 5♠ »: either one, not a starter of two cards
                "Your hand {keep} shows {best} at best (starter {best_starters}), "
                "{worst} at worst ({worst_starters}).",
                "Your hand {keep} shows {best} at best (starters {best_starters}), "
                "{worst} at worst ({worst_starters}).",
                len(chosen.starters_scoring(chosen.hand_max)),
            ).format(
                keep=render.cards(chosen.keep, tr),
                best=render.points(chosen.hand_max, tr),
                best_starters=starter_cards_text(chosen, chosen.hand_max, tr),
                worst=render.points(chosen.hand_min, tr),
                worst_starters=starter_cards_text(chosen, chosen.hand_min, tr),
            )
        )
    )
    for habit in verdict.habits:
        lines.append(esc(tr._("Habit to watch: {habit}.").format(habit=habit_name(habit, tr))))
    if decision is not None:
        lines += [esc(line) for line in decision_lines(decision, tr)]
    lines.append(
        esc(model_text(verdict.model, verdict.challenge.players, tables_meta, tr))
        + " "
        + esc(left_out(verdict.options, tr))
    )
    if folded:
        quote = "<blockquote expandable>" + "\n".join(lines) + "</blockquote>"
        return [*shown_first, bold(tr._("Details")) + "\n" + quote]
    return lines


def tie_line(best: LayAwayOption, tr: Translator) -> str:
    """Under a lay-away tied with the best: the best is ahead by less than a hundredth, too
    little to count (plain text)."""
    return tr._(
        "Laying away {cards} is worth {gap} more: too little to count, it is a tie."
    ).format(cards=render.cards(best.discard, tr), gap=less_than_a_hundredth(tr))


def shown_loss(verdict: Verdict, tr: Translator) -> str:
    """What the player loses against the best, as the two totals written read apart
    (`Verdict.shown_loss`: « 2,69 points », « 1,26 point »: « 1,43 point de plus », not the
    exact 1,42; « 0,01 point » beside 7,97 and 7,96, not « moins de 0,01 point »), with its
    unit."""
    return points_text(verdict.shown_loss, tr)


def is_worst(verdict: Verdict) -> bool:
    """No lay-away is worse than the player's as shown (a tie at the bottom is the worst
    too): said « le moins bon des 15 écarts », not « 15e meilleur écart sur 15 »."""
    return verdict.rank_of(verdict.options[-1]) == verdict.rank


def option_sentence(
    rank: int | None, option: LayAwayOption, tr: Translator, *, partner: bool = False
) -> str:
    """A lay-away's expected points said in words, the crib's for whom it counts, to the
    decimals of the table under it (two lay-aways that share a rank read the same, and
    two that do not read apart); numbered by its `rank` in a list of them, a sentence alone
    (`rank` None: « En jetant 2♣ 3♣, … », not « 1. En jetant … » with no list around it).
    `partner`: the player's partner deals, the crib is their team's."""
    values = {
        "cards": render.cards(option.discard, tr),
        "hand": tr.ngettext(
            "{n} point", "{n} points", render.plural_count(option.hand_ev, SHOWN_DECIMALS, tr)
        ).format(n=tr.decimal(option.hand_ev, SHOWN_DECIMALS)),
        "crib": tr.decimal(abs(crib_shown(option)), SHOWN_DECIMALS),  # hand and crib make the total
        "total": decimal(option.total_ev, tr),
    }
    if option.dealer and partner:
        text = tr._(
            "Laying away {cards}, your hand keeps {hand} on average and your "
            "team's crib adds {crib}: {total} in all."
        )
    elif option.dealer:
        text = tr._(
            "Laying away {cards}, your hand keeps {hand} on average and your "
            "crib adds {crib}: {total} in all."
        )
    else:
        text = tr._(
            "Laying away {cards}, your hand keeps {hand} on average and the "
            "crib gives your opponent {crib}: {total} in all."
        )
    sentence = text.format(**values)
    if rank is None:
        return sentence
    return tr._("{rank}. {sentence}").format(rank=tr.number(rank), sentence=sentence)


def uniform_label(tr: Translator) -> str:
    """The button that shows the same deal under the uniform crib model."""
    return tr._("Same deal, crib at random")


def verdict_text(
    verdict: Verdict, tr: Translator, *, name: str | None = None, folded: bool = False
) -> str:
    """The verdict message (HTML): `verdict_lines`, with the expert tables' source under an
    expert verdict (`folded` in a group: its details in a quote that expands in place)."""
    meta = shipped_crib_tables().meta if verdict.model == EXPERT else None
    return "\n".join(verdict_lines(verdict, tr, tables_meta=meta, name=name, folded=folded))


def uniform_title(tr: Translator) -> str:
    """The first line of the verdict under the uniform model."""
    return bold(tr._("The same deal, the other crib cards drawn at random:"))


def new_deal_label(size: int, tr: Translator) -> str:
    """The buttons that deal a new challenge of six or five cards."""
    if size == SIX:
        return tr._("New lay-away")
    return tr._("Five-card deal")


# -- /stats ----------------------------------------------------------------------------------

SMALLEST_AVERAGE: Final = 0.05
"""The least average loss that reads « 0,1 » with one decimal."""


def daily_share(summary: Summary, tr: Translator) -> str:
    """How many of the lay-aways played were the daily challenge's, which the coach's level
    leaves out (plain text): « 2 de ces écarts étaient au défi du jour… », or all of them,
    said so (« Dont 1 au défi du jour » under « 1 écart joué » had no others to be part of;
    « Dont 2 », under « le meilleur choix 2 fois », could be read as two of those)."""
    if summary.daily < summary.played:
        text = tr.ngettext(
            "{n} of these lay-aways was in the daily challenge: your level (/coach) leaves it out.",
            "{n} of these lay-aways were in the daily challenge: your level (/coach) leaves them"
            " out.",
            summary.daily,
        )
    elif summary.played == 2:
        text = tr._("Both were in the daily challenge: your level (/coach) leaves them out.")
    else:
        text = tr.ngettext(
            "That lay-away was in the daily challenge: your level (/coach) leaves it out.",
            "All {n} were in the daily challenge: your level (/coach) leaves them out.",
            summary.played,
        )
    return text.format(n=tr.number(summary.daily))


def _average_loss(loss: float, tr: Translator) -> str:
    """An average loss with one decimal, as /stats' other averages (not « 5,18 comme donneur »);
    a loss that would read « 0,0 » is « moins de 0,1 » (a lay-away said to have cost a hundredth
    did cost something)."""
    if 0 < loss < SMALLEST_AVERAGE:
        return tr._("less than {points}").format(points=tr.decimal(0.1, 1))
    return tr.decimal(loss, 1)


def stats_lines(summary: Summary, tr: Translator) -> list[str]:
    """The discard challenge's /stats lines (HTML), none before the first challenge."""
    if not summary.played:
        return []
    lines = [
        esc(
            tr._("{played}, {best}").format(
                played=tr.ngettext(
                    "{n} lay-away played",
                    "{n} lay-aways played",
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
    if summary.daily:  # /coach's tries leave them out: say so, the two numbers differ
        lines.append(f"{BULLET} " + esc(daily_share(summary, tr)))
    losses = []
    if summary.dealer_played:
        losses.append(
            tr._("{loss} as dealer").format(
                loss=_average_loss(summary.average_loss(dealer=True), tr)
            )
        )
    if summary.pone_played:
        losses.append(
            tr._("{loss} as pone").format(
                loss=_average_loss(summary.average_loss(dealer=False), tr)
            )
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
                (
                    tr._("Costliest habit: {habit} (once, {lost})")
                    if habit.times == 1  # not "1 time", as /stats' « oubliés » say it
                    else tr.ngettext(
                        "Costliest habit: {habit} ({n} time, {lost})",
                        "Costliest habit: {habit} ({n} times, {lost})",
                        habit.times,
                    )
                ).format(
                    habit=habit_name(habit.habit, tr),
                    n=tr.number(habit.times),
                    lost=tr.ngettext(
                        "{points} point lost",
                        "{points} points lost",
                        render.plural_count(habit.points, 1, tr),
                    ).format(points=_average_loss(habit.points, tr)),  # as the averages above
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
    return tr._("This deal is not yours: /discard deals you one.")


def dont_know_note(lay_away: int, tr: Translator) -> str:
    """« je ne sais pas » typed for a lay-away: pick anyway, the verdict shows why (HTML)."""
    return esc(
        tr.ngettext(
            "No problem! Lay away the card your hand needs least: I will show you the best "
            "lay-away and why. /cancel moves on to something else.",
            "No problem! Lay away the {n} cards your hand needs least: I will show you the "
            "best lay-away and why. /cancel moves on to something else.",
            lay_away,
        ).format(n=tr.number(lay_away))
    )


def how_note(challenge: Challenge, tr: Translator) -> str:
    """« comment? » typed for a lay-away: what to keep, whose the crib is, how to answer
    (HTML)."""
    return lay_away_how(challenge.lay_away, tr, dealer=challenge.dealer, cards=challenge.cards)


def average_note(challenge: Challenge, tr: Translator) -> str:
    """« c'est quoi l'espérance? » typed for a lay-away: what the verdict's « en moyenne » is
    (`average_text`), then what to keep and how to answer (`how_note`) (HTML)."""
    return f"{average_text(challenge, tr)} {how_note(challenge, tr)}"


def average_text(challenge: Challenge, tr: Translator) -> str:
    """What the averages of a lay-away's verdict are, every starter counted then averaged, the
    crib added or taken away (HTML): « c'est quoi l'espérance? » at a deal or after its
    verdict."""
    unseen = len(DECK) - challenge.size
    what = tr.ngettext(
        "The expected value is the average: for each lay-away, your hand is counted with each "
        "of the {n} starter you cannot see, then those points are averaged. So is the crib: "
        "its points are added to your hand's when it is yours, taken away when it is the "
        "dealer's. The best lay-away is the one that scores the most points on average.",
        "The expected value is the average: for each lay-away, your hand is counted with each "
        "of the {n} starters you cannot see, then those points are averaged. So is the crib: "
        "its points are added to your hand's when it is yours, taken away when it is the "
        "dealer's. The best lay-away is the one that scores the most points on average.",
        unseen,
    ).format(n=tr.number(unseen))
    return esc(what)


def lay_away_how(
    n: int, tr: Translator, *, dealer: bool, cards: Sequence[Card] | None = None
) -> str:
    """What to keep when laying `n` cards away, whose the crib is (the `dealer`'s), how to
    answer (HTML): /ecart's « comment? », and « aide » at /play's lay-away. The example typed
    is `n` of the dealt `cards` (`example_discard`); without them, `EXAMPLE_CARDS`."""
    keep = (
        tr._(
            "Keep the cards that score together (fifteens, pairs, runs): the crib is yours, "
            "so what you lay away still counts for you."
        )
        if dealer
        else tr._(
            "Keep the cards that score together (fifteens, pairs, runs): the crib is the "
            "dealer's, so lay away cards that help it little."
        )
    )
    return esc(keep) + " " + tap_or_type_line(n, tr, cards)


def tap_or_type_line(n: int, tr: Translator, cards: Sequence[Card] | None = None) -> str:
    """How to lay `n` cards away (HTML): tap them then ✅, or type them, like an example of
    `n` of the dealt `cards` (`example_discard`); without them, `EXAMPLE_CARDS`. The deal
    (`challenge_text`), « comment? » (`lay_away_how`) and a word typed for a card
    (`ecart_typed.not_a_card_note`) end with it."""
    how = tr.ngettext(
        "Tap the card to lay away in the crib, then {mark}. Or type it, like {example}.",
        "Tap the {n} cards to lay away in the crib, then {mark}. Or type them, like {example}.",
        n,
    )
    picked = EXAMPLE_CARDS[:n] if cards is None else example_discard(cards, n)
    example = code(render.cards(picked, tr))
    return esc(how).format(n=tr.number(n), mark=CONFIRM_MARK, example=example)


def over_note(tr: Translator) -> str:
    """A press or cards for a lay-away already answered (or set aside)."""
    return tr._("This deal is over.")


def deal_over_note(tr: Translator) -> str:
    """Cards laid away from a deal already graded, typed again after its verdict (HTML)."""
    return esc(tr._("This deal is over: /discard deals another."))


def chosen_already_note(lay_away: int, tr: Translator) -> str:
    """A card tapped when the lay-away is already chosen: how to change it (a chosen card
    tapped again goes back to the hand)."""
    return tr.ngettext(
        "{n} card is already chosen: tap it again to put it back in your hand, "
        "then choose another.",
        "{n} cards are already chosen: tap one of them again to put it back in your hand, "
        "then choose another.",
        lay_away,
    ).format(n=tr.number(lay_away))
