"""« /chances 95 110 non donneur » and "/odds 95 110 non dealer" (the words apart, as said)
were answered « Je ne comprends pas « non » » and the usage, though « non-donneur » and
"non-dealer" read: they say the player does not deal. « non » alone still says nothing."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.odds import UNREAD, Request, RequestError, read_request


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fr", "95 110 non donneur"),
        ("fr", "95 110 Non donneur."),
        ("fr", "95 110 je suis non donneur"),
        ("fr", "non donneur 95 110"),
        ("en", "95 110 non dealer"),
        ("en", "95 110 I am the non dealer"),
    ],
)
def test_non_role_apart_is_the_pone(lang: str, words: str) -> None:
    tr = I18n.load().translator(lang)
    assert read_request(words.split(), tr) == Request(95, 110, dealer=False)


def test_non_alone_is_still_not_read() -> None:
    tr = I18n.load().translator("fr")
    with pytest.raises(RequestError) as caught:
        read_request(["95", "110", "non"], tr)
    assert caught.value.reason == UNREAD
    assert "«\u00a0non\u00a0»" in caught.value.message
