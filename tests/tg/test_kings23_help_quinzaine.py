"""kings23: « /aide quinzaine », the word of the Kings Cribbage rules (« Jetons dont le total
fait 15 … 2 », seed 004), got « Je ne connais ni commande ni mot du jeu « quinzaine ». » over
the whole command list (found playing muggins chat), and « c'est quoi une quinzaine? » typed
with nothing asked got nothing of it. Both now say how a Kings line counts, fifteens first,
and where every rule of the game is."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts


@pytest.mark.parametrize(
    "typed", ["/aide quinzaine", "/aide quinzaines", "c'est quoi une quinzaine?"]
)
async def test_a_quinzaine_asked_is_told_how_a_line_counts(bot_driver: Driver, typed: str) -> None:
    text = (
        html_to_text("\n".join(texts(await bot_driver.send(typed, 23_601, language_code="fr"))))
        .replace("\u00a0", " ")
        .replace("\u202f", " ")
    )
    assert text.startswith("Une main se compte comme au cribbage :"), text
    assert "• Quinzaines : jetons dont le total fait 15 (ex. 6 + 9) : 2 points chacune." in text
    assert "Toutes les règles du jeu : /rois aide." in text
    assert "Je ne connais" not in text
