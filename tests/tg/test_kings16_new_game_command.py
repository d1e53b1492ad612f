"""kings16: « /rois nouvelle partie » (« /rois une autre partie », "/kings new game") while a
game was under way answered « Votre partie reprend où elle en était. » and the old game's step,
as if the player had asked for it back: the new game asked for was neither started nor refused.
Now, as /jouer does with a game under way (« Une partie est déjà en cours; /annuler pour
l'abandonner. »), it is said first that a game is already under way and how to stop it or start
another; the game under way still waits. « /rois partie » alone still resumes it, silently; with
no game under way « /rois nouvelle partie » starts one."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import new_game_said
from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

UNDER_WAY = {
    "fr": (
        "Une partie est déjà en cours; /rois arrêter pour l'abandonner, ou /rois partie "
        "facile, normal ou expert pour en commencer une autre."
    ),
    "en": (
        "A game is already under way; /kings stop abandons it, or /kings play easy, normal "
        "or expert starts another."
    ),
}
GOES_ON = {
    "fr": "Votre partie reprend où elle en était.",
    "en": "Your game picks up where it left off.",
}


@pytest.mark.parametrize(
    ("args", "new"),
    [
        ("nouvelle partie", True),
        ("une nouvelle partie", True),
        ("une autre partie", True),
        ("new game", True),
        ("another game", True),
        ("partie", False),
        ("une partie", False),
        ("a game", False),
        ("compte", False),
        ("", False),
    ],
)
def test_a_new_game_said(args: str, new: bool) -> None:
    assert new_game_said(args.split()) is new


@pytest.mark.parametrize(
    ("lang", "play", "again"),
    [("fr", "/rois partie", "/rois nouvelle partie"), ("en", "/kings play", "/kings new game")],
)
async def test_a_new_game_asked_over_one_under_way(
    bot_driver: Driver, db: Database, lang: str, play: str, again: str
) -> None:
    user = 16_001 if lang == "fr" else 16_002
    await bot_driver.send(play, user, language_code=lang)
    step = await db.questions.pending_question(user, user)
    assert step is not None
    text = plain(await bot_driver.send(again, user, language_code=lang))
    lines = text.splitlines()
    assert lines[1] == UNDER_WAY[lang], text  # under the title, before the step
    assert lines[2] == GOES_ON[lang], text
    resumed = await db.questions.pending_question(user, user)
    assert resumed is not None and resumed.deal == step.deal


@pytest.mark.parametrize(
    ("lang", "again"), [("fr", "/rois nouvelle partie"), ("en", "/kings new game")]
)
async def test_a_new_game_with_none_under_way_starts(
    bot_driver: Driver, db: Database, lang: str, again: str
) -> None:
    user = 16_003 if lang == "fr" else 16_004
    text = plain(await bot_driver.send(again, user, language_code=lang))
    assert UNDER_WAY[lang] not in text
    assert ("Nouvelle partie" if lang == "fr" else "A new game") in text, text


@pytest.mark.parametrize(("lang", "play"), [("fr", "/rois partie"), ("en", "/kings play")])
async def test_the_game_alone_resumes_as_before(
    bot_driver: Driver, db: Database, lang: str, play: str
) -> None:
    user = 16_005 if lang == "fr" else 16_006
    await bot_driver.send(play, user, language_code=lang)
    text = plain(await bot_driver.send(play, user, language_code=lang))
    assert UNDER_WAY[lang] not in text
