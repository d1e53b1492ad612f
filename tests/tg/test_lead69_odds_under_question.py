"""/odds (/chances) alone while a question waits in the chat: its reply said « Envoyez votre
pointage, puis celui de l'adversaire », and « 95 110 » sent next answered the waiting question
(a Kings count: « Répondez par le nombre de points »). The scores typed alone are read only with
nothing asked, so the reply now says to send them with the command, the question waiting above.
"""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

WAITS = {
    "fr": "Une question attend votre réponse plus haut : envoyez les pointages avec la "
    "commande, par exemple /chances 95 110.",
    "en": "A question above is waiting for your answer: send the scores with the command, "
    "for example /odds 95 110.",
}


@pytest.mark.parametrize(
    ("lang", "drill", "odds"),
    [
        ("fr", "/rois compte", "/chances"),
        ("en", "/kings count", "/odds"),
        ("fr", "/main", "/chances"),
    ],
)
async def test_odds_alone_under_a_question_asks_for_the_scores_on_its_line(
    bot_driver: Driver, lang: str, drill: str, odds: str
) -> None:
    user = 9_790 + len(drill)
    await bot_driver.send(drill, user, language_code=lang)
    text = html_to_text(texts(await bot_driver.send(odds, user, language_code=lang))[-1])
    assert WAITS[lang].replace(" : ", "\u00a0: ") in text, text
    text = html_to_text(
        texts(await bot_driver.send(f"{odds} 95 110", user, language_code=lang))[-1]
    )
    assert "95" in text and "110" in text and "%" in text, text


async def test_odds_alone_with_nothing_asked_still_reads_the_next_line(bot_driver: Driver) -> None:
    text = html_to_text(texts(await bot_driver.send("/chances", 9_799, language_code="fr"))[-1])
    assert "plus haut" not in text, text
