"""« /aide triple séquence » and "/help triple run" answered « Paires » (the word « triple »,
a pair royal, read alone), "/help double double run" and "/help quadruple run" « Je ne connais
ni commande ni mot du jeu « double » »: the runs a card repeated makes (S003's « double
séquence », « triple séquence »). They now answer « Suites » / "Runs", which says what each
is worth."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

WORTH = {
    "fr": "une double suite de trois vaut 8, de quatre 10; une triple suite 15; une double"
    " double suite 16.",
    "en": "a double run of three is 8, of four 10; a triple run 15; a double double run 16.",
}


@pytest.mark.parametrize(
    ("lang", "typed"),
    [
        ("fr", "/aide triple séquence"),
        ("fr", "/aide triple suite"),
        ("fr", "/aide double double suite"),
        ("fr", "/aide double suite"),
        ("en", "/help triple run"),
        ("en", "/help double double run"),
        ("en", "/help quadruple run"),
        ("en", "/help double run"),
    ],
)
async def test_the_runs_a_repeated_card_makes(bot_driver: Driver, lang: str, typed: str) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_884, language_code=lang))
    shown = html_to_text(text)
    assert shown.startswith("Suites\n" if lang == "fr" else "Runs\n"), shown
    assert WORTH[lang] in shown, shown
