"""The typed words rewritten before the lexer makes tokens of them: a count's text split into
words ("that's" as "that is", "5's" as "5s"), then what players say in another order or with
other words put as the lexer reads it (« suite de 4 double », « 12 de paires », "three in a
row") and the cards named after a fifteen dropped (« quinze 2 avec le 5 et le valet »).

`bot.drills.answer_lexer` makes its tokens of `words_said`.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Final

from bot.drills.answer_words import (
    DOUBLES,
    FOR_WORDS,
    FRENCH_RUN_NOUNS,
    GLUED_NUMBERS,
    NUMBER_WORDS,
    OF_WORDS,
    normalize,
    phrase_at,
    raw_tokens,
)
from bot.engine.show import FIFTEEN

FIFTEEN_WORDS: Final = frozenset({"fifteen", "quinze"})
"""« quinze », "fifteen": the number 15 said in words, which may be the keyword."""
FIFTEEN_SAID: Final = frozenset({"15", *FIFTEEN_WORDS})
"""A fifteen said in digits or in words."""
_CONTRACTIONS = re.compile(
    r"\b(that|it|here|there|what|pairs?|runs?|flush|straight|royal|kind|jack|nobs?|knobs?)"
    r"['\u2019]s\b"
)
""""that's", "the pair's 6", "a run's 5", "three of a kind's 6": « is », not the « s » of
"runs" ("pair's six" was a pair and a run of 6)."""
_RANKS_APOSTROPHED = re.compile(r"\b(\d+)['\u2019]s\b")
""""a pair of 5's", "two 10's": the ranks' plural (« 5s »), not a pair and a run."""


def words_said(text: str) -> list[str]:
    """The words of a typed count as the lexer reads them: contractions and the ranks'
    apostrophes undone, then a run's adjective put before its length, « N de paires » read as
    « N pour les paires », "in a row" as « de suite », and a fifteen's cards dropped."""
    said = _RANKS_APOSTROPHED.sub(r"\1s", _CONTRACTIONS.sub(r"\1 is", normalize(text)))
    words = list(raw_tokens(said))
    return _fifteens_cards_dropped(
        _in_a_row_said(_points_of_as_for(_adjective_after_length(words)))
    )


_CARD_VALUES: Final = {
    **{str(n): n for n in range(1, 11)},
    **{w[0]: n for w, n in NUMBER_WORDS.items() if len(w) == 1 and 2 <= n <= 10},
    **dict.fromkeys(("as", "ace"), 1),
    **dict.fromkeys(("valet", "dame", "roi", "jack", "queen", "king"), 10),
}
"""The value of a card named by its rank (« le 5 », « le cinq », « l'as », "the jack")."""
_BETWEEN_CARDS: Final = frozenset(
    {"le", "la", "l", "les", "the", "a", "un", "une", "et", "and", "pis", "plus", "avec", "with"}
    | {"autre", "other"}
)
"""Said before or between the cards of a fifteen (« avec le 5 et le valet », « avec l'autre
5 et le valet »)."""


def _fifteens_cards_dropped(raw: list[str]) -> list[str]:
    """The words without the cards named after a fifteen (« quinze 2 avec le 5 et le valet »,
    "fifteen 2 with the 5 and the jack", and after the fifteens counted on from it: « …, 4
    avec l'autre 5 et le valet »): two cards or more whose values make 15 are that fifteen's
    cards, not a total of 5 and a jack called. They are named (« avec », an article or a
    rank first) and no points of a name follow them (« quinze 2, 4, 6 et 5 pour la
    couleur »: fifteens counted on and a flush); « avec le valet » alone stays his nobs."""
    said = list(raw)
    i = 0
    while i + 2 < len(said):
        if said[i] in FIFTEEN_SAID and _is_number(said[i + 1]):
            at = i + 2
            while _cards_dropped(said, at) and at + 1 < len(said) and _is_number(said[at]):
                at += 1  # « …, 4 avec l'autre 5 et le valet »: the next fifteen's cards
        i += 1
    return said


def _is_number(word: str) -> bool:
    return word.isdigit() or (word,) in NUMBER_WORDS


def _cards_dropped(said: list[str], start: int) -> bool:
    """Whether cards making 15 named from `start` were dropped from `said` (in place)."""
    j = start
    cards: list[int] = []
    while j < len(said) and sum(cards) < FIFTEEN:
        if said[j] in _CARD_VALUES:
            cards.append(_CARD_VALUES[said[j]])
        elif said[j] not in _BETWEEN_CARDS:
            break
        j += 1
    named = start < len(said) and (said[start] in _BETWEEN_CARDS or not said[start].isdigit())
    points_of = j < len(said) and said[j] in (*FOR_WORDS, *OF_WORDS)  # « 5 pour la suite »
    if len(cards) < 2 or sum(cards) != FIFTEEN or not named or points_of:
        return False
    if _jack_counted_on(said[start - 1 : j]):
        return False
    del said[start:j]  # « …, 2 »: the total said after them stays
    return True


_JACKS: Final = frozenset({"valet", "jack"})


def _jack_counted_on(said: Sequence[str]) -> bool:
    """Whether a count so far, then a jack and a number one more are his nobs counted on
    (« quinze 4 et le valet 5 », "fifteen 4, the jack 5"), not a fifteen's cards (a jack and
    a 5 make 15): the number that ends them is the count so far with the jack's point."""
    named = [w for w in said[1:] if w not in _BETWEEN_CARDS]
    if len(named) != 2 or named[0] not in _JACKS or not said or said[-1] != named[1]:
        return False
    before, after = (_number_value(said[0]), _number_value(said[-1]))
    return before is not None and after is not None and after == before + 1


def _number_value(word: str) -> int | None:
    if word.isdigit():
        return int(word)
    return NUMBER_WORDS.get((word,))


_RUN_LENGTHS: Final = frozenset({"3", "4", "5", "trois", "quatre", "cinq"})
_RUN_LENGTHS_EN: Final = frozenset({"3", "4", "5", "three", "four", "five"})
_RUN_ADJECTIVES: Final = frozenset({*DOUBLES, "triple", "triples"})
_ENGLISH_RUN_NOUNS: Final = frozenset({"run", "runs"})
"""A run's English names: an adjective said after its length goes before them ("a double
run of four"), English putting no adjective after a noun."""


def _adjective_after_length(raw: list[str]) -> list[str]:
    """« une suite de 4 double » (the run's length, then « double »), said as « une suite
    double de 4 »: the same words in that order (« double » alone after « 4 » was asked back
    « Double quoi… ? »); "a run of four double", said as "a double run of four"."""
    said = list(raw)
    for i in range(len(said) - 3):
        noun, of, length, adjective = said[i : i + 4]
        if adjective not in _RUN_ADJECTIVES:
            continue
        if noun in FRENCH_RUN_NOUNS and of == "de" and length in _RUN_LENGTHS:
            said[i + 1 : i + 4] = [adjective, of, length]
        elif noun in _ENGLISH_RUN_NOUNS and of == "of" and length in _RUN_LENGTHS_EN:
            said[i : i + 4] = [adjective, noun, of, length]
    return said


_POINTS_OF: Final = frozenset({"paire", "paires", "quinze", "quinzes"})
"""The names said after « N de » for their points (« 12 de paires », « 8 de quinze »)."""
_SKIPPED_BEFORE_OF: Final = frozenset({"points", "point", "pts", "pt", "pointes"})


_POINTS_IN: Final = frozenset({"de", "en"})
"""« 8 de quinze », « 8 en quinze »: the points of the name after, as « pour » says them."""


def _points_of_as_for(raw: list[str]) -> list[str]:
    """« 12 de paires », « 8 (points) de quinze », « 8 en quinze », as club players give the
    points of a name: « de », « en » read as « pour » (« 12 pour les paires »), as « 4 de
    flush » reads (« en » alone hedges: « j'en ai 6 »)."""
    said = list(raw)
    for i in range(1, len(said) - 1):
        before = said[i - 1]
        if before in _SKIPPED_BEFORE_OF and i > 1:
            before = said[i - 2]  # « huit points de quinze »
        number = before.isdigit() or before in GLUED_NUMBERS or (before,) in NUMBER_WORDS
        if said[i] in _POINTS_IN and said[i + 1] in _POINTS_OF and number:
            said[i] = "pour"
    return said


_IN_A_ROW: Final = {
    ("in", "a", "row"): ["of", "run"],
    ("in", "a", "line"): ["of", "run"],
    ("en", "ligne"): ["de", "suite"],
}
"""A run said by its length "in a row", "in a line", « en ligne »: as « de suite » says it."""


def _in_a_row_said(raw: list[str]) -> list[str]:
    """ "three in a row", "three in a line", « trois en ligne », said as « trois de suite »
    is: "three of run", « trois de suite », a run of three (`bot.drills.answer_lexer`);
    "in", « ligne » were unknown words."""
    said = list(raw)
    i = 0
    while i < len(said):
        row = phrase_at(said, i, _IN_A_ROW)
        if row is not None:
            said[i : i + len(row)] = _IN_A_ROW[row]
        i += 1
    return said
