"""/top games: each member's line, in English word order and in French."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.storage.repo_members_results import GamesRow
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


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                "1. Marc: won 1 of 2 games (0)",
                "1. Zoé: won 1 of 2 games (0)",
                "3. Émile: won 1 of 3 games (0)",
                "4. Ann: won 0 of 1 game (\u22124)",
            ],
        ),
        (
            "fr",
            [
                "1. Marc : 1 sur 2 parties gagnées (0)",
                "1. Zoé : 1 sur 2 parties gagnées (0)",
                "3. Émile : 1 sur 3 parties gagnées (0)",
                "4. Ann : 0 sur 1 partie gagnée (\u22124)",
            ],
        ),
    ],
)
def test_members_with_equal_records_share_a_rank(lang: str, lines: list[str]) -> None:
    """Zoé and Marc each won 1 of 2 games, points for equal to points against: the board
    read « 1. Zoé … (0) » then « 2. Marc … (0) », Marc second for nothing the board shows.
    Equal records now share a rank, listed by name, the next rank skipping as on /top."""
    rows = [
        GamesRow(user_id=1, name="Zoé", won=1, played=2, points_for=61, points_against=61),
        GamesRow(user_id=2, name="Marc", won=1, played=2, points_for=50, points_against=50),
        GamesRow(user_id=3, name="Émile", won=1, played=3, points_for=90, points_against=90),
        GamesRow(user_id=4, name="Ann", won=0, played=1, points_for=57, points_against=61),
    ]
    said = games_board_lines(rows, "this week", I18N.translator(lang))
    assert [line.replace("\u00a0", " ") for line in said[1:-1]] == lines, said


def test_names_are_bidi_islands_as_on_the_points_board() -> None:
    """A name recorded before names were isolated (2026-11-24) came out as stored: « 1. سارة:
    won 1 of 2 games (+3) » let the Arabic name pull the colon and the count into its own
    order, and a U+202E reversed the rest of the line; now each name is isolated at display,
    as /top does (`markup.isolate`)."""
    sara = "\u0633\u0627\u0631\u0629"  # Sara, in Arabic
    rows = [
        GamesRow(user_id=1, name=sara, won=1, played=2, points_for=10, points_against=7),
        GamesRow(user_id=2, name="\u202eevil", won=0, played=2, points_for=7, points_against=10),
    ]
    lines = games_board_lines(rows, "this week", I18N.translator("en"))
    assert lines[1:3] == [
        f"1. \u2068{sara}\u2069: won 1 of 2 games (+3)",
        "2. evil: won 0 of 2 games (\u22123)",
    ]
