"""« /aide svp » answered « Il n'y a pas de commande /svp. Voici les autres : », and « /aide
moi » (aide-moi) « Il n'y a pas de commande /moi. »: a club player's courtesy, or the
« moi » of « aide-moi », asks for the help and names no command."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import help_words
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide svp", "S'exercer"),
        ("fr", "/aide moi", "S'exercer"),
        ("fr", "/aide moi s'il vous plaît", "S'exercer"),
        ("fr", "/aide merci!", "S'exercer"),
        ("en", "/help please", "Practise"),
        ("en", "/help me", "Practise"),
        ("fr", "/aide chances svp", "/chances\u00a0: vos chances"),
    ],
)
async def test_courtesy_asks_for_the_help(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_670, language_code=lang))
    assert len(sent) == 1, sent
    text = html_to_text(sent[0])
    assert text.startswith(head), text


def test_the_words_that_name_something_are_kept() -> None:
    assert help_words(["moi", "svp"]) == []
    assert help_words(["Tout", "SVP"]) == ["Tout"]
    assert help_words(["bonjour"]) == ["bonjour"]
