"""Why /score's cards do not read (`bot.views.practice.score_unread_text`), one reason each:
a count after too few cards, words after the five cards, six cards, other errors."""

from __future__ import annotations

import pytest

from bot.engine.card_parsing import CardError
from bot.i18n import I18n, Translator, card_input
from bot.views import practice
from bot.views.score_args import read_score_args


@pytest.fixture(scope="module")
def fr() -> Translator:
    return I18n.load().translator("fr")


def _told(typed: str, tr: Translator) -> str:
    asked = read_score_args(typed.split())
    assert asked is not None
    with pytest.raises(CardError) as caught:
        card_input.read_cards(asked.cards, tr, 5)
    return practice.score_unread_text(asked, caught.value, tr, 5)


def test_a_count_after_four_cards_is_said_to_miss_the_starter(fr: Translator) -> None:
    told = _told("5C 5K 5T VP 29", fr)
    assert "29" in told and "Carte inconnue" not in told


def test_words_after_the_five_cards_are_not_an_unknown_card(fr: Translator) -> None:
    told = _told("5C 5K 5T VP 5P merci", fr)
    assert "merci" in told and "Carte inconnue" not in told
    assert "29" in told  # the example of a count


def test_six_cards_point_to_the_lay_away(fr: Translator) -> None:
    told = _told("5C 5K 5T VP 5P 2C", fr)
    assert "/ecart" in told


def test_any_other_error_is_the_cards_error_and_an_example(fr: Translator) -> None:
    asked = read_score_args(["5C", "5K", "ZZ", "VP", "5P"])
    assert asked is not None
    with pytest.raises(CardError) as caught:
        card_input.read_cards(asked.cards, fr, 5)
    told = practice.score_unread_text(asked, caught.value, fr, 5)
    assert told == practice.unread_cards_text(caught.value, fr)
