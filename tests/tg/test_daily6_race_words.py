"""/course 61 got « Je ne comprends pas « 61 » » beside the buttons « 61, … »; /partie (an old
name of /course, kept in docs/guide.md) said « Ce n'est pas une partie de crible » to a player
who wanted a game, the way to one (/jouer) in the middle of the race's lines."""

from __future__ import annotations

from test_daily_chat import last_text

from bot.tg.local import Driver


async def test_a_target_typed_points_to_its_buttons(bot_driver: Driver) -> None:
    text = last_text(await bot_driver.send("/course 61", user_id=72, language_code="fr"))
    first = text.splitlines()[0]
    assert "comprends pas" not in first
    assert "«\u00a061, sous la moitié\u00a0»" in first and "61, sans skunk" in first, first


async def test_other_words_are_still_not_understood(bot_driver: Driver) -> None:
    text = last_text(await bot_driver.send("/race bof", user_id=72, language_code="en"))
    assert text.startswith("I do not understand “bof”."), text


async def test_partie_says_first_where_a_game_is(bot_driver: Driver) -> None:
    text = last_text(await bot_driver.send("/partie", user_id=72, language_code="fr"))
    assert text.splitlines()[0].startswith("Une partie de crible contre moi\u00a0: /jouer."), text
    text = last_text(await bot_driver.send("/game", user_id=73, language_code="en"))
    assert text.splitlines()[0].startswith("A game of cribbage against me: /play."), text


async def test_course_keeps_its_menu(bot_driver: Driver) -> None:
    text = last_text(await bot_driver.send("/course", user_id=72, language_code="fr"))
    assert "/jouer." not in text.splitlines()[0]
