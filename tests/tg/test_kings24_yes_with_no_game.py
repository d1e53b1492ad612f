"""kings24: « /rois arrêter » with no Kings game said « Aucune partie de Kings Cribbage
n'attend votre coup : il n'y a rien à arrêter. »; « oui » typed next (as under « Arrêter cette
partie? ») got « Je réponds aux comptes et aux commandes : /main vous donne une main, /aide
explique le reste. ». The « oui » (or « non ») is told again that there is no game to stop."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

NONE = {
    "fr": "Aucune partie de Kings Cribbage n'attend votre coup : il n'y a rien à arrêter.",
    "en": "No Kings Cribbage game is waiting for your move: nothing to stop.",
}


@pytest.mark.parametrize(
    ("lang", "stop", "typed"),
    [
        ("fr", "/rois arrêter", "oui"),
        ("fr", "/rois arrêter", "Ben oui"),
        ("fr", "/rois arreter", "non"),
        ("en", "/kings stop", "yes"),
    ],
)
async def test_yes_after_a_stop_with_no_game(
    bot_driver: Driver, lang: str, stop: str, typed: str
) -> None:
    user = 24_300 if lang == "fr" else 24_301
    assert plain(await bot_driver.send(stop, user, language_code=lang)) == NONE[lang]
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text == NONE[lang], text


async def test_yes_later_is_not_read_as_the_stop(bot_driver: Driver) -> None:
    user = 24_302
    await bot_driver.send("/rois arrêter", user, language_code="fr")
    await bot_driver.send("oui", user, language_code="fr")
    text = plain(await bot_driver.send("oui", user, language_code="fr"))
    assert "rien à arrêter" not in text, text
