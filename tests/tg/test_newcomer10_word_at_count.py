"""newcomer10: « c'est quoi un skunk? » typed while a /main hand waits got « Je ne connais pas
le mot « quoi » » (and "what is his nobs?" a count not understood): a newcomer asks what a word
means while she counts. The word's answer is given, then that the question still waits, as
/aide under a waiting question says; nothing is graded and the hand still takes its count."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "command", "typed", "head", "waits"),
    [
        ("fr", "/main", "c'est quoi un skunk?", "Skunk", "toujours votre réponse"),
        ("fr", "/crib", "c'est quoi muggins", "Muggins", "toujours votre réponse"),
        ("en", "/hand", "what is his nobs?", "One for his nob", "still waiting"),
    ],
)
async def test_a_word_asked_at_a_count_is_answered(
    bot_driver: Driver, lang: str, command: str, typed: str, head: str, waits: str
) -> None:
    user = 10_010
    await bot_driver.send(command, user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    shown = html_to_text(said)
    assert shown.startswith(head), shown
    assert waits in shown, shown
    answered = texts(await bot_driver.send("0", user_id=user, language_code=lang))
    assert answered, "the hand no longer waited for its count"
    assert "Rien à compter" not in answered[-1] and "Nothing to count" not in answered[-1]


@pytest.mark.parametrize(
    ("lang", "typed", "more"),
    [("fr", "c'est quoi un skunk?", "/aide tout"), ("en", "what's a go", "/help all")],
)
async def test_where_the_commands_are_is_said_once(
    bot_driver: Driver, lang: str, typed: str, more: str
) -> None:
    """The word's answer ended « /aide tout : chaque commande en détail. » and the next line
    « … Toutes les commandes : /aide. »: said twice, the second alone now."""
    await bot_driver.send("/main", user_id=10_012, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=10_012, language_code=lang))
    assert more not in said, said


@pytest.mark.parametrize(
    ("lang", "command", "typed", "head", "waits"),
    [
        ("fr", "/jeu compte", "c'est quoi un skunk?", "Skunk", "toujours votre réponse"),
        ("en", "/peg count", "what is a skunk?", "Skunk", "still waiting"),
        # under « /jeu tour » it was « Envoyez deux nombres, vos points d'abord… »
        ("fr", "/jeu tour", "c'est quoi un skunk?", "Skunk", "toujours votre réponse"),
        ("en", "/peg round", "what is a go?", "Go", "still waiting"),
    ],
)
async def test_a_word_asked_at_a_peg_count_is_answered(
    bot_driver: Driver, lang: str, command: str, typed: str, head: str, waits: str
) -> None:
    """« c'est quoi un skunk? » under « /jeu compte » was « Je ne connais pas le mot … »."""
    user = 10_011
    await bot_driver.send(command, user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    shown = html_to_text(said)
    assert shown.startswith(head), shown
    assert waits in shown, shown
