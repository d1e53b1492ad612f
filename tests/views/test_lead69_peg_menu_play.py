"""/peg's menu said "/peg play: which card to lay, and why", where every other English line
says "play" for a card of the play ("lay away" is for the crib): now "which card to play"."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views import peg

I18N = I18n.load()


def test_the_menu_says_play_for_the_play() -> None:
    text = "\n".join(peg.kinds_lines(I18N.translator("en")))
    assert "/peg play: which card to play, and why" in text, text
    assert "to lay" not in text, text
