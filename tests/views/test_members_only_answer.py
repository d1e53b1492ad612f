"""« Only Marie may answer. »: the alert of a group question (the caller's claim keypad, the
« resign? » question) pressed by another member, the one asked named as they sit at the
table; written twice in members_group's handlers before, now one view function."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.repo_members import MemberGame
from bot.views.members_words import only_may_answer_note
from tests.member_games import member_game

I18N = I18n.load()


def _game(*names: str) -> MemberGame:
    return member_game(names)


@pytest.mark.parametrize(
    ("lang", "said"),
    [("fr", "La réponse revient à Bob <3."), ("en", "Only Bob <3 may answer.")],
)
def test_the_member_asked_is_named_as_they_sit(lang: str, said: str) -> None:
    game = _game("Marie", "Bob <3")  # plain text: an alert, not HTML
    assert only_may_answer_note(game, 101, I18N.translator(lang)) == said


def test_a_member_not_at_the_table_is_a_question_mark() -> None:
    game = _game("Marie", "Bob")
    assert only_may_answer_note(game, 999, I18N.translator("en")) == "Only ? may answer."
