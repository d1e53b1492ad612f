"""kings6: the first step of a Kings game says how a move is typed, in French and English."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts

GROUP = -100_466


@pytest.mark.parametrize(
    ("lang", "command", "typed"),
    [
        (
            "fr",
            "/rois partie",
            "Écrivez-le ainsi : une case, un sens, vos jetons. H8 → 5 6 4 pose le 5 en H8, "
            "le 6 en I8, le 4 en J8. /rois aide pour le reste.",
        ),
        (
            "en",
            "/kings play",
            "Write it as a cell, a direction and your tiles: H8 → 5 6 4 lays 5 on H8, 6 on "
            "I8, 4 on J8. /kings help for the rest.",
        ),
    ],
)
@pytest.mark.parametrize("chat", ["private", "group"])
async def test_the_first_step_shows_how_to_type_a_move(
    bot_driver: Driver, lang: str, command: str, typed: str, chat: str
) -> None:
    """Played from the menu's « Une partie » without reading /rois aide: the first step said
    « À vous : le premier coup pose de 2 à 5 jetons en ligne, n'importe où. » and nothing of
    how to type it (the next steps show « H8 → 5 6 4 »). Now it shows the form at once."""
    user = 7800 if lang == "fr" else 7801
    if chat == "group":
        calls = await bot_driver.send(command, user, GROUP, language_code=lang, chat_type="group")
    else:
        calls = await bot_driver.send(command, user, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    assert typed in lines, lines


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/rois partie expert", "À ce niveau, je compte tous mes points."),
        (
            "fr",
            "/rois partie facile",
            "À ce niveau, il m'arrive d'oublier des points dans mon compte : criez alors Joker!",
        ),
        ("en", "/kings play expert", "At this level I count every point."),
        (
            "en",
            "/kings play normal",
            "At this level I sometimes forget points in my count: then call Joker!",
        ),
    ],
)
async def test_a_new_game_says_whether_the_bot_may_forget_points(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    """Played at expert: after each of the bot's moves « Ai-je oublié des points dans mon
    compte? Criez Joker! » and its button, while at expert it never forgets: each call cost
    5 points, and nothing said why. Now the new game says what the level does."""
    user = 7802 if lang == "fr" else 7803
    calls = await bot_driver.send(command, user, language_code=lang)
    lines = "\n".join(texts(calls)).replace("\u00a0", " ").split("\n")
    assert said in lines, lines
