"""kings21: « /rois meileur », « /rois comptes », « /rois parti » (one letter off, as typed on a
phone) got « Je ne connais pas <b>meileur</b> : choisissez compte, meilleur, partie ou aide… », the
word they meant listed among others; « /rois quiz » the same, though /quiz rois is the Kings
quiz. Now the nearest action is asked about (« Vouliez-vous dire /rois meilleur? »), never
played unasked, as a misspelt card is; « quiz » is pointed to /quiz rois."""

from __future__ import annotations

import pytest

from bot.drills.kings_command import near_action, read_command
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain


@pytest.mark.parametrize(
    ("word", "near"),
    [
        ("meileur", "meilleur"),
        ("comptes", "compte"),
        ("parti", "partie"),
        ("bets", "best"),
        ("quiz", "quiz"),
        ("3", None),
        ("xyz", None),
        ("bonjour", None),
    ],
)
def test_the_nearest_action(word: str, near: str | None) -> None:
    assert near_action(word) == near
    assert read_command([word]).near == near


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        (
            "fr",
            "/rois meileur",
            "Je ne connais pas <b>meileur</b>. Vouliez-vous dire /rois meilleur?",
        ),
        ("fr", "/rois parti", "Je ne connais pas <b>parti</b>. Vouliez-vous dire /rois partie?"),
        (
            "fr",
            "/rois quiz",
            "Je ne connais pas <b>quiz</b> : pour des questions sur les règles de Kings Cribbage, "
            "tapez /quiz rois.",
        ),
        ("en", "/kings bets", "I don't know <b>bets</b>. Did you mean /kings best?"),
    ],
)
async def test_a_near_word_is_asked_about(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    user = 21_500 + len(command)
    assert plain(await bot_driver.send(command, user, language_code=lang)) == said
