"""« /aide le skunk », « /aide c'est quoi le go? », « /aide la carte de départ » and
« /aide comment jouer » answered « Je ne connais ni commande ni mot du jeu « le » » (« c'est »,
« la », « comment »): a club member asks as she speaks. The words that only lead the question
(articles, « c'est quoi », « comment », "what is a", "how to") are passed over, so the word
she asks about is found."""

from __future__ import annotations

import pytest

from bot.drills.help_asked import help_words
from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "typed", "head"),
    [
        ("fr", "/aide le skunk", "Skunk"),
        ("fr", "/aide c'est quoi le go?", "Go"),
        ("fr", "/aide c\u2019est quoi un skunk", "Skunk"),
        ("fr", "/aide qu'est-ce que le muggins?", "Muggins"),
        ("fr", "/aide que veut dire nobs", "Un pour le valet"),
        ("fr", "/aide la carte de départ", "Carte de départ"),
        ("fr", "/aide la dernière carte", "Dernière carte"),
        ("fr", "/aide comment jouer", "/jouer"),
        ("en", "/help what is a skunk?", "Skunk"),
        ("en", "/help what's the go", "Go"),
        ("en", "/help how to play", "/play"),
        ("en", "/help the starter", "Starter"),
        ("fr", "/aide mes statistiques", "/statistiques"),
        ("fr", "/aide ma langue", "/langue"),
        ("fr", "/aide votre défi", "/defi"),
        ("en", "/help my stats", "/stats"),
    ],
)
async def test_the_word_asked_about_is_found(
    bot_driver: Driver, lang: str, typed: str, head: str
) -> None:
    (text,) = texts(await bot_driver.send(typed, user_id=9_774, language_code=lang))
    assert html_to_text(text).startswith(head), text


def test_only_the_leading_words_are_passed_over() -> None:
    assert help_words(["la", "carte", "de", "départ"]) == ["carte", "de", "départ"]
    assert help_words(["c'est", "quoi?"]) == []
    assert help_words(["bidule", "le"]) == ["bidule", "le"]
