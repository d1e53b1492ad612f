"""What the bot says to a count it cannot read (a drill's answer, or the call after « = » at
/score): an unknown word and its suggestion, cards typed where points were asked, « quinze »
alone, « je sais pas », his nibs, a « double » without its kind, numbers without their
combinations. The parts that looked off, the laws and the referee's lines are
`bot.views.calls`."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from bot.drills.answer_asides import asks_how
from bot.drills.answer_langs import ACCENTED, speaks
from bot.drills.answers import MAX_COUNT, NINETEEN, AnswerError, AnswerErrorReason, names_nibs
from bot.drills.ecart_talk import asks_why
from bot.engine.card_parsing import CardError, CardErrorReason, parse_cards
from bot.engine.cards import LANGUAGES, Card
from bot.engine.show import Kind
from bot.i18n import Translator, render
from bot.views.calls import POINT_VALUES


def referee_help(tr: Translator) -> str:
    """The /help line of the referee form (with an {example} placeholder)."""
    return tr._("{example}: is that call right? Muggins, over-count or exact")


_EXAMPLE_CALLS: Final = ((Kind.FIFTEEN, 2, 2), (Kind.FIFTEEN, 2, 4), (Kind.PAIR, 2, 6))


def example_call(tr: Translator) -> str:
    """A count called the way players say it, and as the bot calls its counts: « quinze 2,
    quinze 4 et une paire, ça fait 6 », "fifteen 2, fifteen 4 and a pair makes 6"."""
    return render.join_calls(_EXAMPLE_CALLS, tr)


def suggestion(error: AnswerError, tr: Translator) -> str | None:
    """The nearest known word to an unknown one, if it is a word of the player's language."""
    if error.suggestion and speaks(error.suggestion, tr.lang):
        return ACCENTED.get(error.suggestion, error.suggestion)
    return None


_SUIT_SYMBOLS = frozenset("♠♥♦♣♤♡♢♧")
_CARD_CODE = re.compile(r"^(?:10|[2-9])[PCKTSHD]$", re.IGNORECASE)
"""A card typed as its code with a number (« 5C », "10H"): a letter alone is too often a word."""


_NOT_READ: Final = frozenset(
    {AnswerErrorReason.UNKNOWN_WORD, AnswerErrorReason.UNEXPECTED, AnswerErrorReason.NOT_A_NUMBER}
)
"""The refusals a call of cards gets: a word unknown (« VP »), one out of place (« V et V »,
the short call of his nobs twice), no word read at all (« J J », "J and J": "j" is the "J" of
« j'ai »)."""


def typed_cards(error: AnswerError, dealt: Sequence[Card] = ()) -> bool:
    """Whether the word a count could not read is (part of) a card, « 5♥ » or « 5C », or the
    whole answer is cards (« VP 5C », « 5 de cœur », « as de pique et roi de cœur »; with the
    cards `dealt`, a rank alone stands for the one of it dealt, « R et VC »): cards typed where
    the points are asked. One code of letters alone (« VP », "AS") is not taken for a card: it
    may be a word."""
    if error.reason not in _NOT_READ:
        return False
    return _a_card(error.token) or _only_cards(error.text, dealt)


def cards_typed(text: str) -> bool:
    """Whether a text where numbers are asked (a round's two points) holds a card (« 5♥ »,
    « 5C ») or is cards and nothing else (« VP 5C », « valet de pique »), as `typed_cards`."""
    return any(_a_card(word.strip(".,;:!?")) for word in text.split()) or _only_cards(text)


def _a_card(token: str) -> bool:
    """Whether a word is a card with a suit symbol or a code with a number (« 5C », "10H")."""
    token = token.replace("\ufe0f", "")
    return any(c in _SUIT_SYMBOLS for c in token) or _CARD_CODE.match(token) is not None


_PIC: Final = re.compile(r"\b(pic)(s?)\b", re.IGNORECASE)


def spades_said(text: str) -> str:
    """« pic » (« as de pic », as many in Québec say « pique ») written « pique », for the
    readers of cards in words."""
    return _PIC.sub(r"pique\2", text)


def _only_cards(text: str, among: Sequence[Card] = ()) -> bool:
    """Whether `text` is cards and nothing else, in either notation: two or more, or one in
    words (« as de pique », « as de pic »), not one code of letters alone; a rank alone is the
    one card of it `among` the cards dealt (« R et VC »)."""
    text = spades_said(text)
    for lang in LANGUAGES:
        cards = _cards_typed_twice_or_not(text, lang, among)
        if cards is None:
            continue
        if len(cards) >= 2 or len(text.split()) >= 2:
            return True
    return False


def _cards_typed_twice_or_not(text: str, lang: str, among: Sequence[Card]) -> list[Card] | None:
    """The cards of `text` in `lang`, a card of those dealt (`among`) typed twice left out
    once (« V et VP » with one jack dealt, « VP VP »: the player's cards all the same, not
    « le mot « VP » »); None when it is not cards."""
    for _ in range(len(text.split())):
        try:
            return parse_cards(text, lang=lang, among=among)
        except CardError as error:
            if not among or error.reason not in _TWICE or not error.token:
                return None
            try:
                parse_cards(error.token, lang=lang, among=among)  # a card dealt, or its rank
            except CardError:
                return None
            word = re.compile(rf"(?<!\S){re.escape(error.token)}(?![^\s.,;:!?])")
            left = word.sub("", text, count=1)
            if left == text or not left.strip():
                return None
            text = left
    return None


_TWICE: Final = frozenset({CardErrorReason.DUPLICATE, CardErrorReason.RANK_NOT_HELD})
"""How cards read with those dealt fail when one of them is typed twice: named twice (« VP
VP »), or named whole and by its rank alone (« V et VP »: the rank's one card is taken)."""


def typed_cards_text(tr: Translator) -> str:
    """The reply to cards typed as a count: the points are wanted."""
    return tr._(
        "Those are cards: send the points they make, a number like {number}, or call the "
        "count like {example}."
    ).format(number=tr.number(12), example=example_call(tr))


def unknown_word_text(error: AnswerError, tr: Translator) -> str:
    """The unknown word quoted, and the nearest known word of the player's language when
    there is one."""
    nearest = suggestion(error, tr)
    if nearest:
        return tr._("“{word}”: did you mean “{suggestion}”?").format(
            word=error.token, suggestion=nearest
        )
    return tr._("I don't know the word “{word}”. Count with {example}.").format(
        word=error.token, example=example_call(tr)
    )


def lone_fifteen_text(tr: Translator) -> str:
    """The reply to « quinze » / "fifteen" alone: the total 15, or one fifteen (2)? Nothing
    is graded until the player says which."""
    return tr._(
        "“Fifteen” alone: is that 15 points, or one fifteen (2 points)? "
        "Send {total}, or call it like {call}."
    ).format(total=tr.number(15), call=tr._("fifteen 2"))


def dont_know_text(tr: Translator, muggins: bool | None = None) -> str:
    """The reply to « je ne sais pas » on a count: count what you see, the rest is shown.
    Where the count is settled the muggins way (`muggins` True or False: a drill), it says
    what the points left out cost; « send 0 » would hand the bot every point."""
    if muggins is None:
        return tr._(
            "No problem! Count what you can see, even a single fifteen, or send 0: "
            "I will show you the whole count. /cancel moves on to something else."
        )
    if muggins:
        return tr._(
            "No problem! Count what you can see, even a single fifteen, and send that total: "
            "I show you the whole count after, and I take the points you leave out (muggins). "
            "/cancel moves on to something else."
        )
    return tr._(
        "No problem! Count what you can see, even a single fifteen, and send that total: "
        "I show you the whole count after; the points you leave out are lost. "
        "/cancel moves on to something else."
    )


def why_before_count_text(tr: Translator) -> str:
    """« pourquoi? » typed before any count (it was « Je ne connais pas le mot « pourquoi » »):
    the whole count is explained once the player has sent theirs."""
    return tr._(
        "I explain the whole count, combination by combination, once you have sent yours. "
        "Count what you can see, even a single fifteen, and send that total."
    )


def nibs_text(tr: Translator) -> str:
    """« his nibs » said in a count: it is his heels (GLOSSARY §10), the dealer's 2 at the cut,
    not his nobs, the 1 point a count may call; said so, never counted as either."""
    return tr._(
        "“His nibs” is his heels: the 2 points the dealer pegs at the cut when the starter is "
        "a jack, not part of a count. The jack of the starter's suit in the hand is his nobs, "
        "1 point: call it “{nobs}”. Send your count again without his nibs."
    ).format(nobs=render.join_calls(((Kind.NOBS, 1, 1),), tr))


def how_to_count_text(tr: Translator, *, where: str | None = None) -> str:
    """The reply to « comment on compte? » / "how do I count?" at a count: what each thing
    scores, then what to send (the question stays open), or at `/score CARDS = CALL` (no
    question open) to write the count `where` it goes: after « = », or after --claim."""
    if where is not None:
        return tr._(
            "How to count: 2 for each fifteen (fifteen 2, fifteen 4…), 2 for each pair, 1 per "
            "card of a run, 4 for four cards of one suit in a hand (5 with the starter; a crib "
            "scores only the 5), 1 for the jack of the starter's suit. Write the total {where}, "
            "or call it like {example}."
        ).format(where=where, example=example_call(tr))
    return tr._(
        "How to count: 2 for each fifteen (fifteen 2, fifteen 4…), 2 for each pair, 1 per card "
        "of a run, 4 for four cards of one suit in a hand (5 with the starter; a crib scores "
        "only the 5), 1 for the jack of the starter's suit. Send the total, or call it like "
        "{example}."
    ).format(example=example_call(tr))


ASKING: Final = frozenset({AnswerErrorReason.UNKNOWN_WORD, AnswerErrorReason.NOT_A_NUMBER})
"""The reasons a request for help (`asks_how`) is not read with: a word (« comment »), or no
word at all (« ? »)."""


def offered_counts(values: Sequence[int], tr: Translator) -> tuple[str, str]:
    """The counts offered as a choice, for « {first} ou {second}? »: the last one apart and
    those before it listed (« 12 », « 14 »; « 12, 14 », « 16 » for « 12 ou 14 ou 16 »)."""
    return ", ".join(tr.number(value) for value in values[:-1]), tr.number(values[-1])


def error_text(
    error: AnswerError,
    tr: Translator,
    *,
    muggins: bool | None = None,
    dealt: Sequence[Card] = (),
) -> str:
    """Why a call could not be read, in one line (nothing was graded); `muggins` as
    `dont_know_text` takes it; with the cards `dealt`, a rank alone is one of them (« R et
    VC », "J and Jh": cards, as /main reads them)."""
    reason = error.reason
    if typed_cards(error, dealt):
        return typed_cards_text(tr)
    if reason is AnswerErrorReason.DONT_KNOW:
        return dont_know_text(tr, muggins)
    if reason in ASKING and asks_how(error.text):
        return how_to_count_text(tr)
    if reason in ASKING and asks_why(error.text):
        return why_before_count_text(tr)
    if reason is AnswerErrorReason.UNKNOWN_WORD and suggestion(error, tr):
        # « vouliez-vous dire « trois »? » alone was a question: « oui » was not a count
        again = tr._("Send your count again, corrected.")
        return unknown_word_text(error, tr) + " " + again
    if reason is AnswerErrorReason.UNKNOWN_WORD:
        return unknown_word_text(error, tr)
    if reason is AnswerErrorReason.TOO_LARGE:
        return tr._("A hand or a crib makes {max} points at most.").format(max=tr.number(MAX_COUNT))
    if reason is AnswerErrorReason.NEGATIVE:
        return tr._("A count is never negative.")
    if names_nibs(error):
        return nibs_text(tr)
    if reason is AnswerErrorReason.HEELS:
        return tr._("His heels is the dealer's 2 at the cut, not part of a count: leave it out.")
    if reason is AnswerErrorReason.LONE_FIFTEEN:
        return lone_fifteen_text(tr)
    if reason is AnswerErrorReason.TWO_COUNTS and len(error.values) >= 2:
        first, second = offered_counts(error.values, tr)
        return tr._("{first} or {second}? Send one count, the one you call.").format(
            first=first, second=second
        )
    if reason is AnswerErrorReason.NOT_WHOLE:
        return tr._("A count is a whole number: send the points you call, like {number}.").format(
            number=tr.number(12)
        )
    if reason is AnswerErrorReason.FIFTEEN_OR_TOTAL and len(error.values) == 2:
        more, total = error.values
        return tr._(
            "“{total}” after a fifteen: another fifteen (that makes {more}) or a total of "
            "{total}? Send your whole count again, like {example}."
        ).format(total=tr.number(total), more=tr.number(more), example=example_call(tr))
    if reason is AnswerErrorReason.NUMBERS_ONLY and error.values:
        return numbers_only_text(error.values, tr)
    if reason is AnswerErrorReason.FIFTEENS_NO_TOTAL and error.values:
        return fifteens_no_total_text(error.values[0], tr)
    if reason is AnswerErrorReason.MUGGINS:
        return tr._(
            "Muggins is called on the other player's count, to take the points they missed. "
            "Here, count your own: send a number, or call it like {example}."
        ).format(example=example_call(tr))
    if reason is AnswerErrorReason.MISSING_POINTS and error.kind is not None:
        # « suite 3 », as /main says it (`show.answer_error`), not « un flush de 4 »
        name = render.kind_name(error.kind, tr)
        worth = POINT_VALUES.get(error.kind, (2,))[0]
        return tr._(
            "How many points? Put a number after “{combination}”, for example “{example}”."
        ).format(combination=name, example=f"{name} {tr.number(worth)}")
    if double_alone(error):
        return which_double_text(tr)
    if reason is AnswerErrorReason.UNEXPECTED and error.token:
        return tr._("I can't place “{token}” in a count. Call it like {example}.").format(
            token=error.token, example=example_call(tr)
        )
    return tr._("Give a number from 0 to {max}, or call it like {example}.").format(
        max=tr.number(MAX_COUNT), example=example_call(tr)
    )


_DOUBLES: Final = frozenset({"double", "doubles"})


def double_alone(error: AnswerError) -> bool:
    """Whether a count could not be read for « double » said alone (« 15-2 15-4 double 12 »):
    a double run, a double pair royal, two pairs? The player is asked which."""
    return error.reason is AnswerErrorReason.UNEXPECTED and error.token.lower() in _DOUBLES


def which_double_text(tr: Translator) -> str:
    """« double » said alone: which double is meant, in plain words, and how to say it."""
    return tr._(
        "Double what: a double run (8 or 10 points), a double pair royal (12 points) or "
        "two pairs (4 points)? Send your whole count again and say it in full, like {example}."
    ).format(example=tr._("15-2 15-4 double run 12"))


def numbers_only_text(numbers: Sequence[int], tr: Translator) -> str:
    """Numbers said one after another, no combination named (« 12 pis 2 »): which is the
    count? « 19 » first is the players' zero hand, said as such (« 19 pis 2 »: 2, or 0?)."""
    if len(numbers) == 2 and numbers[0] == NINETEEN:
        after = numbers[1]
        return tr._(
            "“19” is the players' way of saying a hand of no points: I can't tell what the "
            "{after} after it adds. Send one number, your count: {after}, or 0 if there are no "
            "points."
        ).format(after=tr.number(after))
    said = ", ".join(tr.number(n) for n in numbers)
    total = sum(numbers)
    if total > MAX_COUNT:
        return tr._("{numbers}: which one is your count? Send one number, your total.").format(
            numbers=said
        )
    return tr._(
        "{numbers}: which one is your count? Send one number, your total ({total} if you add "
        "them up)."
    ).format(numbers=said, total=tr.number(total))


def fifteens_no_total_text(fifteens: int, tr: Translator) -> str:
    """The fifteens called and no total, at a table that pegs at once: is that all?"""
    return tr._(
        "That makes {points} for the fifteens. Send your whole count as one number: "
        "{points} if that is all."
    ).format(points=tr.number(fifteens))
