"""Reading pegging answers in both languages: plain numbers, calls, rounds, refusals."""

from __future__ import annotations

import pytest

from bot.drills.answers import AnswerError, AnswerErrorReason
from bot.drills.peg_calls import PegCategory, parse_peg_call, reads_as_peg_call
from bot.drills.peg_round_answer import (
    RoundAnswerError,
    RoundErrorReason,
    parse_round_answer,
    reads_as_round,
)
from bot.engine.show import Kind

F, T, P, PR, DPR, R, G, L = (
    Kind.FIFTEEN,
    Kind.THIRTY_ONE,
    Kind.PAIR,
    Kind.PAIR_ROYAL,
    Kind.DOUBLE_PAIR_ROYAL,
    Kind.RUN,
    Kind.GO,
    Kind.LAST_CARD,
)

# (text, total, calls or None for a plain number)
CALLS = [
    ("2", 2, None),
    ("0", 0, None),
    ("deux", 2, None),
    ("two", 2, None),
    ("= 3", 3, None),
    ("rien", 0, None),
    ("nothing", 0, None),
    ("quinze", 2, [(F, 2)]),
    ("Fifteen!", 2, [(F, 2)]),
    ("31", 2, [(T, 2)]),
    ("trente et un", 2, [(T, 2)]),
    ("13", 13, None),
    ("quinze 2", 2, [(F, 2)]),
    ("Quinze-deux", 2, [(F, 2)]),
    ("quinze pour deux", 2, [(F, 2)]),
    ("15-2", 2, [(F, 2)]),
    ("fifteen two", 2, [(F, 2)]),
    ("fifteen for two", 2, [(F, 2)]),
    ("31 pour 2", 2, [(T, 2)]),
    ("trente et un pour deux", 2, [(T, 2)]),
    ("thirty-one for two", 2, [(T, 2)]),
    ("31 for 2", 2, [(T, 2)]),
    ("paire 2", 2, [(P, 2)]),
    ("paire", 2, [(P, 2)]),
    ("pair, two", 2, [(P, 2)]),
    ("paire royale 6", 6, [(PR, 6)]),
    ("paire royale", 6, [(PR, 6)]),
    ("pair royal", 6, [(PR, 6)]),
    ("brelan, six", 6, [(PR, 6)]),
    ("triple 6", 6, [(PR, 6)]),
    ("three of a kind", 6, [(PR, 6)]),
    ("carré, douze", 12, [(DPR, 12)]),
    ("double pair royal", 12, [(DPR, 12)]),
    ("double paire royale 12", 12, [(DPR, 12)]),
    ("suite de 4", 4, [(R, 4)]),
    ("suite de quatre", 4, [(R, 4)]),
    ("suite de trois, trois", 3, [(R, 3)]),
    ("séquence de 5", 5, [(R, 5)]),
    ("run of four", 4, [(R, 4)]),
    ("run of three, three", 3, [(R, 3)]),
    ("run 3", 3, [(R, 3)]),
    ("go 1", 1, [(G, 1)]),
    ("go", 1, [(G, 1)]),
    ("passe", 1, [(G, 1)]),
    ("un pour le go", 1, [(G, 1)]),
    ("one for go", 1, [(G, 1)]),
    ("dernière carte 1", 1, [(L, 1)]),
    ("un pour la dernière", 1, [(L, 1)]),
    ("one for last", 1, [(L, 1)]),
    ("last card", 1, [(L, 1)]),
    ("quinze 2 et une paire 4", 4, [(F, 2), (P, 2)]),
    ("15 2 paire 2", 4, [(F, 2), (P, 2)]),
    ("fifteen two and a pair is four", 4, [(F, 2), (P, 2)]),
    ("fifteen 2 and a pair royal makes 8", 8, [(F, 2), (PR, 6)]),
    ("quinze 2, suite de 3, 5", 5, [(F, 2), (R, 3)]),
    ("fifteen for two, a run of three for three makes five", 5, [(F, 2), (R, 3)]),
    ("paire 2 et un pour le go", 3, [(P, 2), (G, 1)]),
    ("a pair and one for last", 3, [(P, 2), (L, 1)]),
    ("31 pour 2, paire royale 8", 8, [(T, 2), (PR, 6)]),
    # Played: « Je ne connais pas le mot « j » », where a count reads them.
    ("j'ai 2", 2, None),
    ("j'en ai 2", 2, None),
    ("I've got two", 2, None),
    ("I have 2 points", 2, None),
    # Played: « pour 2 » got « Envoyez un nombre… », « euh 2 », « 2 je pense », « je dirais 2 »
    # « Je ne connais pas le mot… », where a hand's count reads them.
    ("pour 2", 2, None),
    ("for 2", 2, None),
    ("soit 2", 2, None),
    ("euh 2", 2, None),
    ("um, 2", 2, None),
    ("2 je pense", 2, None),
    ("je dirais 2", 2, None),
    ("I'd say 2", 2, None),
    ("3 I think", 3, None),
    ("maybe 2", 2, None),
    ("ben 2", 2, None),
    ("quinze pour 2", 2, [(F, 2)]),
]


@pytest.mark.parametrize(("text", "total", "calls"), CALLS, ids=[c[0] for c in CALLS])
def test_calls(text: str, total: int, calls: list[tuple[Kind, int]] | None) -> None:
    answer = parse_peg_call(text)
    assert answer.total == total
    if calls is None:
        assert not answer.called
    else:
        assert [(c.kind, c.points) for c in answer.calls or ()] == calls
    assert reads_as_peg_call(text)


def test_claims_per_category() -> None:
    claims = parse_peg_call("quinze 2, paire royale 8, un pour le go").claims()
    assert claims[PegCategory.FIFTEEN] == 2
    assert claims[PegCategory.PAIRS] == 6
    assert claims[PegCategory.GO] == 1
    assert claims[PegCategory.RUNS] == 0


REFUSED = [
    ("", AnswerErrorReason.EMPTY),
    ("   ", AnswerErrorReason.EMPTY),
    ("bonjour", AnswerErrorReason.UNKNOWN_WORD),
    ("hello there", AnswerErrorReason.UNKNOWN_WORD),
    ("paire 3", AnswerErrorReason.BAD_POINTS),
    ("go 2", AnswerErrorReason.BAD_POINTS),
    ("suite de 9", AnswerErrorReason.BAD_POINTS),
    ("suite", AnswerErrorReason.MISSING_POINTS),
    ("quinze 2 paire 4, 5", AnswerErrorReason.TOTAL_MISMATCH),
    ("40", AnswerErrorReason.TOO_LARGE),
    ("20", AnswerErrorReason.TOO_LARGE),
    ("-2", AnswerErrorReason.NEGATIVE),
    ("pour", AnswerErrorReason.NOT_A_NUMBER),
    ("je dirais quinze 2", AnswerErrorReason.UNKNOWN_WORD),  # a hedge around one number only
    ("x" * 400, AnswerErrorReason.TOO_LONG),
    ("2 3", AnswerErrorReason.NOT_A_NUMBER),
]


@pytest.mark.parametrize(("text", "reason"), REFUSED, ids=[r[0][:20] or "empty" for r in REFUSED])
def test_refused(text: str, reason: AnswerErrorReason) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call(text)
    assert caught.value.reason is reason
    assert not reads_as_peg_call(text)


ROUNDS = [
    ("5 3", (5, 3)),
    ("5-3", (5, 3)),
    ("5/3", (5, 3)),
    ("5,3", (5, 3)),
    (" 0 , 12 ", (0, 12)),
    # Played: each of these got « Envoyez deux nombres… ».
    ("2 et 3", (2, 3)),
    ("2 à 3", (2, 3)),
    ("moi 2 lui 3", (2, 3)),
    ("moi 2, l'adversaire 3", (2, 3)),
    ("j'ai 2, il a 3", (2, 3)),
    ("lui 3 moi 2", (2, 3)),
    ("l'adversaire 3 et moi 2", (2, 3)),
    ("me 2 you 3", (2, 3)),
    ("2 and 3", (2, 3)),
    ("you 3, me 2", (2, 3)),
    ("moi 2 points, lui 3 points", (2, 3)),
    # Played: in words, each got « Envoyez deux nombres… » where « moi 2, lui 3 » reads.
    ("moi deux, lui trois", (2, 3)),
    ("deux et trois", (2, 3)),
    ("cinq trois", (5, 3)),
    ("Cinq-trois", (5, 3)),
    ("rien et deux", (0, 2)),
    ("zéro, zéro", (0, 0)),
    ("lui vingt-deux, moi trois", (3, 22)),
    ("me two, you three", (2, 3)),
    ("two and three", (2, 3)),
]


@pytest.mark.parametrize(("text", "points"), ROUNDS, ids=[r[0] for r in ROUNDS])
def test_round_answers(text: str, points: tuple[int, int]) -> None:
    answer = parse_round_answer(text)
    assert (answer.mine, answer.theirs) == points
    assert reads_as_round(text)


BAD_ROUNDS = [
    ("", RoundErrorReason.EMPTY),
    ("5", RoundErrorReason.NOT_TWO_NUMBERS),
    ("53", RoundErrorReason.NOT_TWO_NUMBERS),
    ("5 3 2", RoundErrorReason.NOT_TWO_NUMBERS),
    ("cinq trois quatre", RoundErrorReason.NOT_TWO_NUMBERS),
    ("vingt-deux", RoundErrorReason.NOT_TWO_NUMBERS),
    ("moi deux", RoundErrorReason.NOT_TWO_NUMBERS),
    ("5 -- 3", RoundErrorReason.NOT_TWO_NUMBERS),
    ("500 3", RoundErrorReason.TOO_LARGE),
    ("moi 2 moi 3", RoundErrorReason.NOT_TWO_NUMBERS),
    ("2 et 3 et 4", RoundErrorReason.NOT_TWO_NUMBERS),
    ("2 ou 3", RoundErrorReason.NOT_TWO_NUMBERS),
    ("moi 2", RoundErrorReason.NOT_TWO_NUMBERS),
    ("moi 2 lui 3000000", RoundErrorReason.NOT_TWO_NUMBERS),
    ("moi 200 lui 3", RoundErrorReason.TOO_LARGE),
]


@pytest.mark.parametrize(("text", "reason"), BAD_ROUNDS, ids=[r[0] or "empty" for r in BAD_ROUNDS])
def test_bad_round_answers(text: str, reason: RoundErrorReason) -> None:
    with pytest.raises(RoundAnswerError) as caught:
        parse_round_answer(text)
    assert caught.value.reason is reason
    assert not reads_as_round(text)


@pytest.mark.parametrize(
    ("text", "word", "suggestion"), [("quimze 2", "quimze", "quinze"), ("pare 2", "pare", "paire")]
)
def test_a_misspelt_word_comes_with_the_nearest_known_one(
    text: str, word: str, suggestion: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_peg_call(text)
    assert caught.value.reason is AnswerErrorReason.UNKNOWN_WORD
    assert (caught.value.token, caught.value.suggestion) == (word, suggestion)
