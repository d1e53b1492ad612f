"""What each player of a game under way reads in private when the bot can no longer write in
the table's group, and when it is back (`group_gone_lines`, `group_back_lines`, given the
game: the handler's adapters that named its table moved here)."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.repo_members import MemberGame
from bot.tg.local_checks import html_to_text
from bot.views.members_private import group_back_lines, group_gone_lines
from tests.member_games import member_game

I18N = I18n.load()


def _game(*names: str) -> MemberGame:
    return member_game(names)


@pytest.mark.parametrize(
    ("lang", "head", "waits"),
    [
        (
            "fr",
            "🃏 Table d'Anne et Bob <3",
            "La partie attend mon retour dans le groupe (ses administrateurs peuvent m'y"
            " rajouter).",
        ),
        (
            "en",
            "🃏 Table of Anne and Bob <3",
            "The game waits until I am back in the group (its administrators can add me again).",
        ),
    ],
)
def test_the_group_gone_names_the_table_and_what_waits(lang: str, head: str, waits: str) -> None:
    tr = I18N.translator(lang)
    game = _game("Anne", "Bob <3")
    dealing = [html_to_text(line) for line in group_gone_lines(game, True, tr)]
    assert dealing[0] == head and dealing[2] == waits, dealing
    playing = [html_to_text(line) for line in group_gone_lines(game, False, tr)]
    assert playing[0] == head and playing[2] != waits and len(playing) == 4, playing
    assert "<3" not in "".join(group_gone_lines(game, True, tr))  # escaped


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "fr",
            [
                "🃏 Table d'Anne et Bob",
                "Je suis de retour dans le groupe de votre table\u00a0: la partie y continue.",
            ],
        ),
        (
            "en",
            [
                "🃏 Table of Anne and Bob",
                "I am back in your table's group: the game goes on there.",
            ],
        ),
    ],
)
def test_the_group_back_names_the_table(lang: str, lines: list[str]) -> None:
    said = group_back_lines(_game("Anne", "Bob"), I18N.translator(lang))
    assert [html_to_text(line) for line in said] == lines
