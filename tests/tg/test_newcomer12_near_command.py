"""newcomer12: a command mistyped by a letter (« /roi », « /quizz », « /statistique », "/hnad")
got « Je ne connais pas cette commande. Essayez /main, /crib, /score ou /aide. », though the
command meant was plain. The command nearest the name typed is now offered, to tap; a name
near none (« /x », « /go ») still gets the old line, and a group still hears nothing."""

from __future__ import annotations

import pytest

from bot.drills.command_table import near_command
from bot.tg.handlers.entries import commands_of
from bot.tg.handlers.registry import ENTRIES
from bot.tg.local import Driver, texts
from tests.tg.test_club_handlers import in_group

COMMANDS = list(commands_of(ENTRIES))


@pytest.mark.parametrize(
    ("typed", "near"),
    [
        ("/roi", "rois"),
        ("quizz", "quiz"),
        ("/Statistique", "statistiques"),
        ("/mian", "main"),
        ("/hnad", "hand"),
        ("/ecrat", "ecart"),
        ("/stat", "stats"),
        ("/roi@muggins_bot", "rois"),
        ("/x", None),
        ("/go", None),
        ("/", None),
        ("/leaderboards", "leaderboard"),
    ],
)
def test_the_nearest_command_is_found(typed: str, near: str | None) -> None:
    found = near_command(typed, COMMANDS)
    assert (None if found is None else found[1]) == near
    if found is not None:
        assert found[1] in found[0].names


def test_every_name_is_its_own_nearest() -> None:
    for command in COMMANDS:
        for name in command.names:
            assert near_command(name, COMMANDS) == (command, name)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/roi",
            "Je ne connais pas /roi. Vouliez-vous dire /rois? Touchez-le pour l'envoyer.",
        ),
        ("fr", "/quizz", "Je ne connais pas /quizz. Vouliez-vous dire /quiz? Touchez-le pour "),
        ("en", "/hnad", "I don't know /hnad. Did you mean /hand? Tap it to send it."),
        ("fr", "/x", "Je ne connais pas cette commande. Essayez /main, /crib, /score ou /aide."),
        ("en", "/go", "I don't know that command. Try /hand, /crib, /score or /help."),
    ],
)
async def test_a_mistyped_command_is_offered_in_private(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=12_345, language_code=lang))
    assert text.replace("\u00a0", " ").replace("\u202f", " ").startswith(said), text


async def test_a_mistyped_command_in_a_group_is_not_answered(bot_driver: Driver) -> None:
    assert texts(await bot_driver.send(**in_group("/roi", 12_346, language_code="fr"))) == []
