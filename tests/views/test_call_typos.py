"""Calls typed with a slip, the way club players type them (played in /main and /hand):
« double suit 8 » answered « « double » : vouliez-vous dire « doubles »? » (the word at fault
is « suit »), a misspelt « carré » was offered back as « carre », and « carrée », « le bon
valet » were unknown words."""

from __future__ import annotations

import pytest

from bot.drills.answer_words import AnswerError, AnswerErrorReason
from bot.drills.answers import parse_answer
from bot.engine.show import Kind
from bot.i18n import I18n
from bot.views import calls_unread


@pytest.fixture(scope="module")
def i18n() -> I18n:
    return I18n.load()


@pytest.mark.parametrize(
    ("typed", "lang", "told"),
    [
        ("double suit 8", "fr", "«\u00a0suit\u00a0»\u00a0: vouliez-vous dire «\u00a0suite\u00a0»?"),
        ("double runn 8", "en", "“runn”: did you mean “run”?"),
        ("carr 12", "fr", "«\u00a0carr\u00a0»\u00a0: vouliez-vous dire «\u00a0carré\u00a0»?"),
        ("caree 12", "fr", "«\u00a0caree\u00a0»\u00a0: vouliez-vous dire «\u00a0carrée\u00a0»?"),
        (
            "sequance de 4",
            "fr",
            "«\u00a0sequance\u00a0»\u00a0: vouliez-vous dire «\u00a0séquence\u00a0»?",
        ),
    ],
)
def test_the_word_at_fault_is_named_and_offered_back_as_written(
    i18n: I18n, typed: str, lang: str, told: str
) -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    # then what to do with it (`test_a_suggestion_says_to_send_the_count_again`)
    assert calls_unread.error_text(caught.value, i18n.translator(lang)).startswith(told + " ")


def test_double_alone_is_out_of_place_not_a_misspelt_doubles() -> None:
    with pytest.raises(AnswerError) as caught:
        parse_answer("quinze 4 double 8")
    assert caught.value.reason is AnswerErrorReason.UNEXPECTED
    assert caught.value.token == "double" and caught.value.suggestion is None


@pytest.mark.parametrize(
    ("typed", "kind", "total"),
    [
        ("carrée 12", Kind.DOUBLE_PAIR_ROYAL, 12),
        ("une carrée", Kind.DOUBLE_PAIR_ROYAL, 12),
        ("le bon valet", Kind.NOBS, 1),
        ("quinze 2, quinze 4 et un pour le bon valet, 5", Kind.NOBS, 5),
    ],
)
def test_words_players_write_are_read(typed: str, kind: Kind, total: int) -> None:
    answer = parse_answer(typed)
    assert answer.total == total and answer.calls[-1].kind is kind


@pytest.mark.parametrize(
    ("typed", "lang", "told"),
    [
        (
            "quinze 2 et troi",
            "fr",
            "«\u00a0troi\u00a0»\u00a0: vouliez-vous dire «\u00a0trois\u00a0»? "
            "Renvoyez votre compte corrigé.",
        ),
        (
            "fifteen 2 and thre",
            "en",
            "“thre”: did you mean “three”? Send your count again, corrected.",
        ),
    ],
)
def test_a_suggestion_says_to_send_the_count_again(
    i18n: I18n, typed: str, lang: str, told: str
) -> None:
    """« vouliez-vous dire « trois »? » alone was a question: the player answered « oui » and
    was told « Je ne connais pas le mot « oui » » (played at /main)."""
    with pytest.raises(AnswerError) as caught:
        parse_answer(typed)
    assert calls_unread.error_text(caught.value, i18n.translator(lang)) == told
