"""« Arrêter cette partie? » asked (its buttons « Oui, l'arrêter » / « Non, on continue »), a
player who typed « oui » or « non » got « Je n'ai pas compris votre coup. », the question still
waiting above: a typed yes or no now answers it, as its buttons do."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, inline_buttons
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said", "stopped"),
    [
        ("fr", "/rois", "oui", "Partie arrêtée.", True),
        ("fr", "/rois", "Oui, l'arrêter", "Partie arrêtée.", True),
        ("fr", "/rois", "non", "La partie continue : à vous de jouer.", False),
        ("fr", "/rois", "non, on continue", "La partie continue : à vous de jouer.", False),
        ("en", "/kings", "yes", "Game stopped.", True),
        ("en", "/kings", "No, go on", "The game goes on: your move.", False),
    ],
)
async def test_a_typed_yes_or_no_answers_the_stop_question(
    bot_driver: Driver,
    db: Database,
    lang: str,
    command: str,
    typed: str,
    said: str,
    stopped: bool,
) -> None:
    user = 12_301 if lang == "fr" else 12_302
    await bot_driver.send(
        f"{command} {'partie' if lang == 'fr' else 'play'}", user, language_code=lang
    )
    await bot_driver.send(
        f"{command} {'arrêter' if lang == 'fr' else 'stop'}", user, language_code=lang
    )
    confirm = bot_driver.api.last_message(user)
    assert confirm is not None and inline_buttons(confirm)
    text = plain(await bot_driver.send(typed, user, language_code=lang))
    assert text.splitlines()[0] == said, text
    assert (await db.questions.pending_question(user, user) is None) is stopped
