"""Counts typed the way club players type them on a phone, read as they mean them (answers4):
the count so far then a total that does not add up, « quinze » spelt as it sounds, two
numbers offered with no « ou », « 15-2 15 » typed halfway."""

from __future__ import annotations

import pytest

from bot.drills.answer_claims import OffReason
from bot.drills.answers import AnswerError, AnswerErrorReason, looks_like_answer, parse_answer
from bot.i18n import I18n, Translator
from bot.views import calls, calls_unread
from bot.views.show_read_back import answer_as_read

R = AnswerErrorReason


def _tr(lang: str) -> Translator:
    return I18n.load().translator(lang)


# -- « 8 pis le valet 12 »: the count so far, the jack, then a total that does not add up ----


def test_count_so_far_then_a_total_off_is_a_total_said() -> None:
    answer = parse_answer("8 pis le valet 12")
    assert answer.total == 12
    assert [off.reason for off in answer.off] == [OffReason.TOTAL_MISMATCH]
    assert (answer.off[0].said, answer.off[0].computed) == (12, 9)


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Vous avez dit 12, mais ce que vous avez compté avant fait 9."),
        ("en", "You said 12, but what you counted before it makes 9."),
    ],
)
def test_count_so_far_then_a_total_off_is_told_as_a_total(lang: str, said: str) -> None:
    lines = calls.off_lines(parse_answer("8 pis le valet 12"), _tr(lang))
    assert lines[0] == said
    assert "valet" not in lines[0] and "nobs" not in lines[0]


# -- « kinze 2 », « kinz 4 », « quinse 6 »: « quinze » typed as it sounds -------------------

SOUNDED = [
    ("kinze 2", 2),
    ("kinz 4", 4),
    ("qinze 6", 6),
    ("Kinze 2, kinze 4 pis une paire 6", 6),
    ("kinse 2 kinse 4 paire 6", 6),
    ("deux kinzes pis une paire", 6),
    ("kinze 2, kinze 4, ça fait 4", 4),
    ("quinse 6", 6),  # spelt with its « qu »: read as well (it was suggested, calls12)
    ("quinz 2 quinz 4", 4),
]


@pytest.mark.parametrize(("text", "total"), SOUNDED)
def test_fifteen_typed_as_it_sounds_is_read(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off
    assert answer.claims is not None and answer.claims.fifteens > 0


@pytest.mark.parametrize("text", ["kinze", "Kinz!", "KINSE"])
def test_fifteen_typed_as_it_sounds_alone_is_asked(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.LONE_FIFTEEN


# -- « 12 14 », « 12/14 »: two counts offered without « ou » ----------------------------------


@pytest.mark.parametrize(
    ("text", "offered"), [("12 14", (12, 14)), ("12/14", (12, 14)), ("8 10", (8, 10))]
)
def test_two_numbers_typed_are_two_counts_offered(text: str, offered: tuple[int, int]) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.TWO_COUNTS and caught.value.values == offered
    assert calls_unread.error_text(caught.value, _tr("fr")).startswith(
        f"{offered[0]} ou {offered[1]}?"
    )


@pytest.mark.parametrize(("text", "total"), [("15 2", 2), ("15 15", 15), ("19 0", 0)])
def test_two_numbers_that_make_a_call_are_read(text: str, total: int) -> None:
    assert parse_answer(text).total == total


def test_two_digits_a_space_apart_are_not_offered() -> None:
    # « 1 2 »: 12 typed with a space, as well as 1 or 2; neither is guessed nor offered
    with pytest.raises(AnswerError) as caught:
        parse_answer("1 2")
    assert caught.value.reason is R.NOT_A_NUMBER


# -- « 15-2 15 »: another fifteen, typed halfway, or a total of 15? Asked, never guessed -------


@pytest.mark.parametrize(
    ("text", "offered"),
    [("15-2 15", (4, 15)), ("15 2 15", (4, 15)), ("15-2 15-4 15", (6, 15)), ("15:2 15", (4, 15))],
)
def test_fifteen_in_digits_after_a_fifteen_is_asked(text: str, offered: tuple[int, int]) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is R.FIFTEEN_OR_TOTAL and caught.value.values == offered


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "« 15 » après un quinze : un autre quinze (ça fait 4) ou un total de 15?"),
        ("en", "“15” after a fifteen: another fifteen (that makes 4) or a total of 15?"),
    ],
)
def test_fifteen_or_total_is_asked_in_words(lang: str, said: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("15-2 15")
    assert calls_unread.error_text(caught.value, _tr(lang)).startswith(
        said.replace(" :", "\u00a0:").replace("« ", "«\u00a0").replace(" »", "\u00a0»")
    )


@pytest.mark.parametrize(
    ("text", "total"),
    [("quinze 2, fait quinze", 15), ("15-2 15-4 = 15", 15), ("quinze 2, quinze", 4)],
)
def test_fifteen_said_as_a_total_or_in_words_is_read(text: str, total: int) -> None:
    assert parse_answer(text).total == total


# -- « pr », « tt »: « pour » and « tout » as typed in a text message -------------------------

TEXTED = [
    ("15 2, 15 4 et 2 pr la paire 6", 6),
    ("3 pr la suite", 3),
    ("15 2 15 4 paire 6 en tt", 6),
    ("15 2 15 4 paire 6 c tt", 6),
    ("quinze 2 quinze 4 c'est tt", 4),
]


@pytest.mark.parametrize(("text", "total"), TEXTED)
def test_words_as_texted_are_read(text: str, total: int) -> None:
    answer = parse_answer(text)
    assert answer.total == total and not answer.off


# -- « paires 4 » read back as « paire 4 », which a pair is never worth -----------------------


@pytest.mark.parametrize(
    ("lang", "said", "read"),
    [
        ("fr", "paires 4", "deux paires 4"),
        ("fr", "Quinze 2, Quinze 4, Paires 8", "quinze 2, quinze 4, deux paires 4, ça fait 8"),
        (
            "fr",
            "quinze 16, paire 12, valet 1",
            "quinze 16, 6 paires 12, un pour le valet, ça fait 29",
        ),
        ("en", "fifteen 2 fifteen 4 pairs 8", "fifteen 2, fifteen 4, two pairs 4 make 8"),
        ("fr", "quinze 2, quinze 4, paire 6", "quinze 2, quinze 4, une paire, ça fait 6"),
    ],
)
def test_pairs_called_by_their_points_are_read_back_as_pairs(
    lang: str, said: str, read: str
) -> None:
    line = answer_as_read(parse_answer(said), _tr(lang))
    assert line.endswith(f" {read}."), line


# -- « parie 6 »: « vouliez-vous dire « pare »? », a misspelling read, suggested as a word ----


@pytest.mark.parametrize(
    ("text", "typed", "suggested"),
    [
        ("quinze 2 quinze 4 parie 6", "parie", "paire"),
        ("quinze 2 quinze 4 pare 6 fsit 6", "fsit", None),
    ],
)
def test_a_misspelling_the_reader_accepts_is_never_suggested(
    text: str, typed: str, suggested: str | None
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.token == typed
    if suggested is None:  # « fesait », « fai », « pare »: read, and no word to learn
        assert caught.value.suggestion not in ("fesait", "fai", "fais", "pare")
    else:
        assert caught.value.suggestion == suggested


@pytest.mark.parametrize("text", ["quinze 2 quinze 4 pare 6", "ça fais 6", "sa fai 6"])
def test_the_misspellings_are_still_read(text: str) -> None:
    assert parse_answer(text).total == 6


def test_fifteen_or_total_reads_as_a_count_to_ask_back() -> None:
    # nothing pending, « 15-2 15 » got « Je réponds aux comptes et aux commandes »: a count
    assert looks_like_answer("15-2 15") and looks_like_answer("quinze 2, 15")


# -- « ça fait 8 toute », « 0 pointe »: Québec words for « en tout », « point » ---------------


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("ça fait 8 toute", 8),
        ("8 tout", 8),
        ("0 pointe", 0),
        ("12 pointes", 12),
        ("quinze 2 quinze 4 paire 6 pointes", 6),
        ("quinze 2 quinze 4 c'est toute", 4),
    ],
)
def test_quebec_words_around_a_count_are_read(text: str, total: int) -> None:
    assert parse_answer(text).total == total
