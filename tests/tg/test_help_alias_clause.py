"""A command's other names in /help follow the clause about the command itself, not a second
use of it: « /quiz : une question sur les règles…; /quiz 10 : dix de suite (ou /regles) » read
as if /regles gave ten questions, « /defi 2026-11-20 rejoue un jour (ou /quotidien) » as if
/quotidien replayed a day, "/top off takes you off the boards (also /leaderboard)" as if
/leaderboard did."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.handlers import registry
from bot.views import guide as guide_view
from bot.views.commands import with_aliases

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        (
            "fr",
            f"/quiz{NBSP}: une question sur les règles, avec des réponses au choix (ou /regles);",
        ),
        ("fr", f"/defi{NBSP}: le défi du jour (ou /quotidien);"),
        ("en", "/top: the club's board (in a group) or your clubs (also /leaderboard);"),
    ],
)
def test_help_all_names_the_other_names_after_the_commands_own_clause(
    lang: str, shown: str
) -> None:
    tr = I18n.load().translator(lang)
    lines = guide_view.help_lines(registry.all_commands(), tr)
    assert any(line.startswith(shown) for line in lines), [
        line for line in lines if line.startswith(shown.split(" ")[0])
    ]


def test_the_note_ends_the_first_clause_that_a_later_clause_names_again() -> None:
    tr = I18n.load().translator("fr")
    lines = ["/x : une chose; /x 10 : dix choses"]
    assert with_aliases(("x", "y"), lines, tr, ("x", "y")) == [
        "/x : une chose (ou /y); /x 10 : dix choses"
    ]
    # one clause, or a later clause that does not name it: at the end, as before
    assert with_aliases(("x", "y"), ["/x : une chose"], tr, ("x", "y")) == [
        "/x : une chose (ou /y)"
    ]
    assert with_aliases(("x", "y"), ["/x : une chose; deux"], tr, ("x", "y")) == [
        "/x : une chose; deux (ou /y)"
    ]
