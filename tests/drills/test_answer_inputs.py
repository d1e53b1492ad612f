"""What the bot reads in a count typed the way a club member types it: a table of inputs and
the claim read (or the reason it is refused), in French and English.

A reading never guesses between two numbers: « quinze » alone is 15 points or one fifteen
called for 2, so it is asked back, not graded.
"""

from __future__ import annotations

import pytest
from tables.calls import EN_NUMBERS, FIFTEEN, FR_NUMBERS, NINETEEN

from bot.drills.answer_claims import OffReason
from bot.drills.answers import AnswerError, AnswerErrorReason, looks_like_answer, parse_answer
from bot.drills.table_moves import count_said
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views import calls_unread, show

R = AnswerErrorReason

# -- « quinze » alone: 15 points, or one fifteen? --------------------------------------------

LONE_FIFTEENS = [
    "quinze",
    "Quinze",
    "QUINZE",
    "quinze!",
    "Quinze.",
    "quinze ?",
    "fifteen",
    "Fifteen!",
]


@pytest.mark.parametrize("text", LONE_FIFTEENS)
def test_fifteen_alone_is_asked_back_not_graded(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.LONE_FIFTEEN
    assert looks_like_answer(text)  # in a group too, the player is asked, not ignored


# Said with anything that settles it, the number or the call is read.
FIFTEENS_SETTLED = [
    ("15", 15, ()),
    ("quinze points", 15, ()),
    ("fifteen points", 15, ()),
    ("j'ai quinze", 15, ()),
    ("ça fait quinze", 15, ()),
    ("= quinze", 15, ()),
    ("je dirais quinze", 15, ()),
    ("quinze 2", 2, (Kind.FIFTEEN,)),
    ("quinze-deux", 2, (Kind.FIFTEEN,)),
    ("un quinze", 2, (Kind.FIFTEEN,)),
    ("a fifteen", 2, (Kind.FIFTEEN,)),
    ("a fifteen for 2", 2, (Kind.FIFTEEN,)),
    ("a fifteen and a pair", 4, (Kind.FIFTEEN, Kind.PAIR)),
    ("fifteen 2 and a fifteen 4", 4, (Kind.FIFTEEN, Kind.FIFTEEN)),
    ("deux quinze", 4, (Kind.FIFTEEN,)),
    ("two fifteens", 4, (Kind.FIFTEEN,)),
]


@pytest.mark.parametrize(("text", "total", "kinds"), FIFTEENS_SETTLED)
def test_fifteen_with_its_points_or_total(text: str, total: int, kinds: tuple[Kind, ...]) -> None:
    answer = parse_answer(text)
    assert (answer.total, tuple(c.kind for c in answer.calls)) == (total, kinds)
    assert not answer.off


# « quinze » said again after a fifteen is another fifteen: « quinze 2, quinze » was graded
# as a total of 15 (« quinze 15 ne tient pas »), « quinze, quinze » too.
FIFTEENS_LISTED = [
    ("quinze quinze", 4),
    ("quinze, quinze", 4),
    ("quinze et quinze", 4),
    ("fifteen fifteen", 4),
    ("quinze 2, quinze", 4),
    ("quinze 2 quinze 4 quinze", 6),
    ("quinze, quinze et une paire", 6),
    ("quinze quinze 4", 4),
]


@pytest.mark.parametrize(("text", "total"), FIFTEENS_LISTED)
def test_fifteens_listed_without_their_points(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off
    assert all(c.points == 2 for c in answer.calls if c.kind is Kind.FIFTEEN)


# A total said in so many words or in digits is still the total stated.
@pytest.mark.parametrize(
    ("text", "total"), [("15-2 = 15", 15), ("quinze 2, fait quinze", 15), ("15 15", 15)]
)
def test_a_total_of_fifteen_said_is_kept(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and answer.off


# -- « paire 4 »: read as « quinze 2, quinze 4, paire 6 » is ---------------------------------

# The number said with « paire » is the running total when it can be (« paire 6 » after
# « quinze 4 »), else the pairs' points when below the count so far (« paire » and
# « paires » sound the same). Alone, « paire 4 » / "pair four" claims 4 whatever was meant
# (two pairs, or a fifteen left unsaid): 4 is graded, and the reply says a pair is 2.
F, P = Kind.FIFTEEN, Kind.PAIR
PAIRS_SAID: list[tuple[str, int, tuple[Kind, ...], tuple[int, ...], bool]] = [
    ("quinze 2, quinze 4, paire 6", 6, (F, F, P), (2, 2, 2), False),
    ("fifteen two, fifteen four, pair six", 6, (F, F, P), (2, 2, 2), False),
    ("quinze 2 paire 4", 4, (F, P), (2, 2), False),
    ("fifteen 2, pair four", 4, (F, P), (2, 2), False),
    ("quinze 8, paire 4", 12, (F, P), (8, 4), False),  # the pairs' 4: a total never goes back
    ("two for the pair", 2, (P,), (2,), False),
    ("deux pour la paire", 2, (P,), (2,), False),
    ("paires 4", 4, (P,), (4,), False),
    ("deux paires", 4, (P,), (4,), False),
    ("two pair", 4, (P,), (4,), False),
    ("paire 4", 4, (P,), (4,), True),
    ("pair four", 4, (P,), (4,), True),
    ("une paire 4", 4, (P,), (4,), True),
]


@pytest.mark.parametrize(
    ("text", "total", "kinds", "points", "off"), PAIRS_SAID, ids=[row[0] for row in PAIRS_SAID]
)
def test_a_pair_and_its_number(
    text: str, total: int, kinds: tuple[Kind, ...], points: tuple[int, ...], off: bool
) -> None:
    answer = parse_answer(text)
    assert answer.total == total
    assert tuple(c.kind for c in answer.calls) == kinds
    assert tuple(c.points for c in answer.calls) == points
    assert [(o.reason, o.kind) for o in answer.off] == ([(OffReason.BAD_POINTS, P)] if off else [])


# -- More of a combination than a show holds -------------------------------------------------

# « 8 p » was read as eight pairs (16) when the player wrote 8 points; "five runs" as 15.
TOO_MANY = ["8 p", "8 pairs", "huit paires", "7 paires", "5 runs", "5 suites de 3", "8 r", "8 s"]
TOO_MANY += ["2 p", "deux p", "4 p.", "8 f"]  # a count before a short form: points come after


@pytest.mark.parametrize("text", TOO_MANY)
def test_a_count_no_show_holds_is_refused(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNEXPECTED


COUNTED = [
    ("6 paires", 12),  # four of a kind
    ("trois paires", 6),
    ("4 runs", 12),  # a double double run
    ("3 suites", 9),
    ("8 quinzes", 16),
    ("f4 p2 r3", 9),
    ("q4 p2 s3", 9),
    ("15-2 p 4", 4),
]


@pytest.mark.parametrize(("text", "total"), COUNTED)
def test_counts_a_show_can_hold(text: str, total: int) -> None:
    assert parse_answer(text).total == total


# -- What a club member types for a count ----------------------------------------------------

# Text -> the claim read (0 for « dix-neuf »), or the reason it is refused.
TYPED: list[tuple[str, int | AnswerErrorReason]] = [
    # numbers, with what players put around them
    ("29!", 29),
    ("29 !", 29),
    ("vingt-neuf", 29),
    ("Vingt-Neuf!!", 29),
    ("vingt neuf points", 29),
    ("vingtneuf", 29),  # the hyphen left out
    ("twenty-nine", 29),
    ("Twenty Nine", 29),
    ("twentynine", 29),
    ("vingt-et-un", 21),
    ("vingtetun", 21),
    ("vingt et une", 21),
    ("12 pts", 12),
    ("12pts.", 12),
    ("12 PTS", 12),
    ("12 Pts", 12),
    ("12.", 12),
    ("12?", 12),
    ("  12  ", 12),
    ("DOUZE!", 12),
    ("douze points", 12),
    ("Huit Points", 8),
    ("six.", 6),
    ("SIX", 6),
    ("6 pt.", 6),
    ("+4", 4),
    ("4+", 4),
    # what is said around the number
    ("j'ai 8", 8),
    ("J\u2019ai compté 8", 8),
    ("ça fait 8", 8),
    ("ca fait 8", 8),
    ("total: 8", 8),
    ("=8", 8),
    ("8 en tout", 8),
    ("en tout 8", 8),
    ("ça fait 8 en tout", 8),
    ("8 pour moi", 8),
    ("8 for me", 8),
    ("12 merci", 12),
    ("12 points svp", 12),
    ("12 please", 12),
    ("12, thank you", 12),
    ("ma main vaut 8", 8),
    ("la main fait 8", 8),
    ("8 pour la main", 8),
    ("le crib fait 8", 8),
    ("8 au crib", 8),
    ("8 dans le crib", 8),
    ("my hand is worth 8", 8),
    ("8 for the crib", 8),
    ("je dirais 8", 8),
    # nothing
    ("0", 0),
    ("zéro", 0),
    ("rien", 0),
    ("aucun point", 0),
    ("pas de points", 0),
    ("nothing", 0),
    ("none", 0),
    ("dix-neuf", 0),
    ("dixneuf", 0),
    ("Nineteen!", 0),
    # called aloud
    ("Quinze-deux, quinze-quatre, paire six", 6),
    ("quinze 2 quinze 4 paire 6", 6),
    ("15-2 15-4 pair 6", 6),
    ("fifteen two, fifteen four and a pair is six", 6),
    ("quinze 2, quinze 4 et une paire, 6 en tout", 6),
    ("15+2", 2),
    # the call is the count: its last total is the claim (four points, not 2 + 4 = 6)
    ("quinze 2 quinze 4", 4),
    ("quinze deux, quinze quatre", 4),
    ("fifteen two fifteen four", 4),
    ("29 points", 29),
    ("twenty nine points", 29),
    # refused: the reply says why, nothing is graded
    ("quinze", R.LONE_FIFTEEN),
    ("Fifteen.", R.LONE_FIFTEEN),
    ("trente", R.TOO_LARGE),
    ("31", R.TOO_LARGE),
    ("-2", R.NEGATIVE),
    ("12 ou 14", R.TWO_COUNTS),
    ("12 or 14.", R.TWO_COUNTS),
    ("huit ou dix", R.TWO_COUNTS),
    ("vingt-neuf ou trente", R.TWO_COUNTS),
    ("12/14", R.TWO_COUNTS),
    ("1 2", R.NOT_A_NUMBER),
    ("huite", R.UNKNOWN_WORD),
    ("Muggins!", R.MUGGINS),
    ("je sais pas", R.DONT_KNOW),
]


@pytest.mark.parametrize(("text", "read"), TYPED, ids=[t for t, _ in TYPED])
def test_typed_counts(text: str, read: int | AnswerErrorReason) -> None:
    if isinstance(read, AnswerErrorReason):
        with pytest.raises(AnswerError) as caught:
            parse_answer(text)
        assert caught.value.reason is read
        return
    assert parse_answer(text).total == read


# « 15:2 15:4 15:6 », the way « 15-2 15-4 15-6 » is called, was read as 2 + 4 + 6 = 12
# (« … p:8 »: 20); numbers after colons that count on by twos are running totals. Alone, a
# colon still gives the points (« 15:4 r:3 » 7, as /help's short form shows it).
COLONS = [
    ("15:2 15:4 15:6", 6),
    ("15:2 15:4 15:6 p:8", 8),
    ("15 : 2, 15 : 4, paire : 6", 6),
    ("f:2 f:4", 4),
    ("15:2 15:4 r:7", 7),
    ("15:2 15:4 p:2", 6),
    ("15:2 15:2", 4),
    ("15:4 r:3", 7),
    ("15:4 r:3 n:1", 8),
    ("q:4 p:2", 6),
]


@pytest.mark.parametrize(("text", "total"), COLONS)
def test_fifteens_written_with_a_colon(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off


# The total said after the number or the call: "12 total" and "total of 12" were « not a
# number », "12 in total" and "its 12" unknown words, « quinze 2, paire 4 fait » got « Je ne
# sais pas où placer  dans un compte » (no word quoted).
TOTAL_SAID: list[tuple[str, int]] = [
    ("12 total", 12),
    ("total of 12", 12),
    ("a total of 12", 12),
    ("12 in total", 12),
    ("12 altogether", 12),
    ("12 au total", 12),
    ("its 12", 12),
    ("thats 12", 12),
    ("quinze 2 paire 4 total", 4),
    ("quinze 2, paire 4 fait", 4),
    ("fifteen 2 and a pair, 4 in total", 4),
]


@pytest.mark.parametrize(("text", "total"), TOTAL_SAID)
def test_the_total_said_around_the_count(text: str, total: int) -> None:
    assert parse_answer(text).total == total


@pytest.mark.parametrize(("text", "token"), [("suite de", "de"), ("run of", "of")])
def test_the_word_left_hanging_is_quoted_as_typed(text: str, token: str) -> None:
    """« suite de » was told about “of”, an English word in a French reply."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.token) == (R.UNEXPECTED, token)


@pytest.mark.parametrize("text", ["12 or so", "12 ou à peu près"])
def test_no_suggestion_for_a_two_letter_word(text: str) -> None:
    """ "12 or so" was asked « “or”: did you mean “for”? »."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.UNKNOWN_WORD and caught.value.suggestion is None


@pytest.mark.parametrize("text", ["Muggins!", "muggins 4", "MUGGINS", "mugins !"])
def test_muggins_typed_as_ones_own_count(text: str) -> None:
    """« Muggins! » as a count got « Je ne connais pas le mot « Muggins » » from the bot
    named Muggins: it is told what muggins is for, and nothing is graded."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.MUGGINS


# The points said before « les quinze » (« 4 pour les quinze », as « 2 pour la paire »)
# got « Je ne sais pas où placer 4 dans un compte ».
POINTS_FOR_THE_FIFTEENS = [
    ("4 pour les quinze", 4),
    ("six pour les quinze", 6),
    ("4 pour les quinze et 2 pour la paire", 6),
    ("4 pour les quinze, 2 pour la paire, ça fait 6", 6),
    ("6 for the fifteens", 6),
    ("4 for fifteen", 4),
]


@pytest.mark.parametrize(("text", "total"), POINTS_FOR_THE_FIFTEENS)
def test_points_said_before_the_fifteens(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off


# -- Every number, however it is typed -------------------------------------------------------

DECORATIONS = ["{}", "{}!", "{}.", "{} ?", "{} points", "{} pts", "{}pts", "  {}  ", "= {}"]


def _spellings(n: int) -> list[str]:
    """The ways a club member writes the count n (digits, French and English words, in
    capitals, without their hyphens)."""
    words = [EN_NUMBERS[n], FR_NUMBERS[n]]
    written = [str(n), *words, *(w.upper() for w in words), *(w.capitalize() for w in words)]
    written += [w.replace("-", "") for w in words if "-" in w]
    written += [w.replace("-", " ") for w in words if "-" in w]
    return written


@pytest.mark.parametrize("n", range(30))
def test_every_count_reads_however_it_is_typed(n: int) -> None:
    """Every count 0 to 29, in digits or words of either language, with what players put
    around it, reads as itself (19, the zero hand's joke, as 0); the word « quinze » alone
    is asked back (15 points, or one fifteen?) and nothing else."""
    for spelling in _spellings(n):
        for decoration in DECORATIONS:
            if decoration == "{}pts" and not spelling.isdigit():
                continue  # « 12pts », not « douzepts »
            text = decoration.format(spelling)
            bare = decoration in ("{}", "{}!", "{}.", "{} ?", "  {}  ")
            if n == FIFTEEN and bare and spelling.isalpha():
                with pytest.raises(AnswerError) as caught:
                    parse_answer(text)
                assert caught.value.reason is R.LONE_FIFTEEN, text
                continue
            assert parse_answer(text).total == (0 if n == NINETEEN else n), text


@pytest.mark.parametrize(
    ("text", "reason"),
    [("quinze", R.LONE_FIFTEEN), ("8 p", R.UNEXPECTED), ("Muggins!", R.MUGGINS)],
)
def test_a_table_count_is_never_pegged_on_a_guess(text: str, reason: AnswerErrorReason) -> None:
    """A table pegs the count said: « quinze » alone, « 8 p » and « Muggins! » are asked
    again, not pegged as 15, 16 or a claim."""
    with pytest.raises(AnswerError) as caught:
        count_said(text)
    assert caught.value.reason is reason


@pytest.mark.parametrize(
    ("text", "lang", "reply"),
    [
        ("12 ou 14", "fr", "12 ou 14? Envoyez un seul compte, celui que vous annoncez."),
        ("12 or 14", "en", "12 or 14? Send one count, the one you call."),
        ("douze ou quatorze", "fr", "12 ou 14? Envoyez un seul compte, celui que vous annoncez."),
        ("Twelve or 14 ", "en", "12 or 14? Send one count, the one you call."),
        # « entre 12 et 14 » got « Je ne connais pas le mot « entre » »
        ("entre 12 et 14", "fr", "12 ou 14? Envoyez un seul compte, celui que vous annoncez."),
        ("between 12 and 14", "en", "12 or 14? Send one count, the one you call."),
    ],
)
def test_two_counts_offered_are_not_graded(text: str, lang: str, reply: str) -> None:
    """Played: « 12 ou 14 » (a player hesitating) got « Je ne connais pas le mot « ou » ». Now
    the player is asked to choose; nothing is graded. Said in words as well (« huit ou dix »
    got « Je ne connais pas le mot « ou » » still)."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert (caught.value.reason, caught.value.values) == (R.TWO_COUNTS, (12, 14))
    tr = I18n.load().translator(lang)
    assert calls_unread.error_text(caught.value, tr) == reply
    assert show.answer_error(caught.value, tr) == reply  # /main, /crib: the same words
