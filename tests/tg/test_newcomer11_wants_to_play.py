"""« je veux jouer », « on joue? », « une partie », "I want to play" typed alone in private
with nothing asked got « Je réponds aux comptes et aux commandes : /main vous donne une main,
/aide explique le reste. »: nothing said of /jouer, the game they asked for. They are told
where a game against the bot and a hand to count are (a greeting said back first)."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import greeting_in, wants_to_play
from bot.drills.table_moves import Chatter
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

OFFER = {
    "fr": "Pour une partie contre moi : /jouer (61 ou 121 points). Pour vous exercer à compter"
    " une main : /main.",
    "en": "For a game against me: /play (61 or 121 points). To practise counting a hand: /hand.",
}


@pytest.mark.parametrize(
    "typed",
    [
        "je veux jouer",
        "Je veux jouer!",
        "jouer",
        "on joue?",
        "une partie",
        "je voudrais faire une partie de crible",
        "J'aimerais jouer au cribbage svp",
        "on peut jouer?",
        "I want to play",
        "let's play",
        "Can we play a game?",
        "play",
        "bonjour je veux jouer",
    ],
)
def test_a_wish_to_play_is_read(typed: str) -> None:
    assert wants_to_play(typed)


@pytest.mark.parametrize(
    "typed",
    [
        "je veux compter",
        "bonjour",
        "bonne partie!",
        "jouer 61",
        "comment jouer",
        "je ne veux pas jouer",
        "j'ai joué hier avec ma soeur",
        "main",
        "",
        "?",
    ],
)
def test_other_texts_are_no_wish_to_play(typed: str) -> None:
    assert not wants_to_play(typed)


def test_the_greeting_in_a_wish() -> None:
    assert greeting_in("bonjour je veux jouer") is Chatter.GREETING
    assert greeting_in("Bonsoir, on joue?") is Chatter.EVENING
    assert greeting_in("je veux jouer") is None


@pytest.mark.parametrize(
    ("lang", "typed", "back"),
    [
        ("fr", "je veux jouer", ""),
        ("fr", "une partie?", ""),
        ("fr", "Bonjour, je veux jouer", "Bonjour! "),
        ("en", "I want to play", ""),
        ("en", "hello, let's play", "Hello! "),
    ],
)
async def test_a_wish_to_play_is_told_where_the_game_is(
    bot_driver: Driver, lang: str, typed: str, back: str
) -> None:
    (said,) = texts(await bot_driver.send(typed, user_id=11_400, language_code=lang))
    assert html_to_text(said).replace("\u00a0", " ") == back + OFFER[lang], said
