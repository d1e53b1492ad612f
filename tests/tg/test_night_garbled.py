"""A score typed with a slip at the club night (« 1211 95 »: 121 and 1 run together, « 12195 »,
« 121-95-3 ») was ignored without a word, or « 121-95-3 » was written as 121 to 95. Now the
player whose game waits gets one reply: what was not read, and how to write it, with their
round, table, opponent and the night's points. Ordinary chat, and a slip by someone with no
game waiting, still get nothing."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi
from tests.tg.test_night_doubles_words import doubles_table
from tests.tg.test_night_handlers import ADMIN, CAT, NAMES, Hall

FR = (
    "Je n'ai pas compris « {typed} » comme un pointage. Ronde 1, table 1, {mine} contre "
    "{other} : écrivez les deux pointages, le vôtre d'abord, par exemple {won} (ou {lost} si "
    "vous avez perdu)."
)
EN = (
    "I could not read “{typed}” as a score. Round 1, table 1, {mine} against {other}: write "
    "the two scores, your own first, for example {won} (or {lost} if you lost)."
)


@pytest.mark.parametrize(
    ("lang", "words", "typed", "said", "example"),
    [
        ("fr", "1 fadoq", "1211 95", "1211 95", ("121 98", "98 121")),
        ("fr", "1 fadoq", "12195", "12195", ("121 98", "98 121")),
        ("fr", "1 fadoq", "121-95-3", "121-95-3", ("121 98", "98 121")),
        ("fr", "1 fadoq", "j'ai gagné 1211 à 95", "1211", ("121 98", "98 121")),
        ("en", "1 fadoq", "1211 95", "1211 95", ("121 98", "98 121")),
        ("en", "1 fadoq", "121 95 3", "121 95 3", ("121 98", "98 121")),
        ("en", "1 fadoq 61", "6138", "6138", ("61 38", "38 61")),
    ],
)
async def test_a_slip_is_answered_once_with_the_players_table(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    words: str,
    typed: str,
    said: str,
    example: tuple[str, str],
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night, first, second = await hall.one_table(words)
    before = len(hall.group())
    await hall.say(typed, first)
    text = FR if lang == "fr" else EN
    expected = text.format(
        typed=said, mine=NAMES[first], other=NAMES[second], won=example[0], lost=example[1]
    )
    assert hall.group(before) == [expected]
    assert (await hall.table(night, 1, 1)).score is None


async def test_a_slip_after_the_command_is_answered(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """« /soiree 1211 95 » told the player that only the administrators run the night."""
    hall = Hall(bot_driver, local_api, "fr")
    _night, first, second = await hall.one_table("1 fadoq")
    before = len(hall.group())
    await hall.say("/soiree 1211 95", first)
    assert hall.group(before) == [
        FR.format(
            typed="1211 95", mine=NAMES[first], other=NAMES[second], won="121 98", lost="98 121"
        )
    ]


async def test_chat_and_a_slip_with_no_game_waiting_get_nothing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    _night, first, _second = await hall.one_table("1 fadoq")
    before = len(hall.group())
    for chat in (
        "Bonne soirée tout le monde!",
        "On commence à 7:30, table 2",
        "3 tables, 6 joueurs",
    ):
        await hall.say(chat, first)
    await hall.say("1211 95", ADMIN)  # the organizer plays no game
    assert hall.group(before) == []


async def test_a_slip_at_doubles_speaks_of_the_team(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    hall = Hall(bot_driver, local_api, "fr")
    await doubles_table(hall)
    before = len(hall.group())
    await hall.say("12195", CAT)
    assert hall.group(before) == [
        "Je n'ai pas compris « 12195 » comme un pointage. Ronde 1, table 1, Cat Poirier et Dan "
        "Cyr contre Ann Leblanc et Ben Roy : écrivez les deux pointages, celui de votre équipe "
        "d'abord, par exemple 121 98 (ou 98 121 si votre équipe a perdu)."
    ]


async def test_cards_typed_in_private_are_no_slip(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Six cards typed to the discard coach by a player whose game waits at the hall
    (« 5 5 10 10 4 6 ») are no score: the coach answers them, not the night."""
    hall = Hall(bot_driver, local_api, "fr")
    _night, first, _second = await hall.one_table("1 fadoq")
    before = len(hall.told(first))
    await hall.private("5 5 10 10 4 6", first)
    told = hall.told(first)[before:]
    assert told, "the discard coach answers"
    assert not any("pointage" in t for t in told), told
