"""`bot.views.chatter.said_back`: the words that answer a greeting, thanks or goodbye in
kind, shared by a count waiting in the chat and a club game waiting on another member."""

from __future__ import annotations

import pytest

from bot.drills.table_moves import Chatter
from bot.i18n import I18n, Translator
from bot.views.chatter import chatter_at_count, said_back
from bot.views.members_private import chatter_while_waiting_line

I18N = I18n.load()
FR = I18N.translator("fr")
EN = I18N.translator("en")


@pytest.mark.parametrize(
    ("chatter", "fr", "en"),
    [
        (Chatter.GREETING, "Bonjour!", "Hello!"),
        (Chatter.EVENING, "Bonsoir!", "Good evening!"),
        (Chatter.GOODNIGHT, "À bientôt!", "See you soon!"),
        (Chatter.THANKS, "De rien!", "You're welcome!"),
    ],
)
def test_each_chatter_is_answered_in_kind(chatter: Chatter, fr: str, en: str) -> None:
    assert said_back(chatter, FR) == fr
    assert said_back(chatter, EN) == en


def test_another_word_has_no_answer_of_its_own() -> None:
    assert said_back(Chatter.OTHER, FR) is None
    assert said_back(Chatter.OTHER, EN) is None


@pytest.mark.parametrize("chatter", list(Chatter))
@pytest.mark.parametrize("tr", [FR, EN])
def test_both_places_say_the_same_words(chatter: Chatter, tr: Translator) -> None:
    """The count in the chat and the club game's private step start with the same words."""
    waiting = "&lt;waiting&gt;"
    private = chatter_while_waiting_line(chatter, waiting, tr)
    at_count = chatter_at_count(chatter, tr)
    back = said_back(chatter, tr)
    if back is None:
        assert private == waiting
        assert at_count is None
    else:
        assert private == f"{back} {waiting}"
        assert at_count is not None and at_count.startswith(back + " ")
