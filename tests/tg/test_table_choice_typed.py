"""/play's choice (121 or 61, then the level) answered by typing, as a player of the club
often does rather than tap: « 61 », then « facile », were told « Je réponds aux comptes et aux
commandes » and started nothing. A target or level typed now answers the choice as its
buttons do; any other text is still told what the bot answers."""

from __future__ import annotations

import pytest

from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_table_handlers import Player, shown


@pytest.mark.parametrize(
    ("lang", "play", "target", "level", "asks_level"),
    [
        ("fr", "/jouer", "61", "facile", "Une partie de 61\u00a0: quel niveau pour moi?"),
        ("en", "/play", "121", "hard", "A game of 121: which level for me?"),
    ],
)
async def test_a_target_then_a_level_typed_start_the_game(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    target: str,
    level: str,
    asks_level: str,
) -> None:
    user = 194 if lang == "fr" else 195
    player = Player(bot_driver, user, lang)
    await player.send(play)
    first = local_api.last_message(user)
    assert first is not None and inline_buttons(first)
    await player.send(target)
    assert shown(local_api, user)[-1] == asks_level
    first = local_api.message(user, int(first["message_id"]))
    assert first is not None and inline_buttons(first) == []  # one choice live at a time
    await player.send(level)
    game = await db.table.active_table_game(user)
    assert game is not None and game.level == ("easy" if lang == "fr" else "expert")
    assert game.state["rules"]["target"] == int(target)


async def test_a_level_typed_after_the_target_pressed_starts_that_game(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 196, "fr")
    await player.send("/jouer")
    choice = local_api.last_message(196)
    assert choice is not None
    await bot_driver.press_button(choice, 2, user_id=196, language_code="fr")  # Partie de 61
    await player.send("expert")
    game = await db.table.active_table_game(196)
    assert game is not None and game.level == "expert" and game.state["rules"]["target"] == 61


async def test_other_words_at_the_choice_start_nothing(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    player = Player(bot_driver, 197, "en")
    await player.send("/play")
    choice = local_api.last_message(197)
    assert choice is not None
    await player.send("hello")  # was « I answer counts and commands »: the choice forgotten
    assert shown(local_api, 197)[-1].startswith("Hello! Choose your game on the buttons above")
    assert await db.table.active_table_game(197) is None
    choice = local_api.message(197, int(choice["message_id"]))
    assert choice is not None
    await bot_driver.press_button(choice, 1, user_id=197, language_code="en")  # still live
    assert shown(local_api, 197)[-1] == "A game of 121: which level for me?"


@pytest.mark.parametrize(
    ("lang", "play", "target", "level", "expected"),
    [
        ("fr", "/jouer", "61 points", "Facile!", ("easy", 61)),
        ("fr", "/jouer", "une partie de 121", "le niveau normal", ("normal", 121)),
        ("fr", "/jouer", "61 pts", "normale", ("normal", 61)),
        ("en", "/play", "a game of 61", "Easy.", ("easy", 61)),
        ("en", "/play", "121 points", "hard level", ("expert", 121)),
    ],
)
async def test_a_target_and_a_level_typed_with_their_words(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    target: str,
    level: str,
    expected: tuple[str, int],
) -> None:
    """« 61 points », « une partie de 121 », « Facile! », « le niveau normal », « normale » were
    told « Je réponds aux comptes et aux commandes » and started nothing."""
    user = 198 + len(target) + len(level) * 10 + (lang == "en") * 500
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send(target)
    await player.send(level)
    game = await db.table.active_table_game(user)
    assert game is not None, shown(local_api, user)[-2:]
    assert (game.level, game.state["rules"]["target"]) == expected


@pytest.mark.parametrize(
    ("lang", "play", "typed", "said"),
    [
        (
            "fr",
            "/jouer",
            "bonjour",
            "Bonjour! Choisissez votre partie sur les boutons ci-dessus, ou tapez-la (61 ou "
            "121; facile, normal, expert).",
        ),
        (
            "fr",
            "/jouer",
            "merci",
            "Avec plaisir! Choisissez votre partie sur les boutons ci-dessus, ou tapez-la (61 ou "
            "121; facile, normal, expert).",
        ),
        (  # « au revoir » got the bare « Choisissez votre partie… » (no goodbye said back)
            "fr",
            "/jouer",
            "au revoir",
            "À bientôt! Les boutons ci-dessus vous attendront à votre retour.",
        ),
        ("en", "/play", "bye", "See you soon! The buttons above will wait for your return."),
        (
            "en",
            "/play",
            "hi",
            "Hello! Choose your game on the buttons above, or type it (61 or 121; easy, normal, "
            "expert).",
        ),
    ],
)
async def test_a_greeting_at_the_choice_points_to_it(
    bot_driver: Driver,
    local_api: LocalBotApi,
    db: Database,
    lang: str,
    play: str,
    typed: str,
    said: str,
) -> None:
    """« bonjour » at « Une partie complète contre moi : en combien de points? » got « Je
    réponds aux comptes et aux commandes : /main vous donne une main », as if nothing were
    asked: now greeted back and pointed to the choice above (its buttons still live)."""
    user = 13_300 + len(typed) + (50 if lang == "en" else 0)
    player = Player(bot_driver, user, lang)
    await player.send(play)
    await player.send(typed)
    assert shown(local_api, user)[-1] == said
    assert await db.table.active_table_game(user) is None
