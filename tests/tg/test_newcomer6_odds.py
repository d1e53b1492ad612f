"""/chances typed alone: played, « Envoyez votre pointage, puis celui de l'adversaire, par
exemple /chances 95 110 » was followed by « 95 110 » sent on its own, which got « Je réponds
aux comptes et aux commandes ». The reply then added « Écrivez les pointages sur la même ligne
que /chances »; since « 95 110 » sent alone is read (`typed_scores`), that line said what was no
longer true, and is gone: the scores sent next get the chances."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, texts
from bot.tg.local_checks import html_to_text


@pytest.mark.parametrize(
    ("lang", "command", "said", "chances"),
    [
        ("fr", "/chances", "même ligne", "vous gagnez 15 % des parties de 121."),
        ("en", "/odds", "same line", "you win 15% of games to 121."),
    ],
)
async def test_odds_alone_then_the_scores_sent_next(
    bot_driver: Driver, lang: str, command: str, said: str, chances: str
) -> None:
    sent = texts(await bot_driver.send(command, user_id=9_660, language_code=lang))
    assert len(sent) == 1, sent
    text = html_to_text(sent[0])
    assert "95 110" in text, text
    assert said not in text, text
    answer = texts(await bot_driver.send("95 110", user_id=9_660, language_code=lang))
    assert len(answer) == 1, answer
    assert chances in html_to_text(answer[0]).replace("\u202f", " ").replace("\xa0", " "), answer


async def test_a_score_left_out_keeps_its_own_reply(bot_driver: Driver) -> None:
    """« /chances 95 »: the command's line was used; the missing score is what is said."""
    sent = texts(await bot_driver.send("/chances 95", user_id=9_661, language_code="fr"))
    assert "même ligne" not in html_to_text(sent[0])
