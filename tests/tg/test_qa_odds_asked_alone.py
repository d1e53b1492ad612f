"""« mes chances? », « quelles sont mes chances de gagner? », "what are my chances?" typed in
private with no game and nothing asked got « Je réponds aux comptes et aux commandes : /main
vous donne une main, /aide explique le reste. ». They get how to ask /chances
(`odds.typed_scores`)."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from tests.tg.odds_helpers import plain


@pytest.mark.parametrize(
    ("lang", "typed", "said"),
    [
        ("fr", "mes chances?", "Envoyez votre pointage, puis celui de l'adversaire"),
        ("fr", "Quelles sont mes chances de gagner?", "par exemple /chances 95 110"),
        ("en", "my chances?", "Send your score, then your opponent's"),
    ],
)
async def test_chances_asked_with_no_game(
    bot_driver: Driver, lang: str, typed: str, said: str
) -> None:
    sent = texts(await bot_driver.send(typed, user_id=9_760, language_code=lang))
    assert len(sent) == 1 and said in plain(sent), sent  # how to ask, not the general help
    assert "Je réponds aux comptes" not in plain(sent)
