"""Reading answers: plain numbers, itemized calls in French and English, and refusals."""

import random

import pytest

from bot.drills import peg_calls
from bot.drills.answer_asides import says_dont_know
from bot.drills.answer_claims import Claims, OffReason
from bot.drills.answer_langs import ENGLISH_ONLY, FRENCH_ONLY, speaks
from bot.drills.answer_words import _VOCABULARY
from bot.drills.answers import (
    MAX_ANSWER_CHARS,
    READ_CACHE_SIZE,
    AnswerError,
    AnswerErrorReason,
    looks_like_answer,
    parse_answer,
    reads_as,
    refuse_unreadable,
)
from bot.drills.deals import deal_crib, deal_hand
from bot.drills.grading import grade
from bot.engine.show import Kind
from bot.i18n import I18n, render

R = AnswerErrorReason

PLAIN = [
    ("12", 12),
    (" 12 ", 12),
    ("0", 0),
    ("29", 29),
    ("douze", 12),
    ("twelve", 12),
    ("zéro", 0),
    ("vingt-neuf", 29),
    ("vingt neuf", 29),
    ("twenty-nine", 29),
    ("dix-sept", 17),
    ("vingt et un", 21),
    ("un", 1),
    ("one", 1),
    ("12 points", 12),
    ("12pts", 12),
    ("12 pts!", 12),
    ("ça fait 12", 12),
    ("c'est 12", 12),
    ("= 12", 12),
    ("total 12", 12),
    # the total said as the bot writes it (« Total : 10 points »)
    ("total: 12", 12),
    ("Total : 12 points", 12),
    ("total = 12", 12),
    ("ça fait: 12", 12),
    ("15", 15),
    ("quinze points", 15),  # « quinze » alone is asked back (test_answer_inputs)
    ("Fifteen points", 15),
    ("rien", 0),
    ("nothing", 0),
    ("j'ai 6", 6),
    ("J\u2019ai 6", 6),
    ("I have 6", 6),
    ("that's 6", 6),
    ("ça donne 6", 6),
    # one number hedged, as players type it
    ("je dirais 6", 6),
    ("Je dirais six points", 6),
    ("environ 6", 6),
    ("j'en ai 6", 6),
    ("I'd say 6", 6),
    ("I\u2019d say 6", 6),
    ("about 6", 6),
    ("peut-être 6", 6),
]
NINETEENS = [
    "19",
    "dix-neuf",
    "Dix-Neuf",
    "nineteen",
    "dix-neuf ! (0 point)",
    "nineteen! (no points)",
]


@pytest.mark.parametrize(("text", "total"), PLAIN, ids=[t for t, _ in PLAIN])
def test_plain_numbers(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert not answer.itemized and not answer.nineteen
    assert answer.claims is None


@pytest.mark.parametrize("text", NINETEENS)
def test_nineteen_announces_a_zero_hand(text: str) -> None:
    answer = parse_answer(text)
    assert answer.total == 0 and answer.nineteen and not answer.itemized


def C(fifteens: int = 0, pairs: int = 0, runs: int = 0, flush: int = 0, nobs: int = 0) -> Claims:
    return Claims(fifteens, pairs, runs, flush, nobs)


ITEMIZED = [
    # the examples
    ("15-2 15-4 paire 6", C(fifteens=4, pairs=2)),
    ("fifteen 4, run 3, nobs 1", C(fifteens=4, runs=3, nobs=1)),
    ("15:4 r:3 n:1", C(fifteens=4, runs=3, nobs=1)),
    ("quinze 2 quinze 4 suite 3", C(fifteens=4, runs=3)),
    # cumulative fifteens, spoken forms
    ("15-2 15-4 15-6 15-8", C(fifteens=8)),
    ("fifteen-two, fifteen-four", C(fifteens=4)),
    ("Quinze-deux, quinze-quatre et une paire fait six", C(fifteens=4, pairs=2)),
    ("fifteen two, fifteen four and a pair is six", C(fifteens=4, pairs=2)),
    ("15 for 2, 15 for 2, 15 for 2", C(fifteens=6)),
    ("15 pour 2, 15 pour 4", C(fifteens=4)),
    ("fifteens 6", C(fifteens=6)),
    ("trois quinzes", C(fifteens=6)),
    ("f:6", C(fifteens=6)),
    ("q:4 p:2", C(fifteens=4, pairs=2)),
    # pairs family
    ("paire", C(pairs=2)),
    ("a pair", C(pairs=2)),
    ("2 pairs", C(pairs=4)),
    ("deux paires", C(pairs=4)),
    ("15-2 2 pairs 6", C(fifteens=2, pairs=4)),
    ("pair 2 pair 4", C(pairs=4)),
    ("pair of 6s", C(pairs=2)),
    ("paire de valets", C(pairs=2)),
    ("brelan 6", C(pairs=6)),
    ("triple", C(pairs=6)),
    ("pair royal", C(pairs=6)),
    ("three of a kind 6", C(pairs=6)),
    ("carré", C(pairs=12)),
    ("double pair royal 12", C(pairs=12)),
    ("15-16 carré 28 un pour le valet 29", C(fifteens=16, pairs=12, nobs=1)),
    # cards of one rank named by their number: a pair, a pair royal, a double pair royal
    ("fifteen 6 and three tens for 12", C(fifteens=6, pairs=6)),
    ("fifteen 6 and three tens", C(fifteens=6, pairs=6)),
    ("two kings", C(pairs=2)),
    ("quinze 2 et deux valets font 4", C(fifteens=2, pairs=2)),
    ("quinze 4 et trois rois pour 10", C(fifteens=4, pairs=6)),
    ("trois as", C(pairs=6)),
    ("fifteen 8 and four fives for 20", C(fifteens=8, pairs=12)),
    ("four 5s 12", C(pairs=12)),
    # « dix » after two to four is the tens, as French says them (like « trois rois »)
    ("quinze 6 et trois dix pour 12", C(fifteens=6, pairs=6)),
    ("Trois Dix", C(pairs=6)),
    ("deux dix", C(pairs=2)),
    ("quinze 2 et deux dix font 4", C(fifteens=2, pairs=2)),
    ("quinze 8 et quatre dix pour 20", C(fifteens=8, pairs=12)),
    # runs family, split into runs and pairs
    ("run of 4", C(runs=4)),
    ("suite de cinq", C(runs=5)),
    ("two runs of three", C(runs=6)),
    ("runs 6", C(runs=6)),
    ("double run 8", C(runs=6, pairs=2)),
    ("double suite de quatre", C(runs=8, pairs=2)),
    ("double séquence 10", C(runs=8, pairs=2)),
    ("triple run", C(runs=9, pairs=6)),
    ("triple suite 15", C(runs=9, pairs=6)),
    ("double double run", C(runs=12, pairs=4)),
    ("quadruple suite 16", C(runs=12, pairs=4)),
    ("15-2 15-4 15-6 15-8 double run 16", C(fifteens=8, runs=6, pairs=2)),
    ("15-2 15-4 15-6 15-8 and a double run is 16", C(fifteens=8, runs=6, pairs=2)),
    # flush and nobs
    ("flush 4", C(flush=4)),
    ("4 for the flush", C(flush=4)),
    ("fl:5", C(flush=5)),
    ("couleur 5", C(flush=5)),
    ("un flush de 5", C(flush=5)),
    ("quinze 2, quinze 4, quinze 6 et un flush de 4 fait 10", C(fifteens=6, flush=4)),
    ("nobs", C(nobs=1)),
    ("his nobs 1", C(nobs=1)),
    ("un pour le valet", C(nobs=1)),
    ("one for his nobs", C(nobs=1)),
    ("v:1", C(nobs=1)),
    # the bot's own called count reads back
    (
        "fifteen 2, fifteen 4, fifteen 6, fifteen 8 and 8 for a double run makes 16",
        C(fifteens=8, runs=6, pairs=2),
    ),
    (
        "quinze 2, quinze 4, quinze 6, quinze 8 et 8 pour une double suite font 16",
        C(fifteens=8, runs=6, pairs=2),
    ),
    ("fifteen 2, fifteen 4 and 2 for a pair makes 6", C(fifteens=4, pairs=2)),
    ("une triple suite 15 et un pour le valet fait 16", C(runs=9, pairs=6, nobs=1)),
    ("a triple run 15 and one for his nobs makes 16", C(runs=9, pairs=6, nobs=1)),
    ("quinze 2, 3 pour une suite et 1 pour le valet font 6", C(fifteens=2, runs=3, nobs=1)),
    # running totals with checkpoints
    ("15-2 15-4 paire 6, un pour le valet 7", C(fifteens=4, pairs=2, nobs=1)),
    ("15-2 flush 4 = 6", C(fifteens=2, flush=4)),
    ("15-2 15-4 run 7", C(fifteens=4, runs=3)),
    ("15-4 pair 6 run 9", C(fifteens=4, pairs=2, runs=3)),
    ("pair 2 run 3", C(pairs=2, runs=3)),
    # the calls, as club players say them
    ("fifteen eight, a pair, two runs of three", C(fifteens=8, pairs=2, runs=6)),
    ("quinze 8 paire deux suites de 3", C(fifteens=8, pairs=2, runs=6)),
    ("fifteen 2, 4, 6, 8 and a double run for 16", C(fifteens=8, runs=6, pairs=2)),
    ("15 for 2, 15 for 4 and a pair for 6", C(fifteens=4, pairs=2)),
    ("fifteen 2, 4, 6 and nobs 7", C(fifteens=6, nobs=1)),
    ("quinze 2, quinze 4, quinze 6 pis une paire ça fait 8", C(fifteens=6, pairs=2)),
    ("quinze deux, quatre, six, huit et une double suite, seize", C(fifteens=8, runs=6, pairs=2)),
    ("a double run", C(runs=6, pairs=2)),
    ("a double run (of three)", C(runs=6, pairs=2)),
    ("double run of four", C(runs=8, pairs=2)),
    ("15-2 double run 12", C(fifteens=2, runs=8, pairs=2)),
    ("double double run", C(runs=12, pairs=4)),
    ("double double suite", C(runs=12, pairs=4)),
    ("doubles suites de trois", C(runs=6, pairs=2)),
    ("paire royale", C(pairs=6)),
    ("four flush", C(flush=4)),
    ("flush de 4", C(flush=4)),
    ("a five card flush", C(flush=5)),
    ("flush", C(flush=4)),
    ("run", C(runs=3)),
    ("quinze 2 pi une paire 4", C(fifteens=2, pairs=2)),
    ("fifteen 2 and a run for 5", C(fifteens=2, runs=3)),
    ("fifteen 6 and a pair for a total of 8", C(fifteens=6, pairs=2)),
    ("quinze 4 et une paire, total : 6", C(fifteens=4, pairs=2)),
    ("fifteen 4 and a pair, total: 6", C(fifteens=4, pairs=2)),
]


SEVERAL_PAIRS = [
    # several pairs and pairs royal called in one breath, each named by its cards
    ("deux rois et trois dix", C(pairs=8)),
    ("deux rois, trois valets", C(pairs=8)),
    ("two kings, three jacks", C(pairs=8)),
    ("two kings and three jacks for 8", C(pairs=8)),
    ("deux rois pis deux dix", C(pairs=4)),
    ("two 5s and three kings", C(pairs=8)),
    ("quinze 4, deux rois et trois dix pour 12", C(fifteens=4, pairs=8)),
    ("quinze huit, deux rois, trois valets, ça fait 16", C(fifteens=8, pairs=8)),
    ("fifteen 2, fifteen 4, two kings 6, three jacks 12", C(fifteens=4, pairs=8)),
    ("fifteen, two kings", C(fifteens=2, pairs=2)),
    ("fifteen 2 and two pairs for 6", C(fifteens=2, pairs=4)),
    ("quinze 2 et deux paires pour 6", C(fifteens=2, pairs=4)),
    # two pairs with their ranks named after them
    ("deux paires de 5 et de rois", C(pairs=4)),
    ("deux paires, des 5 et des rois, pour 4", C(pairs=4)),
    ("quinze 2, deux paires de 5 et de rois 6", C(fifteens=2, pairs=4)),
    ("two pairs, fives and kings", C(pairs=4)),
    ("fifteen 2 and two pairs of fives and kings for 6", C(fifteens=2, pairs=4)),
    ("deux paires de 5 et de rois et une suite de 3 pour 7", C(pairs=4, runs=3)),
    # French names the pips by their number: « trois cinq », « deux 5 »
    ("trois cinq 6", C(pairs=6)),
    ("deux 5", C(pairs=2)),
    ("trois rois et deux 5", C(pairs=8)),
    ("quinze 2, quinze 4 et deux 5 pour 6", C(fifteens=4, pairs=2)),
    ("quinze 4 et trois cinq pour 10", C(fifteens=4, pairs=6)),
    ("15-2 15-4 et trois 5 pour 10", C(fifteens=4, pairs=6)),
    ("quinze deux, quatre, six, huit pis trois cinq quatorze", C(fifteens=8, pairs=6)),
    # ...but a fifteen's points, and numbers going on by twos, stay fifteens
    ("quinze deux quatre", C(fifteens=4)),
    ("quinze deux, quatre, six et une paire huit", C(fifteens=6, pairs=2)),
    ("fifteen two, four, six and a pair is eight", C(fifteens=6, pairs=2)),
]


@pytest.mark.parametrize(
    ("text", "claims"), ITEMIZED + SEVERAL_PAIRS, ids=[t for t, _ in ITEMIZED + SEVERAL_PAIRS]
)
def test_itemized(text: str, claims: Claims) -> None:
    """Each call reads as its parts, nothing off (« deux rois et trois dix » is a pair and a
    pair royal, 8, not a pair said « 3 »)."""
    answer = parse_answer(text)
    assert answer.itemized
    assert answer.claims == claims
    assert answer.total == claims.total
    assert sum(call.points for call in answer.calls) == answer.total
    assert answer.off == ()


def test_calls_name_what_was_read() -> None:
    answer = parse_answer("15-2 15-4 double run 12 un pour le valet 13")
    assert [(c.kind, c.points) for c in answer.calls] == [
        (Kind.FIFTEEN, 2),
        (Kind.FIFTEEN, 2),
        (Kind.DOUBLE_RUN, 8),
        (Kind.NOBS, 1),
    ]


REJECTS = [
    ("", R.EMPTY),
    ("   ", R.EMPTY),
    ("x" * (MAX_ANSWER_CHARS + 1), R.TOO_LONG),
    ("1" * 5000, R.TOO_LONG),
    ("hello", R.UNKNOWN_WORD),
    ("bonjour tout le monde", R.UNKNOWN_WORD),
    ("🙂", R.NOT_A_NUMBER),  # an emoji is skipped, as punctuation is
    ("?!", R.NOT_A_NUMBER),
    ("12 13", R.TWO_COUNTS),  # « 12 ou 13? », asked back
    ("-3", R.NEGATIVE),
    ("- 3", R.NEGATIVE),
    ("moins trois", R.NEGATIVE),
    ("minus 2", R.NEGATIVE),
    ("r:-3", R.NEGATIVE),
    ("30", R.TOO_LARGE),
    ("trente et un", R.TOO_LARGE),
    ("99999999999999999999999999999999999999", R.TOO_LARGE),
    ("1" * 200, R.TOO_LARGE),
    ("10d", R.UNEXPECTED),
    ("tens", R.NOT_A_NUMBER),
    ("five tens", R.NOT_A_NUMBER),
    ("deux, quatre, six", R.NOT_A_NUMBER),  # fifteens counted on, not « deux quatre »
    ("2 5", R.NOT_A_NUMBER),
    ("pair :", R.UNEXPECTED),
    ("runs", R.MISSING_POINTS),
    ("quimze 2", R.UNKNOWN_WORD),
    ("quimz", R.UNKNOWN_WORD),
    ("2 for his heels", R.HEELS),
    ("deux pour le valet", R.HEELS),
    ("heels", R.HEELS),
    ("15-16 carré 28 flush 33", R.TOO_LARGE),
]


@pytest.mark.parametrize(("text", "reason"), REJECTS, ids=[t[:40] for t, _ in REJECTS])
def test_rejects(text: str, reason: AnswerErrorReason) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is reason
    assert not looks_like_answer(text)


# A stated total is graded even when a part does not add up; the part is reported as off.
OFF = [
    ("15-3", 3, [(OffReason.BAD_POINTS, Kind.FIFTEEN, 3)]),
    ("15-18", 18, [(OffReason.BAD_POINTS, Kind.FIFTEEN, 18)]),
    ("15-2 = 15", 15, [(OffReason.TOTAL_MISMATCH, None, 15)]),
    ("paire 4", 4, [(OffReason.BAD_POINTS, Kind.PAIR, 4)]),
    ("run 7", 7, [(OffReason.BAD_POINTS, Kind.RUN, 7)]),
    ("flush 3", 3, [(OffReason.BAD_POINTS, Kind.FLUSH, 3)]),
    ("double run 9", 9, [(OffReason.BAD_POINTS, Kind.DOUBLE_RUN, 9)]),
    ("15-2 flush 4 = 7", 7, [(OffReason.TOTAL_MISMATCH, None, 7)]),
    ("fifteen 4, run 3, nobs 1 = 9", 9, [(OffReason.TOTAL_MISMATCH, None, 9)]),
    ("15-2, 15-4, pair 8", 8, [(OffReason.BAD_POINTS, Kind.PAIR, 8)]),
    ("15-2, 15-4, pair 8, nobs 9", 9, [(OffReason.BAD_POINTS, Kind.PAIR, 8)]),
    ("quinze 16, paire 7, valet 1", 8, [(OffReason.BAD_POINTS, Kind.PAIR, 7)]),
    # said with « fait » / "is", a number below the count so far is still the stated total
    ("15-2 15-4 fait 3", 3, [(OffReason.TOTAL_MISMATCH, None, 3)]),
    # alone, and not the points the next total adds: not points added either
    (
        "fifteen 4 and 2 is 9",
        9,
        [(OffReason.TOTAL_MISMATCH, None, 2), (OffReason.TOTAL_MISMATCH, None, 9)],
    ),
]

# Played: « 15-2 15-4 15-6 15-8 et 2 » (the pair's 2, unnamed) was a claim of 2, muggins for
# 8 on a hand of 10 counted right, with « Vous avez dit 2, mais les combinaisons nommées font
# 8 »; a number alone below the count so far, last or before the total it makes, is added.
ADDED = [
    ("15-2 15-4 15-6 15-8 et 2", 10),
    ("15-2 15-4 15-6 15-8 et 2 c'est 10", 10),
    ("fifteen 8 and 2 makes 10", 10),
    ("quinze 6 et 2 fait 8", 8),
    ("fifteen two, fifteen four and two", 6),
]


@pytest.mark.parametrize(("text", "total"), ADDED, ids=[t for t, _ in ADDED])
def test_points_added_without_a_name(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert (answer.total, answer.off, answer.stated) == (total, (), None)


@pytest.mark.parametrize(("text", "total", "off"), OFF, ids=[t for t, _, _ in OFF])
def test_the_stated_total_is_the_claim(
    text: str, total: int, off: list[tuple[OffReason, Kind | None, int]]
) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert [(o.reason, o.kind, o.said) for o in answer.off] == off


# Running totals are read the way players call them, never as the item's own points first.
RUNNING = [
    ("fifteen 2, run 5", 5),
    ("pair 2 run 5", 5),
    ("15-4 run 4", 8),
    ("fifteen 4, run 3, nobs 1", 8),
    ("quinze 2 et une double suite 10 fait 12", 12),
    ("15-2 15-4 15-6 15-8 pair 10 pair 12 run 15 run 18", 18),
    ("quinze-deux, quinze-quatre, une paire six, deux suites de trois douze", 12),
    # a number below the count so far is no running total: « paire » heard as « paires »
    ("quinze 16, paire 12, valet 1", 29),
    ("fifteen 16, pair 12, nobs 1", 29),
    ("quinze 8, suite 6", 14),
    # said before « pour » / "for", a number the item cannot be alone is the count so far:
    # « 6 pour la paire » was a pair of 6 points (off), graded as a claim of 10
    ("quinze 2, quinze 4, 6 pour la paire", 6),
    ("fifteen 2 fifteen 4 and 6 for the pair", 6),
    ("quinze 2 quinze 4 quinze 6, 9 pour la suite", 9),
    ("quinze 2 quinze 4 paire 6, 7 pour le valet", 7),
    ("quinze 2, quinze 4 et 8 pour la couleur", 8),
    ("quinze 2 quinze 4 et 2 pour la paire", 6),  # the pair's own 2, as before
    ("quinze 4 et 4 pour la couleur", 8),  # the flush's own 4, as before
    # « avec » there says « pour »: « 6 avec la paire » was a fifteen more (counting on by
    # twos) and the pair's 2 after it, a claim of 8
    ("quinze 2 quinze 4, 6 avec la paire", 6),
    ("fifteen 2 fifteen 4 and 6 with the pair", 6),
    ("quinze 2 quinze 4 paire 6, 7 avec le valet", 7),
    ("quinze 2 quinze 4, 6 avec la paire pis le valet 7", 7),
    ("fifteen 4 with a pair 6", 6),  # a filler where the name has its number
    ("quinze 2 avec une paire 4", 4),
    ("quinze 4 avec la suite de 3, 7", 7),
    # nobs said as it is explained: « Je ne connais pas le mot « bonne » »
    ("quinze 2 quinze 4 et le valet de la bonne couleur 5", 5),
    ("quinze 2 quinze 4 pis le valet de la même couleur, 5", 5),
    ("un pour le valet de la bonne couleur", 1),
    ("fifteen 2 fifteen 4 and the jack of the right suit 5", 5),
    ("fifteen 2 and one for the jack of the same suit, 3", 3),
    # cards of one rank said « pareilles »: « Je ne connais pas le mot « pareilles » »
    ("trois pareilles 6", 6),
    ("quinze 2 quinze 4 pis trois pareils 10", 10),
    ("quinze 8 et quatre pareilles 20", 20),
    ("quinze 2 quinze 4 et deux pareilles 6", 6),
]


# « dix » is still the number ten wherever it is not a count of tens
TEN_AS_A_NUMBER = [
    ("dix", 10, []),
    ("10", 10, []),
    ("quinze 10", 10, [Kind.FIFTEEN]),
    ("quinze dix", 10, [Kind.FIFTEEN]),
    ("quinze deux, quatre, six, huit, dix", 10, [Kind.FIFTEEN] * 5),
    ("une paire 2, quinze dix", 10, [Kind.PAIR, Kind.FIFTEEN]),
]


@pytest.mark.parametrize(("text", "total", "kinds"), TEN_AS_A_NUMBER)
def test_dix_is_a_number_unless_it_counts_tens(text: str, total: int, kinds: list[Kind]) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert [call.kind for call in answer.calls] == kinds


@pytest.mark.parametrize(("text", "total"), RUNNING, ids=[t for t, _ in RUNNING])
def test_running_totals(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off


@pytest.mark.parametrize(
    ("text", "word", "suggestion"),
    [
        ("quimze 2", "quimze", "quinze"),
        ("Quimzé deux", "Quimzé", "quinze"),
        ("quinxe 4", "quinxe", "quinze"),
        ("fifteem two", "fifteem", "fifteen"),
        ("15-2 paier 4", "paier", "pair"),
        ("hello", "hello", None),
        # a hedge reads only around one number: in a called count it is still unknown
        ("je dirais quinze 2, quinze 4", "dirais", None),
        ("Environ 6 et une paire", "Environ", None),
        ("about 6 or 8", "or", None),  # not "did you mean for?": a two-letter word
    ],
)
def test_unknown_words_come_with_the_nearest_known_one(
    text: str, word: str, suggestion: str | None
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNKNOWN_WORD
    assert caught.value.token == word and caught.value.suggestion == suggestion


@pytest.mark.parametrize(("text", "token"), [("5C 5K", "5C"), ("quinze 2, 10C", "10C")])
def test_a_card_at_a_count_is_quoted_as_typed(text: str, token: str) -> None:
    """« 5C 5K » at a count answered « Je ne sais pas où placer 5c dans un compte. »"""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNEXPECTED and caught.value.token == token


def test_error_details() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("hello " + "z" * 100)
    assert caught.value.token == "hello"
    with pytest.raises(AnswerError) as caught:
        parse_answer("z" * 100)
    assert len(caught.value.token) <= 20


def test_a_text_read_again_reads_the_same() -> None:
    """Readings are kept: the same text gives an equal answer, before and after many other
    texts, and an unreadable one raises every time, quoting what the player typed."""
    texts = ["12", "quinze 2, quinze 4 et une paire font 6", "fifteen 2 and a run of 3"]
    first = [parse_answer(text) for text in texts]
    for n in range(READ_CACHE_SIZE + 10):
        parse_answer(f"{n % 30} points" + " " * (n // 30))
    assert [parse_answer(text) for text in texts] == first
    assert first[1].total == 6 and first[1].claims == Claims(fifteens=4, pairs=2)
    for _ in range(2):
        with pytest.raises(AnswerError) as caught:
            parse_answer("Quinze 2, Bidule 4")
        assert caught.value.reason is R.UNKNOWN_WORD and caught.value.token == "Bidule"


@pytest.mark.parametrize("n", [n for n in range(30) if n != 19])
def test_every_count_reads_as_digits(n: int) -> None:
    assert parse_answer(str(n)).total == n


def test_looks_like_answer_for_group_chatter() -> None:
    assert looks_like_answer("12")
    assert looks_like_answer("15-2 15-4 paire 6")
    assert not looks_like_answer("anyone up for a game tonight?")
    assert not looks_like_answer("lol 5")
    assert not looks_like_answer("I have 2 kids")


@pytest.mark.parametrize(
    ("text", "reads"),
    [
        ("deux rois", False),
        ("two kings", False),
        ("Trois dix!", False),
        ("four 5s", False),
        ("deux rois et trois dix", False),
        ("trois cinq", False),
        ("trois 5 pour 6", True),
        ("two kings, three jacks", False),
        ("deux rois et trois dix pour 8", True),
        ("deux rois 2", True),
        ("quinze 6 et trois dix pour 12", True),
        ("fifteen 2 and two kings for 4", True),
        ("paire de rois", True),
        ("2", True),
    ],
)
def test_cards_named_alone_are_group_chatter(text: str, reads: bool) -> None:
    """« deux rois » is a pair when it answers the question (private, or a reply: parsed),
    but said alone in a group it is chatter about the game; a number or a scoring word makes
    it a count again."""
    parse_answer(text)
    assert looks_like_answer(text) is reads


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_bots_own_called_count_reads_back_exactly(lang: str) -> None:
    """What the bot says as the count (bot.i18n.render) is an itemized answer it accepts."""
    tr = I18n.load().translator(lang)
    rng = random.Random(2024)
    for _ in range(400):
        deal = deal_hand(rng) if rng.random() < 0.5 else deal_crib(rng)
        score = deal.score()
        text = render.called_count_text(score, tr)
        result = grade(parse_answer(text), score)
        assert result.correct and not result.mixed_up, text


def test_the_language_only_words_are_words_the_readers_know() -> None:
    """`speaks` filters suggestions: its word lists name only the readers' own words, and no
    word is both French-only and English-only."""
    known = set(_VOCABULARY) | set(peg_calls._VOCABULARY)
    assert known >= FRENCH_ONLY and known >= ENGLISH_ONLY
    assert not FRENCH_ONLY & ENGLISH_ONLY
    assert speaks("quinze", "fr") and not speaks("quinze", "en")
    assert speaks("makes", "en") and not speaks("makes", "fr")
    assert speaks("flush", "fr") and speaks("flush", "en")


@pytest.mark.parametrize(
    ("typed", "shrug"),
    [
        ("je sais pas", True),
        ("Je ne sais pas!", True),
        ("chais pas", True),
        ("j'sais pas", True),  # as said in Québec: it read « Je ne connais pas le mot « sais » »
        ("j\u2019sais plus", True),
        ("aucune idée", True),
        ("je donne ma langue au chat", True),
        ("I don't know", True),
        ("I dont know", True),
        ("no idea", True),
        ("idk", True),
        ("passe", False),  # a go, in the play
        ("pass", False),
        ("pas", False),
        ("quinze 2 quinze 4", False),
        ("12", False),
        ("je ne sais pas si c'est quinze 2 quinze 4 et paire 6", False),
    ],
)
def test_says_dont_know(typed: str, shrug: bool) -> None:
    assert says_dont_know(typed) is shrug


@pytest.mark.parametrize("typed", ["je ne sais pas", "I don't know", "aucune idée"])
def test_dont_know_is_its_own_refusal(typed: str) -> None:
    """Played: « je ne sais pas » got « "ne": did you mean "une"? »."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert caught.value.reason is R.DONT_KNOW
    with pytest.raises(AnswerError) as peg_caught:
        peg_calls.parse_peg_call(typed)
    assert peg_caught.value.reason is R.DONT_KNOW


def test_passe_is_still_a_go_in_the_play() -> None:
    assert peg_calls.parse_peg_call("passe").total == 1


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", R.EMPTY),
        ("  \n ", R.EMPTY),
        ("x" * (MAX_ANSWER_CHARS + 1), R.TOO_LONG),
        ("je ne sais pas " * 30, R.TOO_LONG),
        ("Je ne sais pas!", R.DONT_KNOW),
        ("no idea", R.DONT_KNOW),
        ("12", None),
        ("x" * MAX_ANSWER_CHARS, None),
        ("blah", None),
    ],
)
def test_refuse_unreadable_is_what_every_reader_refuses_first(
    typed: str, reason: AnswerErrorReason | None
) -> None:
    if reason is None:
        refuse_unreadable(typed)
        return
    for read in (refuse_unreadable, parse_answer, peg_calls.parse_peg_call):
        with pytest.raises(AnswerError) as caught:
            read(typed)
        assert caught.value.reason is reason


def test_reads_as_is_false_only_for_the_readers_own_error() -> None:
    assert reads_as(int, ValueError, "12")
    assert not reads_as(int, ValueError, "douze")
    with pytest.raises(ZeroDivisionError):
        reads_as(lambda text: 1 // len(text), ValueError, "")
