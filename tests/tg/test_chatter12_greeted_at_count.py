"""« bonjour » typed while a /main hand waits got « Je ne connais pas le mot « bonjour ».
Comptez comme ceci… », and « au revoir » « …le mot « au »… », while a word of the game asked
there is answered (newcomer10). A greeting, thanks or goodbye is now answered in kind, then
that the question still waits; nothing is graded and the hand still takes its count."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

WAITS = {
    "fr": "Votre question ci-dessus attend toujours votre réponse. Toutes les commandes : /aide.",
    "en": "Your question above is still waiting for your answer. Every command: /help.",
}


@pytest.mark.parametrize(
    ("lang", "command", "typed", "back"),
    [
        ("fr", "/main", "bonjour", "Bonjour!"),
        ("fr", "/crib", "Bonsoir Muggins", "Bonsoir!"),
        ("fr", "/main", "au revoir", "À bientôt!"),
        ("fr", "/main", "merci", "De rien!"),
        ("en", "/hand", "hello", "Hello!"),
        ("en", "/crib", "goodbye", "See you soon!"),
    ],
)
async def test_a_greeting_at_a_count_is_answered_in_kind(
    bot_driver: Driver, lang: str, command: str, typed: str, back: str
) -> None:
    user = 12_010 + len(typed)
    await bot_driver.send(command, user_id=user, language_code=lang)
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    shown = html_to_text(said).replace("\u00a0", " ")
    assert shown == f"{back} {WAITS[lang]}", shown
    answered = texts(await bot_driver.send("0", user_id=user, language_code=lang))
    assert (
        answered and "Rien à compter" not in answered[-1] and "Nothing to count" not in answered[-1]
    )
