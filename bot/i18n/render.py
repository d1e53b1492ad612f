"""Text from engine data: cards, combination names, the called count.

Pure functions of engine values and a `Translator`. The output is plain text that is also safe
in Telegram HTML: it holds words, digits and suit symbols. Reading the cards a player types,
and the words for a refused text, are `bot.i18n.card_input`'s.

The called count follows GLOSSARY §3: the fifteens with the running total ("fifteen 2,
fifteen 4"), then every other combination as "<points> for <combination>", then the total
("… and 8 for a double run makes 16" / "… et 8 pour une double suite font 16"). Numbers are
digits formatted for the locale.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from datetime import time
from decimal import Decimal
from functools import lru_cache

from babel.dates import format_time

from bot.engine.cards import ACE, DECK, JACK, KING, QUEEN, SUIT_SYMBOLS, Card
from bot.engine.show import PAIR_FAMILY, RUN_FAMILY, Call, Combo, Kind, Score, called_count
from bot.i18n import Translator

NOON = 12

__all__ = [
    "breakdown_lines",
    "call_text",
    "called_count_text",
    "card",
    "cards",
    "combo_name",
    "kind_name",
    "play_call_text",
    "points",
]


# -- Cards -----------------------------------------------------------------------------------


def rank_text(rank: int, tr: Translator) -> str:
    """A rank as shown on a card: digits for pips and ten, letters for ace and faces."""
    if rank == ACE:
        return tr.pgettext("rank letter", "A")
    if rank == JACK:
        return tr.pgettext("rank letter", "J")
    if rank == QUEEN:
        return tr.pgettext("rank letter", "Q")
    if rank == KING:
        return tr.pgettext("rank letter", "K")
    return tr.number(rank)


def card(c: Card, tr: Translator) -> str:
    """A card as rank then suit symbol: "5♥", "10♠", "V♣" in French, "J♣" in English."""
    text = _card_texts(tr).get(c)
    return _card_text(c, tr) if text is None else text


def _card_text(c: Card, tr: Translator) -> str:
    return rank_text(c.rank, tr) + SUIT_SYMBOLS[c.suit]


@lru_cache(maxsize=8)
def _card_texts(tr: Translator) -> dict[Card, str]:
    """The 52 cards' texts in the translator's language, written once per translator (every
    deal, verdict and breakdown shows cards)."""
    return {c: _card_text(c, tr) for c in DECK}


def plural_count(x: float, digits: int, tr: Translator) -> int:
    """The n for `ngettext` of `x` shown with `digits` decimals, by the CLDR plural rules.

    French takes the singular below 2 (« 1,50 point »), English the plural (1.50 points).
    """
    shown = Decimal(f"{abs(x):.{digits}f}")
    return 1 if tr.locale.plural_form(shown) == "one" else 2


def switch(on: bool, tr: Translator) -> str:
    """The word typed after a command to turn something on or off (« oui » / « non » in
    French, "on" / "off" in English): every command that takes one understands both."""
    return tr.pgettext("switch", "on") if on else tr.pgettext("switch", "off")


def clock(at: str | time, tr: Translator) -> str:
    """A time of day (a `time`, or "19:30" as reminders and settings store it) as written in
    the language: English by Babel for the translator's locale, "7:30\u202fPM", "7:05\u202fAM"
    (a narrow no-break space before the day period, as CLDR writes it); French as the OQLF
    writes it, « 19 h 30 », « 7 h 05 », « 19 h » (no leading zero on the hour, no minutes on
    the hour), which Babel's French patterns lack. Midnight and noon are said by name, as
    CLDR names them: « minuit », « midi », "midnight", "noon" (« 0 h » and "12:00\u202fAM"
    made a player stop and count). Text that is not a time is returned as it is."""
    if isinstance(at, str):
        try:
            moment = time.fromisoformat(at)
        except ValueError:
            return at
    else:
        moment = at
    if moment.minute == 0 and moment.hour in (0, NOON):
        period = "midnight" if moment.hour == 0 else "noon"
        return str(tr.locale.day_periods["format"]["wide"][period])
    if tr.lang != "fr":
        return str(format_time(moment, "short", locale=tr.locale))
    hours = str(moment.hour)
    if moment.minute == 0:
        return tr._("{hours} o'clock").format(hours=hours)
    return tr._("{hours}:{minutes}").format(hours=hours, minutes=f"{moment.minute:02d}")


def cards(cs: Iterable[Card], tr: Translator) -> str:
    """Cards separated by spaces."""
    return " ".join(card(c, tr) for c in cs)


def points(n: int, tr: Translator) -> str:
    """ "1 point", "2 points"; French "0 point" (French singular covers 0 and 1)."""
    return _points(n, tr)


@lru_cache(maxsize=1024)
def _points(n: int, tr: Translator) -> str:
    return tr.ngettext("{n} point", "{n} points", n).format(n=tr.number(n))


# -- Combination names -----------------------------------------------------------------------


def count_word(n: int, tr: Translator) -> str:
    """A number as players say it in a combination's name (`two` runs of `three`): two to
    five in words, any other in figures."""
    if n == 2:
        return tr.pgettext("count", "two")
    if n == 3:
        return tr.pgettext("count", "three")
    if n == 4:
        return tr.pgettext("count", "four")
    if n == 5:
        return tr.pgettext("count", "five")
    return tr.number(n)


def kind_name(kind: Kind, tr: Translator, n: int = 1) -> str:
    """The name of a combination kind, plural when `n` > 1 (French: 0 and 1 singular)."""
    return _kind_name(kind, tr, n)


@lru_cache(maxsize=1024)
def _kind_name(kind: Kind, tr: Translator, n: int) -> str:
    if kind is Kind.FIFTEEN:
        return tr.npgettext("combination", "fifteen", "fifteens", n)
    if kind is Kind.PAIR:
        return tr.npgettext("combination", "pair", "pairs", n)
    if kind is Kind.PAIR_ROYAL:
        return tr.npgettext("combination", "pair royal", "pairs royal", n)
    if kind is Kind.DOUBLE_PAIR_ROYAL:
        return tr.npgettext("combination", "double pair royal", "double pairs royal", n)
    if kind is Kind.RUN:
        return tr.npgettext("combination", "run", "runs", n)
    if kind is Kind.DOUBLE_RUN:
        return tr.npgettext("combination", "double run", "double runs", n)
    if kind is Kind.TRIPLE_RUN:
        return tr.npgettext("combination", "triple run", "triple runs", n)
    if kind is Kind.DOUBLE_DOUBLE_RUN:
        return tr.npgettext("combination", "double double run", "double double runs", n)
    if kind is Kind.FLUSH:
        return tr.npgettext("combination", "flush", "flushes", n)
    if kind is Kind.NOBS:
        return tr.npgettext("combination", "his nobs", "his nobs", n)
    if kind is Kind.HEELS:
        return tr.npgettext("combination", "his heels", "his heels", n)
    if kind is Kind.THIRTY_ONE:
        return tr.npgettext("combination", "thirty-one", "thirty-ones", n)
    if kind is Kind.GO:
        return tr.npgettext("combination", "go", "gos", n)
    if kind is Kind.LAST_CARD:
        return tr.npgettext("combination", "last card", "last cards", n)
    raise ValueError(f"unknown combination kind {kind!r}")


def combo_name(combo: Combo, tr: Translator) -> str:
    """A combination's name, with the length for runs and double runs ("run of 4")."""
    runs = {Kind.RUN: tr._("run of {length}"), Kind.DOUBLE_RUN: tr._("double run of {length}")}
    return _with_length(combo, tr, runs, kind_name)


def combo_object(combo: Combo, tr: Translator) -> str:
    """A combination named inside a sentence, with its article (« J'avais oublié une paire »,
    "I had left out a run of 4")."""
    runs = {
        Kind.RUN: tr._("a run of {length}"),
        Kind.DOUBLE_RUN: tr._("a double run of {length}"),
    }
    return _with_length(combo, tr, runs, _kind_object)


def _with_length(
    combo: Combo,
    tr: Translator,
    runs: dict[Kind, str],
    other: Callable[[Kind, Translator], str],
) -> str:
    """`runs`' text for the combination's kind with its length filled in, else `other`'s."""
    if combo.kind in runs:
        return runs[combo.kind].format(length=tr.number(combo.length))
    return other(combo.kind, tr)


def _kind_object(kind: Kind, tr: Translator) -> str:
    if kind is Kind.FIFTEEN:
        return tr.pgettext("combination", "a fifteen")
    if kind is Kind.PAIR:
        return tr.pgettext("combination", "a pair")
    if kind is Kind.PAIR_ROYAL:
        return tr.pgettext("combination", "a pair royal")
    if kind is Kind.DOUBLE_PAIR_ROYAL:
        return tr.pgettext("combination", "a double pair royal")
    if kind is Kind.TRIPLE_RUN:
        return tr.pgettext("combination", "a triple run")
    if kind is Kind.DOUBLE_DOUBLE_RUN:
        return tr.pgettext("combination", "a double double run")
    if kind is Kind.FLUSH:
        return tr.pgettext("combination", "a flush")
    if kind is Kind.NOBS:
        return tr.pgettext("combination", "the point for his nobs")
    if kind is Kind.HEELS:
        return tr.pgettext("combination", "the two for his heels")
    if kind is Kind.THIRTY_ONE:
        return tr.pgettext("combination", "the two for thirty-one")
    if kind is Kind.GO:
        return tr.pgettext("combination", "the point for the go")
    if kind is Kind.LAST_CARD:
        return tr.pgettext("combination", "the point for the last card")
    return kind_name(kind, tr)


def parts_summary(combo: Combo, tr: Translator) -> str:
    """The runs and pairs inside a run with duplicates: "2 runs of 3 + 1 pair"."""
    counts: Counter[tuple[Kind, int]] = Counter((p.kind, p.length) for p in combo.parts)
    texts: list[str] = []
    for (kind, length), n in sorted(counts.items(), key=lambda item: _PART_ORDER[item[0][0]]):
        count = tr.number(n)
        if kind is Kind.RUN:
            text = tr.ngettext("{n} run of {length}", "{n} runs of {length}", n)
            texts.append(text.format(n=count, length=tr.number(length)))
        else:
            texts.append(f"{count} {kind_name(kind, tr, n)}")
    return " + ".join(texts)


_PART_ORDER: dict[Kind, int] = {Kind.RUN: 0, Kind.PAIR: 1, Kind.PAIR_ROYAL: 2}


def breakdown_lines(score: Score, tr: Translator) -> list[str]:
    """One line per combination: name, cards, points (and the parts of runs with duplicates)."""
    lines: list[str] = []
    for combo in score.combos:
        worth = points(combo.points, tr)
        if combo.parts:
            worth = tr._("{points} = {parts}").format(points=worth, parts=parts_summary(combo, tr))
        lines.append(
            tr._("{name}: {cards} ({points})").format(
                name=combo_name(combo, tr), cards=cards(combo.cards, tr), points=worth
            )
        )
    return lines


# -- Calls -----------------------------------------------------------------------------------


@lru_cache(maxsize=1024)
def _call(kind: Kind, combo_points: int, total: int, tr: Translator) -> str:
    """One call as players say it: "fifteen 6" (running total), "a pair", "a double run for 8".

    Combinations whose name says their points (pairs, runs, nobs, heels, go) are called without
    a number, so "une paire 2" can't be heard as "a pair of twos"; the others say their points.
    A pure function of few values: the texts already written are kept.
    """
    calls = {
        Kind.FIFTEEN: tr._("fifteen {total}"),
        Kind.THIRTY_ONE: tr._("thirty-one for {points}"),
        Kind.PAIR: tr._("a pair"),
        Kind.PAIR_ROYAL: tr._("a pair royal"),
        Kind.DOUBLE_PAIR_ROYAL: tr._("a double pair royal"),
        Kind.RUN: tr._("a run of {length}"),
        Kind.DOUBLE_RUN: tr._("a double run for {points}"),
        Kind.TRIPLE_RUN: tr._("a triple run for {points}"),
        Kind.DOUBLE_DOUBLE_RUN: tr._("a double double run for {points}"),
        Kind.FLUSH: tr._("a flush for {points}"),
        Kind.NOBS: tr._("one for his nobs"),
        Kind.HEELS: tr._("two for his heels"),
        Kind.GO: tr._("one for the go"),
        Kind.LAST_CARD: tr._("one for last"),
    }
    n = tr.number(combo_points)
    return calls[kind].format(total=tr.number(total), points=n, length=n)


def _join_calls(
    calls: Sequence[tuple[Kind, int, int]], tr: Translator, *, run_total: bool = False
) -> str:
    """Fifteens joined by commas; other calls end with "… makes <total>"; two pairs side by
    side are "two pairs" ("two pairs make 4", "… and two pairs make 8": the verb agrees with
    the part it follows).

    A call alone needs no total when it says its points ("a run of 4"); a pair does ("a pair
    makes 2"); in the play (`run_total`) a run alone does too (« une suite de 3, ça fait 3 »,
    as « une paire, ça fait 2 »: its length said, its points too).
    """
    items: list[str] = []
    plural = False  # the last part said is "two pairs": "… and two pairs make 8"
    for index, (kind, pts, total) in enumerate(calls):
        if kind is Kind.PAIR and index and calls[index - 1][0] is Kind.PAIR:
            items[-1] = tr._("two pairs")  # as players say it, not "a pair and a pair"
            plural = True
            continue
        items.append(_call(kind, pts, total, tr))
        plural = False
    last_kind = calls[-1][0]
    said_alone = last_kind in PAIR_FAMILY or (run_total and last_kind in RUN_FAMILY)
    if last_kind is Kind.FIFTEEN or (len(items) == 1 and not said_alone):
        return ", ".join(items)
    said = tr.number(calls[-1][2])
    joined = items[0]
    if len(items) > 1:
        joined = tr._("{calls} and {last}").format(calls=", ".join(items[:-1]), last=items[-1])
    if plural:  # "two pairs make 4", "fifteen 2 and two pairs make 6": the verb agrees
        return tr._("{calls} make {total}").format(calls=joined, total=said)
    return tr._("{calls} makes {total}").format(calls=joined, total=said)


def join_calls(calls: Sequence[tuple[Kind, int, int]], tr: Translator) -> str:
    """Calls given as (kind, points, running total), joined as players say them."""
    return _join_calls(calls, tr)


def combo_call(combo_kind: Kind, combo_points: int, tr: Translator) -> str:
    """One combination called alone as the bot calls it, its points said where its name
    does not say them: "a double run for 8", "a pair royal (6 points)", "a run of 4"."""
    text = _call(combo_kind, combo_points, combo_points, tr)
    if combo_kind in PAIR_FAMILY:
        text = tr._("{call} ({points})").format(call=text, points=points(combo_points, tr))
    return text


def call_text(call: Call, tr: Translator) -> str:
    """One call of `called_count`, alone: "fifteen 6", "a double run for 8", "one for his nobs"."""
    return _call(call.kind, call.points, call.total, tr)


def called_count_text(score: Score, tr: Translator) -> str:
    """The show called aloud: "fifteen 2, fifteen 4 and a pair makes 6"; 0 is "nineteen!"."""
    calls = [(c.kind, c.points, c.total) for c in called_count(score)]
    if not calls:
        return tr._("nineteen! (no points)")
    return _join_calls(calls, tr)


_PLAY_ORDER: dict[Kind, int] = {
    Kind.FIFTEEN: 0,
    Kind.THIRTY_ONE: 0,
    **dict.fromkeys(PAIR_FAMILY, 1),
    **dict.fromkeys(RUN_FAMILY, 2),
    Kind.GO: 3,
    Kind.LAST_CARD: 4,
}


def play_call_text(score: Score, tr: Translator) -> str:
    """What a player says for a card in the play ("fifteen 2", "thirty-one for 2",
    "a pair", "fifteen 2 and a pair royal makes 8"); empty when it scores nothing.
    """
    combos = sorted(score.combos, key=lambda c: _PLAY_ORDER.get(c.kind, len(_PLAY_ORDER)))
    calls: list[tuple[Kind, int, int]] = []
    total = 0
    for combo in combos:
        total += combo.points
        calls.append((combo.kind, combo.points, total))
    return _join_calls(calls, tr, run_total=True) if calls else ""
