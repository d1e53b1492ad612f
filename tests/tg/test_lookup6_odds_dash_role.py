"""« /chances 95-110-donneur »: the role joined to the scores by a dash, as the scores are joined
to each other. It said « Je ne comprends pas « 110-donneur » »; it reads « 95-110 donneur »."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.tg.local import Driver, html_to_text, texts
from bot.views.odds import Request, read_request


@pytest.mark.parametrize(
    ("typed", "request_"),
    [
        ("95-110-donneur", Request(95, 110, True)),
        ("95-110-receveur", Request(95, 110, False)),
        ("95 110-receveur", Request(95, 110, False)),
        ("40-50-61", Request(40, 50, True, 61)),
        ("donneur 95-110", Request(95, 110, True)),
    ],
)
def test_a_role_after_a_dash(typed: str, request_: Request) -> None:
    tr = I18n.load().translator("fr")
    assert read_request(typed.split(), tr) == request_


@pytest.mark.parametrize(
    ("lang", "asked", "said"),
    [
        ("fr", "/chances 95-110-donneur", "Vous êtes donneur, à 95 contre 110"),
        ("en", "/odds 95-110-pone", "You are the pone, at 95 to 110"),
    ],
)
async def test_the_chat_reads_it(bot_driver: Driver, lang: str, asked: str, said: str) -> None:
    text = html_to_text(texts(await bot_driver.send(asked, 5461, language_code=lang))[-1])
    assert text.startswith(said), text
