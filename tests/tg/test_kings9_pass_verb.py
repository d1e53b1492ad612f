"""The pass button said « Passer et changer 2 de mes jetons » and the page and chat then said
« Vous passez et échangez 2 jetons » (and « je passe et j'échange », « passez (et échangez
des jetons…) »): one verb now, the button's, in both languages."""

from __future__ import annotations

import pytest

from bot.engine.kings_game import Turn, TurnKind
from bot.i18n import I18n
from bot.views import kings as view
from bot.views import kings_play as play_view


@pytest.mark.parametrize(("lang", "verb"), [("fr", "chang"), ("en", "exchang")])
def test_the_pass_says_the_verb_of_its_button(lang: str, verb: str) -> None:
    tr = I18n.load().translator(lang)
    turn = Turn(player=0, kind=TurnKind.PASS, exchanged=2)
    labels = [play_view.button_label("swap", tr, 2), play_view.button_label("swap", tr)]
    said = [
        view.turn_text(turn, tr, mine=True),
        view.turn_text(Turn(player=1, kind=TurnKind.PASS, exchanged=2), tr, mine=False),
        play_view.hint_lines(None, (), tr)[0],
    ]
    for text in labels + said:
        assert verb in text.casefold(), text
        assert "échang" not in text, text
