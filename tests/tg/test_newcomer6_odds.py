"""/chances typed alone: played, « Envoyez votre pointage, puis celui de l'adversaire, par
exemple /chances 95 110 » was followed by « 95 110 » sent on its own, which got « Je réponds
aux comptes et aux commandes »: the scores are read on the command's line only, and the
reply to /chances alone now says so."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "command", "said"),
    [
        ("fr", "/chances", "Écrivez les pointages sur la même ligne que /chances"),
        ("en", "/odds", "Type the scores on the same line as /odds"),
    ],
)
async def test_odds_alone_says_the_scores_go_on_its_line(
    bot_driver: Driver, lang: str, command: str, said: str
) -> None:
    sent = texts(await bot_driver.send(command, user_id=9_660, language_code=lang))
    assert len(sent) == 1, sent
    text = html_to_text(sent[0])
    assert said in text, text


async def test_a_score_left_out_keeps_its_own_reply(bot_driver: Driver) -> None:
    """« /chances 95 »: the command's line was used; the missing score is what is said."""
    sent = texts(await bot_driver.send("/chances 95", user_id=9_661, language_code="fr"))
    assert "même ligne" not in html_to_text(sent[0])
