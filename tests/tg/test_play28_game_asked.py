"""At /jouer's lay-away, "what level are you?" got « Unknown card “what” » and « how long is
the game » the lay-away's hint: the game asked (its length, my level) is answered with the
game's header and the board; any other question with no card in it gets the step's help."""

from __future__ import annotations

import pytest

from bot.drills.step_asked import Asked, asks_game, table_asked
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    "text",
    [
        "c'est quel niveau?",
        "c est quel niveau",
        "quel niveau?",
        "à quel niveau tu joues?",
        "partie de combien?",
        "on joue en combien?",
        "on joue jusqu'à combien?",
        "what level are you?",
        "which level?",
        "how long is the game?",
        "how many points is this game?",
        "what are we playing to?",
    ],
)
def test_the_game_asked(text: str) -> None:
    assert asks_game(text)
    assert table_asked(text) is Asked.GAME


@pytest.mark.parametrize(
    "text", ["quel est le pointage?", "qui donne?", "niveau expert", "10♥", "combien?", "level up"]
)
def test_not_the_game(text: str) -> None:
    assert not asks_game(text)


@pytest.mark.parametrize(
    ("lang", "opens", "typed", "said"),
    [
        (
            "en",
            ["/play", "121", "hard"],
            "what level are you?",
            "A game of 121 against me, at expert level.",
        ),
        (
            "en",
            ["/play", "61", "easy"],
            "how long is the game",
            "A game of 61 against me, at easy level.",
        ),
        (
            "fr",
            ["/jouer", "61", "facile"],
            "c'est quel niveau?",
            "Une partie de 61 contre moi, niveau facile.",
        ),
        (
            "fr",
            ["/jouer", "121", "normal"],
            "on joue en combien?",
            "Une partie de 121 contre moi, niveau normal.",
        ),
        ("en", ["/play", "121", "hard"], "what now?", "Keep the cards that score together"),
        (
            "fr",
            ["/jouer", "61", "facile"],
            "quoi faire?",
            "Gardez les cartes qui marquent ensemble",
        ),
    ],
)
async def test_a_question_at_the_lay_away(
    bot_driver: Driver, lang: str, opens: list[str], typed: str, said: str
) -> None:
    """The game asked: its header; any other question: the step's help; no card error."""
    for text in opens:
        await bot_driver.send(text, user_id=961, language_code=lang)
    (reply,) = texts(await bot_driver.send(typed, user_id=961, language_code=lang))
    reply = html_to_text(reply).replace("\u00a0", " ")
    assert reply.startswith(said), reply
    assert "Unknown card" not in reply and "Carte inconnue" not in reply
