"""Private /classement (/top): a member's clubs, read by a member who has not played yet."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.club import ClubRanks, my_clubs_lines

I18N = I18n.load()


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Jouer le défi du jour (/defi) vous met au classement de vos clubs."),
        ("en", "Playing today's challenge (/daily) puts you on your clubs' boards."),
    ],
)
def test_a_member_not_ranked_this_week_is_told_what_ranks_them(lang: str, said: str) -> None:
    """Played: Gérard, a new member, typed /classement in private and read « • Club : cette
    semaine, pas au classement; depuis toujours, pas au classement », nothing of why."""
    tr = I18N.translator(lang)
    lines = my_clubs_lines([ClubRanks("Club", None, None)], False, tr)
    assert said in lines
    assert said not in my_clubs_lines([ClubRanks("Club", (1, 3), (2, 5))], False, tr)
    assert said not in my_clubs_lines([ClubRanks("Club", None, None)], True, tr)  # hidden
