"""A game stopped before any move: the Mini App said « Partie arrêtée. Score au moment de
l'arrêt : vous 0, moi 0. », the chat said it too, while a game not begun replaced by another
level had no score said. A game not begun has no score to say: « Partie arrêtée. » alone, in
the chat and on the Mini App; a game begun still says its score."""

from __future__ import annotations

import random

import pytest

from bot.drills.kings_play import Level, begun, hint, new_match, player_move
from bot.i18n import I18n
from bot.tg.local import Driver
from bot.views.kings_play import stopped_lines
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("lang", "rois", "said"),
    [
        ("fr", "/rois", ["Partie arrêtée.", "/rois partie en commence une nouvelle."]),
        ("en", "/kings", ["Game stopped.", "/kings play starts a new one."]),
    ],
)
async def test_a_game_stopped_before_any_move_says_no_score(
    bot_driver: Driver, lang: str, rois: str, said: list[str]
) -> None:
    user = 13_801 if lang == "fr" else 13_802
    words = ("partie", "arrêter", "oui") if lang == "fr" else ("play", "stop", "yes")
    await bot_driver.send(f"{rois} {words[0]}", user, language_code=lang)
    await bot_driver.send(f"{rois} {words[1]}", user, language_code=lang)
    text = plain(await bot_driver.send(words[2], user, language_code=lang))
    assert text.splitlines() == said, text


@pytest.mark.parametrize("lang", ["fr", "en"])
def test_the_mini_apps_stop_says_the_score_of_a_game_begun_only(lang: str) -> None:
    tr = I18n.load().translator(lang)
    match = new_match(random.Random(8), Level.NORMAL)
    assert not begun(match)
    assert stopped_lines(match, tr) == [tr._("Game stopped.")]
    best = hint(match)
    assert best is not None
    match, _ = player_move(match, best.move)
    assert begun(match)
    lines = stopped_lines(match, tr)
    assert len(lines) == 2 and tr.number(match.game.scores[0]) in lines[1], lines
