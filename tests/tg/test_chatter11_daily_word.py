"""« c'est quoi un skunk? » typed at the daily challenge's hand, crib or peg part got « Je ne
connais pas le mot « quoi ». Comptez comme ceci… », as if a count: the word's answer is given
now, then that the question still waits (as under /main); nothing is graded and the part still
takes its count."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text

CASES = [
    ("fr", "/defi", "c'est quoi un skunk?", "Skunk", "toujours votre réponse"),
    ("en", "/daily", "what is his nobs?", "One for his nob", "still waiting"),
]


async def asked(bot_driver: Driver, user: int, lang: str, typed: str) -> str:
    (said,) = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    return html_to_text(said)


@pytest.mark.parametrize(("lang", "command", "typed", "head", "waits"), CASES)
async def test_a_word_asked_at_each_counted_part(
    bot_driver: Driver, lang: str, command: str, typed: str, head: str, waits: str
) -> None:
    user = 11_200 + len(lang + typed)
    step = "Étape" if lang == "fr" else "Part"
    await bot_driver.send(command, user_id=user, language_code=lang)
    for part in (1, 2, 3):
        shown = await asked(bot_driver, user, lang, typed)
        assert shown.startswith(head), (part, shown)
        assert waits in shown, (part, shown)
        assert f"{step} {part}/4" not in shown, (part, shown)
        graded = [
            html_to_text(text)
            for text in texts(await bot_driver.send("0", user_id=user, language_code=lang))
        ]
        assert any(f"{step} {part}/4" in text for text in graded), (part, graded)
