"""« /score TC TK 5T 5P 5C » (the ten written T, as in English, the suits in French) was
answered « Couleur inconnue dans « TK » : utilisez P, C, K, T ou ♠ ♥ ♦ ♣. »: K, a suit she
wrote right, called unknown (the English reading, which takes TC for the ten of clubs, stops at
TK), and nothing about the T. The first card is now the one explained, the ten written 10; a
king written K (« KC KT »), the king written R, likewise."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("typed", "told"),
    [
        ("/score TC TK 5T 5P 5C", "Carte inconnue « TC » : le dix s'écrit 10, comme dans 10C."),
        ("/score tc tk 5t 5p 5c", "Carte inconnue « tc » : le dix s'écrit 10, comme dans 10C."),
        ("/score KC KT 5T 5P 5C", "Carte inconnue « KC » : le roi s'écrit R, comme dans RC."),
    ],
)
async def test_other_rank_letter_explained_first(bot_driver: Driver, typed: str, told: str) -> None:
    [said] = texts(await bot_driver.send(typed, user_id=1611, language_code="fr"))
    plain = said.replace("\u00a0", " ").replace("&lt;", "<")
    assert plain.startswith(told), said
    assert "Couleur inconnue" not in plain


async def test_unknown_suit_further_still_named(bot_driver: Driver) -> None:
    """An English code first and a suit of no notation further on: that suit is still named."""
    [said] = texts(await bot_driver.send("/score 5H 5D 5C JS 5Z", user_id=1612, language_code="fr"))
    assert "« 5Z »" in said.replace("\u00a0", " "), said
