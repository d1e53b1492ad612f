"""/aide's « Votre club » said « Dans le groupe de votre club : /classement, /tournoi, /jouer
@membre pour une partie »: « @membre » is a placeholder that a member of 72 types as it reads
(an invitation to nobody). The line now says what to type: /jouer in reply to a member's
message, or /jouer @ and their name picked from the list."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import html_to_text
from bot.views.commands import help_short

CLUB_LINE = {
    "fr": "Dans le groupe de votre club\u00a0: /classement, /tournoi; pour une partie avec un"
    " membre, /jouer en réponse à un de ses messages (ou /jouer @ puis son nom dans la liste)",
    "en": "In your club's group: /top, /tournament; for a game with a member, /play in reply to"
    " one of their messages (or /play @ then their name from the list)",
}


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("in_group", [False, True])
def test_the_club_line_says_what_to_type_not_a_placeholder(lang: str, in_group: bool) -> None:
    text = html_to_text(help_short(I18n.load().translator(lang), in_group=in_group))
    assert "@membre" not in text and "@member" not in text
    assert CLUB_LINE[lang] in text.splitlines()
