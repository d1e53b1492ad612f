"""/abandon (/resign) in private with nothing under way."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        (
            "fr",
            "/abandon",
            "Vous n'avez aucune partie en cours, ni contre moi ni dans un club\u00a0:"
            " rien à abandonner.",
        ),
        (
            "en",
            "/resign",
            "You have no game under way, against me or in a club: nothing to resign.",
        ),
    ],
)
async def test_resign_with_no_game_at_all_says_so_plainly(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    """/abandon by a player who only plays against the bot (or has no club) answered « Vous
    n'avez pas de partie de club en cours. », as if only club games could be resigned."""
    (text,) = texts(await bot_driver.send(typed, user_id=8_400, language_code=lang))
    assert text == said
