"""/help's word on /resign at a table of three follows the rule (played: it said « quand il
ne reste qu'un membre, c'est lui qui gagne » while a member left with the bot plays on
against it)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local_checks import html_to_text
from bot.views.members import help_lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "fr",
            "un membre qui reste seul contre moi continue de jouer; à une table de trois"
            " membres, le dernier qui reste gagne.",
        ),
        (
            "en",
            "a member left alone against me plays on; at a table of three members, the last one"
            " left wins.",
        ),
    ],
)
def test_help_says_who_plays_on_after_a_resignation_at_three(lang: str, said: str) -> None:
    text = html_to_text("\n".join(help_lines(I18n.load().translator(lang))))
    assert said in text
