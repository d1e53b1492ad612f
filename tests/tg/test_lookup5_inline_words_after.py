"""Inline « @bot 5C 5K 5T VP 5P merci » said « Carte inconnue « merci » » where /score says
« Les 5 cartes y sont, mais « merci » après elles n'est ni une carte ni un compte »; « @bot
ecart 5C 5K VP DT 2C 3P merci » likewise, where /ecart names the words after the cards."""

from __future__ import annotations

import pytest

from bot.i18n import I18n
from bot.views.pictures import inline_articles


@pytest.mark.parametrize(
    ("query", "said"),
    [
        (
            "5C 5K 5T VP 5P merci",
            "Les 5 cartes y sont, mais «\u00a0merci\u00a0» après elles",
        ),
        (
            "ecart 5C 5K VP DT 2C 3P merci",
            "Les 6 cartes y sont, mais «\u00a0merci\u00a0»",
        ),
    ],
)
def test_words_after_the_cards_are_named_as_the_chat_names_them(query: str, said: str) -> None:
    (article,) = inline_articles(query, I18n.load().translator("fr"), "mugginsbot")
    assert said in article.text and "inconnue" not in article.text, article.text
