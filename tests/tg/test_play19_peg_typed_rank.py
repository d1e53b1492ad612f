"""/jeu jouer (« Quelle carte jouez-vous? »): « 5 », « le valet », « 5♥ » typed got « Touchez
un des boutons de carte sous la question. », the card lost; /jouer lays them. Read as /jouer
reads a card typed at its play: the rank alone of a card held lays it."""

from __future__ import annotations

import pytest
from test_daily5_peg_typed_card import RANKS, deal_play
from test_handlers import one_text

from bot.drills.peg_best import PlayPosition
from bot.i18n import I18n, render
from bot.storage import Database
from bot.tg.local import Driver

I18N = I18n.load()


@pytest.mark.parametrize(("lang", "article"), [("fr", "le "), ("en", "the "), ("fr", "")])
async def test_a_rank_alone_is_laid(
    bot_driver: Driver, db: Database, lang: str, article: str
) -> None:
    user = {("fr", "le "): 190, ("en", "the "): 191, ("fr", ""): 192}[(lang, article)]
    question = await deal_play(bot_driver, db, user, lang)
    position = PlayPosition.from_dict(question.deal)
    card = position.legal()[-1]
    first = next(c for c in position.hand if c.rank == card.rank)
    rank = RANKS[lang][card.rank - 1]
    text = one_text(await bot_driver.send(article + rank, user, language_code=lang))
    assert "bouton" not in text and "button" not in text, text
    assert render.card(first, I18N.translator(lang)) in text
    (attempt,) = await db.stats.attempts(user)
    assert attempt.answered == {"card": str(first)}
