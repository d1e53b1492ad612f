"""Whether a Kings page fits one photo caption, read by `bot.views.kings_play.fits_caption`
(it was a function of the handlers), tested directly."""

from __future__ import annotations

from bot.views.kings_play import fits_caption
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
