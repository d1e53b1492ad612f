"""« /aide c est quoi le crib » (the apostrophe left out, as a phone's keyboard or a hurried
thumb types it) answered « Je ne connais ni commande ni mot du jeu « est » » over the list of
commands; « /aide qu est ce que le skunk », « /aide cest quoi un skunk » the same. The words
that lead the question are passed over with or without the apostrophe now."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("typed", "head"),
    [
        ("/aide c est quoi le crib", "Crib\n"),
        ("/aide qu est ce que le skunk", "Skunk\n"),
        ("/aide cest quoi un skunk?", "Skunk\n"),
        ("/aide quest-ce que le go", "Go\n"),
    ],
)
async def test_the_question_without_its_apostrophe_is_read(
    bot_driver: Driver, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_998, language_code="fr"))
    assert html_to_text(text).startswith(head), text
