"""Whether a Kings page fits one photo caption (`bot.views.kings_play.fits_caption`), and a
game's answer after the player's name in a group (`named_line`): functions of the handlers
once, tested directly."""

from __future__ import annotations

from bot.i18n import I18n
from bot.views.kings_play import fits_caption, named_line
from bot.views.pictures import MAX_CAPTION_CHARS


def test_a_short_page_fits_one_caption() -> None:
    assert fits_caption(["Kings Cribbage", "Vous 0, moi 0."])
    assert fits_caption([])


def test_a_page_past_the_caption_limit_does_not_fit() -> None:
    line = "x" * 100
    lines = [line] * (MAX_CAPTION_CHARS // 100 + 1)
    assert not fits_caption(lines)
    assert fits_caption(lines[: MAX_CAPTION_CHARS // 101])


def test_the_limit_counts_the_line_breaks_and_wide_characters() -> None:
    assert fits_caption(["a" * MAX_CAPTION_CHARS])
    assert not fits_caption(["a" * (MAX_CAPTION_CHARS // 2), "a" * (MAX_CAPTION_CHARS // 2)])
    assert not fits_caption(["🂡" * (MAX_CAPTION_CHARS // 2 + 1)])


def test_named_line_puts_the_name_first_in_a_group_and_escapes() -> None:
    fr, en = I18n.load().translator("fr"), I18n.load().translator("en")
    assert named_line("Partie arrêtée.", fr, None) == "Partie arrêtée."
    assert named_line("Partie arrêtée.", fr, "Zoé") == "Zoé\u00a0: Partie arrêtée."
    assert named_line("Game stopped.", en, "<Zoé>") == "&lt;Zoé&gt;: Game stopped."
    assert named_line("Score : 3", fr, "Zoé") == "Zoé — Score : 3"
