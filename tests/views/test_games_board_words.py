"""/top games: each member's line, in English word order and in French."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.repo_members import GamesRow
from bot.views.members_results import games_board_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "won", "played", "line"),
    [
        ("en", 1, 1, "1. Mary: won 1 of 1 game (+3)"),
        ("en", 0, 2, "1. Mary: won 0 of 2 games (+3)"),
        ("en", 1234, 2345, "1. Mary: won 1,234 of 2,345 games (+3)"),
        ("fr", 1, 1, "1. Mary : 1 sur 1 partie gagnée (+3)"),
        ("fr", 2, 3, "1. Mary : 2 sur 3 parties gagnées (+3)"),
    ],
)
def test_a_member_line_says_the_games_won_of_played(
    lang: str, won: int, played: int, line: str
) -> None:
    """Before, the English line was French word order: « Mary: 1 won of 1 game (+3) »
    (« 1 sur 1 partie gagnée »); now « Mary: won 1 of 1 game (+3) »."""
    row = GamesRow(user_id=1, name="Mary", won=won, played=played, points_for=10, points_against=7)
    lines = games_board_lines([row], "this week", I18N.translator(lang))
    assert lines[1].replace("\u00a0", " ") == line, lines


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "en",
            "The number in parentheses: points for minus points against; it breaks ties"
            " (the bot is not ranked).",
        ),
        (
            "fr",
            "Entre parenthèses\u00a0: les points pour moins les points contre, qui départagent"
            " les égalités (le robot n'est pas classé).",
        ),
    ],
)
def test_the_board_says_what_the_number_in_parentheses_is(lang: str, said: str) -> None:
    """The English note read « In brackets: … (the bot's seats do not rank) », a heading
    over nothing; it now says which number it explains, as the French does."""
    row = GamesRow(user_id=1, name="Mary", won=1, played=1, points_for=10, points_against=7)
    lines = games_board_lines([row], "this week", I18N.translator(lang))
    assert lines[-1] == f"<i>{said}</i>", lines
