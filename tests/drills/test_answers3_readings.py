"""Counts typed the way club players type them at /main and /crib (the reader is shared with
the count at /jouer), read as they mean them."""

from __future__ import annotations

import pytest

from bot.drills.answer_asides import claim_words_dropped
from bot.drills.answers import AnswerError, AnswerErrorReason, looks_like_answer, parse_answer
from bot.engine.show import Kind

AGREED_FIRST = [
    ("ok 12", 12),
    ("OK, 12", 12),
    ("okay 12", 12),
    ("bon 12", 12),
    ("Bon ben 12", 12),
    ("ben 12", 12),
    ("euh 12", 12),
    ("euh ok 12", 12),
    ("ouin 12", 12),
    ("ouais, 8", 8),
    ("ok quinze 2 quinze 4 et une paire 6", 6),
    ("bon, quinze 4 pis un pour le valet 5", 5),
]


@pytest.mark.parametrize(("text", "total"), AGREED_FIRST, ids=[t for t, _ in AGREED_FIRST])
def test_a_word_that_agrees_before_the_count_is_skipped(text: str, total: int) -> None:
    """« ok 12 », « bon 12 » were refused « Je ne connais pas le mot « ok » » (« bon »:
    « vouliez-vous dire « bonne »? »): said first, they start the count, as « ben » does."""
    assert parse_answer(text).total == total


def test_bon_valet_is_still_the_right_jack() -> None:
    answer = parse_answer("bon valet 1")
    assert answer.total == 1
    assert [call.kind for call in answer.calls] == [Kind.NOBS]


@pytest.mark.parametrize("text", ["ok 2", "bon 2", "ok"])
def test_a_claim_that_agrees_is_still_refused(text: str) -> None:
    """At a table's verdict « ok » accepts the bot's count: « ok muggins 2 » (its claim words
    « ok 2 ») both accepts and claims, and is asked again, as before."""
    with pytest.raises(AnswerError) as caught:
        claim_words_dropped(text)
    assert caught.value.reason is AnswerErrorReason.UNKNOWN_WORD


@pytest.mark.parametrize("text", ["t'as oublié le bon valet", "tu as oublié le bon jack"])
def test_the_right_jack_is_still_claimed(text: str) -> None:
    assert parse_answer(claim_words_dropped(text)).total == 1


QUEBEC = [
    ("12 en toute", 12),
    ("12 en toute et partout", 12),
    ("quinze 2, quinze 4, c'est toute", 4),
    ("quinze 2 quinze 4 c tout", 4),
    ("quinze 2 quinze 4 cé tout", 4),
    ("quinze 2 quinze 4 pis une paire, c toute", 6),
]


@pytest.mark.parametrize(("text", "total"), QUEBEC, ids=[t for t, _ in QUEBEC])
def test_tout_as_it_is_typed(text: str, total: int) -> None:
    """« 12 en toute » was refused « « toute » : vouliez-vous dire « pantoute »? », « quinze 2
    quinze 4 c tout » « Je ne connais pas le mot « tout » »: « en tout », « c'est tout », as
    typed in Québec and in a hurry."""
    assert parse_answer(text).total == total


TYPED_AS_SAID = [
    ("12 pour moé", 12),
    ("pour moé 12", 12),
    ("jen ai 12", 12),
    ("j en ai 12", 12),
    ("pas un maudit point", 0),
]


@pytest.mark.parametrize(("text", "total"), TYPED_AS_SAID, ids=[t for t, _ in TYPED_AS_SAID])
def test_words_typed_as_they_are_said(text: str, total: int) -> None:
    """« 12 pour moé » was answered « Envoyez un nombre de 0 à 29 » (« pour moi » is read),
    « jen ai 12 » « Je ne connais pas le mot « jen » », « pas un maudit point »
    « … le mot « pas » »."""
    assert parse_answer(text).total == total


@pytest.mark.parametrize("text", ["passe", "je passe", "pass 12", "seule 12"])
def test_a_word_read_only_in_a_phrase_is_never_suggested(text: str) -> None:
    """« passe » at /main was answered « « passe » : vouliez-vous dire « pas »? »: « pas » is
    read only in « pas de points », alone it is no count word either."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.suggestion not in ("pas", "seul", "maudit")


A_FIFTEEN_AFTER = [
    ("une paire pis un quinze 4", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("une paire, un quinze, 4", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("une suite pis un quinze 5", 5, (Kind.RUN, Kind.FIFTEEN)),
    ("a pair and a fifteen 4", 4, (Kind.PAIR, Kind.FIFTEEN)),
    ("a run and one fifteen makes 5", 5, (Kind.RUN, Kind.FIFTEEN)),
    ("le valet pis un quinze 3", 3, (Kind.NOBS, Kind.FIFTEEN)),
]


@pytest.mark.parametrize(
    ("text", "total", "kinds"), A_FIFTEEN_AFTER, ids=[t for t, *_ in A_FIFTEEN_AFTER]
)
def test_a_fifteen_said_after_a_name(text: str, total: int, kinds: tuple[Kind, ...]) -> None:
    """« une paire pis un quinze 4 » was read « paire 1 » and « quinze 4 », both « ne tient
    pas »: « un quinze » is a fifteen wherever it is said, as it is first."""
    answer = parse_answer(text)
    assert (answer.total, answer.off) == (total, ())
    assert tuple(call.kind for call in answer.calls) == kinds


@pytest.mark.parametrize(
    ("text", "total"),
    [
        ("12 avec le valet", 12),
        ("9 points avec le valet", 9),
        ("12 with his nobs", 12),
        ("12 avec la paire pis le valet", 12),
    ],
)
def test_a_count_said_with_the_jack(text: str, total: int) -> None:
    """« 12 avec le valet » (the count, the jack in it) was read as 12 points for the jack and
    told « « 12 pour le valet » ne tient pas »: the count said first is the whole count."""
    answer = parse_answer(text)
    assert (answer.total, answer.off) == (total, ())


def test_the_count_so_far_with_a_name_is_still_read() -> None:
    answer = parse_answer("quinze 4, 6 avec la paire")
    assert (answer.total, answer.off) == (6, ())
    assert [call.kind for call in answer.calls] == [Kind.FIFTEEN, Kind.PAIR]


COUNT_SO_FAR_FIRST = [
    ("8 pis le valet 9", 9, 8),
    ("8 plus le valet", 9, 8),
    ("6 et une paire 8", 8, 6),
    ("12 pis une suite 15", 15, 12),
    ("8 and his nobs 9", 9, 8),
]


@pytest.mark.parametrize(
    ("text", "total", "unnamed"), COUNT_SO_FAR_FIRST, ids=[t for t, *_ in COUNT_SO_FAR_FIRST]
)
def test_a_count_so_far_said_first(text: str, total: int, unnamed: int) -> None:
    """« 8 pis le valet 9 » was refused « Je ne sais pas où placer 8 dans un compte », « 6 et
    une paire 8 » read as six pairs: the count so far said first, then what it adds; most of
    it unnamed, the total is graded as a plain count (no family said to be missed)."""
    answer = parse_answer(text)
    assert (answer.total, answer.off, answer.itemized) == (total, (), False)
    assert unnamed < total


@pytest.mark.parametrize("text", ["8 paires", "huit paires", "8 p", "5 runs"])
def test_a_count_before_a_name_is_still_how_many(text: str) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(text)
    assert caught.value.reason is AnswerErrorReason.UNEXPECTED


@pytest.mark.parametrize(
    "text",
    [
        "quinze 2 pis le valet de la même sorte 3",
        "quinze 2 et le valet de la bonne sorte 3",
        "quinze 2 et le bon jack 3",
        "quinze 2 et le jack de la même couleur 3",
    ],
)
def test_the_right_jack_as_quebec_says_it(text: str) -> None:
    """« le valet de la même sorte » (« sorte »: the suit, in Québec) was refused « Je ne
    connais pas le mot « même » », « le bon jack » « vouliez-vous dire « bonne »? »."""
    answer = parse_answer(text)
    assert (answer.total, answer.off) == (3, ())
    assert [call.kind for call in answer.calls] == [Kind.FIFTEEN, Kind.NOBS]


DICTATED = [
    ("fifteen to fifteen four", 4),
    ("fifteen too, fifteen four and a pair is six", 6),
    ("fifteen two fifteen for", 4),
    ("fifteen two, fifteen for and a pair makes six", 6),
    ("fifteen for two, fifteen for four", 4),
    ("fifteen 2 and a pair, that comes to 4", 4),
]


@pytest.mark.parametrize(("text", "total"), DICTATED, ids=[t for t, _ in DICTATED])
def test_a_count_dictated(text: str, total: int) -> None:
    """Dictated, "fifteen two" comes out "fifteen to", "fifteen four" "fifteen for": they were
    refused « I don't know the word “to” », « Send a number from 0 to 29 »."""
    answer = parse_answer(text)
    assert (answer.total, answer.off) == (total, ())


@pytest.mark.parametrize("text", ["jen ai pas", "ya rien", "y a rien"])
def test_nothing_as_it_is_typed(text: str) -> None:
    """« jen ai pas » was refused « Je ne connais pas le mot « pas » », « ya rien » « … le
    mot « ya » »: a zero hand, as typed."""
    answer = parse_answer(text)
    assert (answer.total, answer.nineteen) == (0, False)


def test_nul_is_no_count() -> None:
    """« c'est nul! » (that's bad) in a group is chatter, never a count of 0."""
    assert not looks_like_answer("c'est nul!")
