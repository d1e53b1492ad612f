"""A /kings message's page (`bot.views.kings_play.page`, the grid drawn or written out) and
the menu's and a game step's buttons (`menu_buttons`, `step_buttons`, as (label, callback
data)): functions of the handlers once (`kings_common.page`, `step_markup`), tested
directly."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.kings import grid_lines
from bot.views.kings_play import menu_buttons, page, step_buttons
from tests.engine.kings_helpers import grid

LAID = grid([". . . . . . .", ". . . 5 10 . ."], 15)


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_a_drawn_grid_is_not_written_out(lang: str) -> None:
    tr = I18n.load().translator(lang)
    drawn = page(["Titre", "Vos jetons : 5"], tr, None, report=["<i>r</i>"], grid=LAID, drawn=True)
    assert drawn == ["<b>Titre</b>", "<i>r</i>", tr._("* dark tile"), "Vos jetons : 5"]
    written = page(["Titre", "Vos jetons : 5"], tr, None, grid=LAID)
    assert written[0] == "<b>Titre</b>" and written[-1] == "Vos jetons : 5"
    rows = [line for line in written if line.startswith("<code>")]
    assert rows == [f"<code>{row}</code>" for row in grid_lines(LAID, tr, ())], written
    assert tr._("* dark tile, + tile just placed, . empty cell") in written


def test_no_grid_is_the_title_and_the_lines_and_a_name_in_a_group() -> None:
    tr = I18n.load().translator("fr")
    assert page(["Titre", "a < b"], tr, None, drawn=True) == ["<b>Titre</b>", "a &lt; b"]
    named = page(["Titre"], tr, "Ann <3")
    assert named[0].startswith("<b>") and "Ann &lt;3" in named[0], named


def test_the_menu_buttons() -> None:
    tr = I18n.load().translator("fr")
    assert menu_buttons(tr) == [
        [("Compter un coup", "kg:count"), ("Meilleur coup", "kg:best")],
        [("Une partie", "kg:play"), ("Comment jouer", "kg:help")],
    ]


def test_the_step_buttons_fit_telegrams_callback_data() -> None:
    tr = I18n.load().translator("en")
    question = 10**15 - 1  # the largest id GAME_PATTERN reads
    rows = step_buttons(question, (("joker", "hint"), ("swap",), ("stop",)), tr, exchanged=3)
    assert rows == [
        [("Joker!", f"kp:{question}:joker"), ("Hint", f"kp:{question}:hint")],
        [("Pass and exchange 3 of my tiles", f"kp:{question}:swap")],
        [("Stop the game", f"kp:{question}:stop")],
    ]
    assert all(len(data.encode()) <= 64 for row in rows for _, data in row)
    assert step_buttons(7, (("end", "keep"),), tr) == [
        [("Yes, stop it", "kp:7:end"), ("No, go on", "kp:7:keep")]
    ]
