"""/top games counts a skunk as two games (club24): its title line says so, when one counted."""

from __future__ import annotations

from bot.i18n import I18n
from bot.storage.repo_members_results import GamesRow
from bot.views.members_results import games_board_lines

I18N = I18n.load()


def test_the_title_says_a_skunk_counts_two() -> None:
    fr = I18N.translator("fr")
    plain = [GamesRow(1, "Zoé", 1, 1, 121, 100), GamesRow(2, "Marc", 0, 1, 100, 121)]
    assert "skunk" not in games_board_lines(plain, "cette semaine", fr)[0]
    doubled = [GamesRow(1, "Zoé", 2, 2, 121, 80, 1), GamesRow(2, "Marc", 0, 2, 80, 121, 1)]
    title = games_board_lines(doubled, "cette semaine", fr)[0]
    assert "un skunk ou un perdant sous la moitié de la planche compte pour deux" in title, title
    en = games_board_lines(doubled, "this week", I18N.translator("en"))[0]
    assert "a skunk or a lurch counts two games" in en, en
