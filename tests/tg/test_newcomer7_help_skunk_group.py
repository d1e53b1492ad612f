"""« /aide skunk » ended « Avec /jouer, vous choisissez s'il compte. », read in a club's group
where /jouer opens a game between members that counts the skunk without asking: the choice is
said of a game against the bot. It said « vous le choisissez au début de /jouer », but /jouer
offers no such choice: the rule is the one chosen with /course's buttons (skunk by default),
which the game follows (`test_the_race_rule_is_the_game_rule`)."""

from __future__ import annotations

import pytest

from bot.drills.table_state import Table
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts
from bot.tg.local_checks import html_to_text

SKUNK_FR = (
    "Dans une partie contre moi (/jouer), il compte, sauf si vous avez choisi une autre règle avec"
    " les boutons de /course."
)
LURCH_FR = (
    "Dans une partie contre moi (/jouer), cette règle ne compte que si vous l'avez choisie avec"
    " les boutons de /course."
)
SKUNK_EN = (
    "In a game against me (/play), it counts, unless you chose another rule with the buttons of"
    " /race."
)


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "/aide skunk", SKUNK_FR),
        ("fr", "/aide moitié", LURCH_FR),
        ("en", "/help skunk", SKUNK_EN),
    ],
)
@pytest.mark.parametrize("chat", ["private", "group"])
async def test_the_choice_is_said_of_a_game_against_the_bot(
    bot_driver: Driver, lang: str, typed: str, said: str, chat: str
) -> None:
    where = {} if chat == "private" else {"chat_id": -1003, "chat_type": "group"}
    (text,) = texts(await bot_driver.send(typed, user_id=9_782, language_code=lang, **where))
    lines = html_to_text(text).split("\n")
    assert said in lines and not any("choisissez s'il" in line for line in lines), lines


async def test_the_race_rule_is_the_game_rule(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    """What the help says: « 121, sans skunk » pressed under /course, then /jouer: the game
    counts no skunk, and its first message says so; with nothing chosen, it counts the skunk
    and says nothing of it."""
    said = texts(await bot_driver.send("/jouer 61 facile", user_id=9_783, language_code="fr"))
    assert not any("skunk" in text for text in said), said  # the skunk: the rule by default
    game = await db.table.active_table_game(9_783)
    assert game is not None and Table.from_json(game.state).rules.margin_rule == "skunk"
    await bot_driver.send("/course", user_id=9_784, language_code="fr")
    menu = local_api.last_message(9_784)
    assert menu is not None
    await bot_driver.press("g:121:none", menu["message_id"], user_id=9_784, language_code="fr")
    said = texts(await bot_driver.send("/jouer 61 facile", user_id=9_784, language_code="fr"))
    assert any("Pas de skunk dans cette partie" in text for text in said), said
    game = await db.table.active_table_game(9_784)
    assert game is not None and Table.from_json(game.state).rules.margin_rule == "none"
