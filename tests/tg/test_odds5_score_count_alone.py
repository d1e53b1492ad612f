"""« /score = 29 » (a count with no cards) got the card notation alone, the 29 typed unsaid,
where `muggins score = 29` and the inline query say « Il manque les cartes avant le compte
« 29 » »: the chat says it too, and its example calls that count."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, html_to_text, texts

NBSP = "\u00a0"


@pytest.mark.parametrize(
    ("lang", "typed", "first", "example"),
    [
        (
            "fr",
            "/score = 29",
            f"Il manque les cartes avant le compte «{NBSP}29{NBSP}».",
            "/score 5C 5K 5T VP 5P = 29",
        ),
        ("fr", "/score crib = 12", "le compte «", "/score 5C 5K 5T VP 5P = 12"),
        ("en", "/score = 29", "No cards before the count “29”.", "/score 5H 5D 5C JS 5S = 29"),
    ],
)
async def test_a_count_without_cards_is_said(
    bot_driver: Driver, lang: str, typed: str, first: str, example: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_580, language_code=lang))
    assert len(sent) == 1, sent
    lines = html_to_text(sent[0]).split("\n")
    assert first in lines[0], lines
    assert example in lines[-1], lines


async def test_score_alone_is_the_notation_still(bot_driver: Driver) -> None:
    sent = texts(await bot_driver.send("/score", user_id=9_581, language_code="fr"))
    lines = html_to_text(sent[0]).split("\n")
    assert lines[0] == "Comment écrire les cartes", lines
    assert lines[-1].startswith("Ajoutez crib devant"), lines
