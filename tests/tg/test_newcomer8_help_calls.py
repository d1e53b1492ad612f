"""« /aide un pour le valet », "/help one for his nobs" and "/help two for his heels" answered
« Je ne connais ni commande ni mot du jeu « pour » » ("… “one”", "… “two”"): the calls the bot
itself teaches (« Annoncez-le “un pour le valet” ») were no word of the game (« un » is passed
over as an article, and the English calls were not listed). "/help non-dealer" too: the pone's
other name."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import help_words
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text
from bot.views.guide import game_word


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide un pour le valet", "Un pour le valet\n"),
        ("fr", "/aide c'est quoi un pour le valet?", "Un pour le valet\n"),
        ("fr", "/aide un pour le go", "Go\n"),
        ("en", "/help one for his nobs", "One for his nobs\n"),
        ("en", "/help one for his nob", "One for his nobs\n"),
        ("en", "/help two for his heels", "Two for his heels\n"),
        ("en", "/help two for his nibs", "Two for his heels\n"),
        ("en", "/help non-dealer", "Pone\n"),
        ("fr", "/aide deux pour le valet", "Deux pour le valet\n"),
    ],
)
async def test_the_calls_are_words_of_the_game(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_883, language_code=lang))
    assert html_to_text(text).startswith(head), text


def test_the_call_after_the_article_is_read() -> None:
    assert game_word(help_words(["un", "pour", "le", "valet"])) == "nobs"
    assert game_word(help_words(["one", "for", "his", "nobs"])) == "nobs"
