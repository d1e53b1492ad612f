"""« /chances 95pts 110pts » (the unit glued on, as phones type it) got « Je ne comprends pas
« 95pts » » and the usage, though « 95 pts » and « 95 points » read: the unit glued to a score
or to the game's length is read as apart. A word that only begins with digits still is not."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import UNREAD, Request, RequestError, read_request


@pytest.mark.parametrize(
    ("lang", "words", "request_"),
    [
        ("fr", "95pts 110pts", Request(95, 110)),
        ("fr", "95pts, 110pts receveur", Request(95, 110, dealer=False)),
        ("fr", "40pts 50pts partie de 61pts", Request(40, 50, target=61)),
        ("fr", "95Pts 110pt", Request(95, 110)),
        ("en", "95points 110points pone", Request(95, 110, dealer=False)),
    ],
)
def test_the_unit_glued_on_reads(lang: str, words: str, request_: Request) -> None:
    tr = I18n.load().translator(lang)
    assert read_request(words.split(), tr) == request_


def test_other_letters_after_digits_still_do_not_read() -> None:
    tr = I18n.load().translator("fr")
    with pytest.raises(RequestError) as caught:
        read_request(["95ptsx", "110"], tr)
    assert caught.value.reason == UNREAD
