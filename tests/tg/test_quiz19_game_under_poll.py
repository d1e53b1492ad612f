"""quiz19: a move typed at a Kings game after /quiz got « Touchez une des réponses du sondage
ci-dessus. La question posée avant ce sondage attend ensuite votre réponse. »: a player did not
know « the question asked before » was her game. Now a game's step under the poll is named:
« Votre partie attend ensuite votre coup. » (« … à la fin de la série. » under a series)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

SAID = {
    ("fr", "/quiz"): "Votre partie attend ensuite votre coup.",
    ("fr", "/quiz 3"): "Votre partie attend votre coup à la fin de la série.",
    ("en", "/quiz"): "Your game waits for your move after that.",
    ("en", "/quiz 3"): "Your game waits for your move when the series is over.",
}


@pytest.mark.parametrize(("lang", "quiz"), sorted(SAID))
async def test_a_move_under_a_poll_is_told_the_game_waits(
    bot_driver: Driver, lang: str, quiz: str
) -> None:
    user = 19_900 + len(quiz) + (10 if lang == "en" else 0)
    await bot_driver.send(
        "/rois partie" if lang == "fr" else "/kings play", user, language_code=lang
    )
    await bot_driver.send(quiz, user, language_code=lang)
    text = plain(await bot_driver.send("H8 → 5 6", user, language_code=lang))
    assert SAID[lang, quiz] in text, text
    assert "question posée avant" not in text and "question asked before" not in text, text
