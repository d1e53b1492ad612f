"""kings24: « /aide serviteur », « /aide jeton », « /aide support », « /aide sac » (words of
the Kings Cribbage rules) got « Je ne connais ni commande ni mot du jeu « serviteur ». Voici les
commandes : » and the whole list. Each is told now, with where every Kings rule is (« /aide
valet » stays the cribbage jack's points, « /aide quinzaine » how a Kings line counts)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/aide serviteur", "Serviteur : une règle facultative de Kings Cribbage"),
        ("fr", "/aide jeton", "Kings Cribbage se joue avec des jetons"),
        ("fr", "/aide jetons", "Kings Cribbage se joue avec des jetons"),
        ("fr", "/aide le support", "Votre support, ce sont vos cinq jetons"),
        ("fr", "/aide sac", "Le sac contient les jetons que personne n'a encore pigés"),
        ("fr", "/aide jeton foncé", "Les jetons sont de deux couleurs"),
        ("en", "/help tiles", "Kings Cribbage is played with tiles"),
        ("en", "/help rack", "Your rack is your five tiles"),
    ],
)
async def test_a_kings_word_after_help(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    user = 24_400 if lang == "fr" else 24_401
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.startswith(said), text
    assert "Je ne connais" not in text and "know no" not in text, text
    assert text.splitlines()[-1] in (
        "Toutes les règles du jeu : /rois aide.",
        "Every rule of the game: /kings help.",
    ), text


async def test_the_jack_is_still_the_cribbage_jack(bot_driver: Driver) -> None:
    text = plain(await bot_driver.send("/aide valet", 24_402, language_code="fr"))
    assert "Un valet retourné comme carte de départ" in text, text
