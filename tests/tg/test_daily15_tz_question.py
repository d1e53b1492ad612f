"""« /fuseau ? », « /fuseau quoi », « /fuseau lequel », "/tz ?", "/tz which" (a member asking
which timezone she is on) answered « Je ne connais pas le fuseau horaire ?. » — a question
read as a place: her timezone is shown, as /fuseau alone shows it."""

from __future__ import annotations

import pytest

from bot.drills.daily_time import asks_zone
from bot.tg.local import Driver, texts

USER = 72


@pytest.mark.parametrize(
    ("lang", "typed", "shown"),
    [
        ("fr", "/fuseau ?", "Votre fuseau horaire\u00a0: <b>heure de l'Est (Québec, Ontario)</b>"),
        (
            "fr",
            "/fuseau quoi",
            "Votre fuseau horaire\u00a0: <b>heure de l'Est (Québec, Ontario)</b>",
        ),
        (
            "fr",
            "/fuseau lequel?",
            "Votre fuseau horaire\u00a0: <b>heure de l'Est (Québec, Ontario)</b>",
        ),
        (
            "fr",
            "/fuseau c'est quoi",
            "Votre fuseau horaire\u00a0: <b>heure de l'Est (Québec, Ontario)</b>",
        ),
        ("en", "/tz ?", "Your timezone: <b>Eastern time (Quebec, Ontario)</b>"),
        ("en", "/tz which one", "Your timezone: <b>Eastern time (Quebec, Ontario)</b>"),
    ],
)
async def test_a_question_shows_the_timezone(
    bot_driver: Driver, lang: str, typed: str, shown: str
) -> None:
    [text] = texts(await bot_driver.send(typed, user_id=USER, language_code=lang))
    assert text.replace("&#x27;", "'").startswith(shown), text
    assert "connais pas" not in text and "know" not in text, text


@pytest.mark.parametrize("typed", ["Quoi", "Paris", "Québec", "Est", "heure"])
def test_only_a_question_asks(typed: str) -> None:
    assert asks_zone(typed) is (typed == "Quoi")
