"""/jeu jouer asks « Quelle carte jouez-vous? »: a member typed the card (« 7 de trèfle »,
« 7T »), as /ecart and the défi take typed cards, and was told « Touchez un des boutons de
carte sous la question. », the answer lost. A card they hold and may lay is now laid as its
button lays it; a card they do not hold, or one past 31, is said so."""

from __future__ import annotations

import pytest
from test_handlers import one_text, pending

from bot.drills.peg_best import PlayPosition
from bot.engine.cards import Card
from bot.i18n import I18n, render
from bot.storage import Database, Question
from bot.tg.local import Driver

I18N = I18n.load()
RANKS = {
    "fr": ["as", *map(str, range(2, 11)), "valet", "dame", "roi"],
    "en": ["ace", *map(str, range(2, 11)), "jack", "queen", "king"],
}
SUITS = {
    "fr": {"S": "pique", "H": "cœur", "D": "carreau", "C": "trèfle"},
    "en": {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"},
}


async def deal_play(driver: Driver, db: Database, user: int, lang: str) -> Question:
    """A /jeu jouer question with a card to lay (not a go), in `lang`."""
    for _ in range(40):
        await driver.send("/peg play", user_id=user, language_code=lang)
        question = await pending(db, user)
        if not question.expected["go"]:
            return question
    raise AssertionError("no card question in 40 deals")


def in_words(card: Card, lang: str) -> str:
    """« 7 de trèfle », "7 of clubs"."""
    link = " de " if lang == "fr" else " of "
    return RANKS[lang][card.rank - 1] + link + SUITS[lang][card.suit.value]


@pytest.mark.parametrize(("lang", "as_words"), [("fr", True), ("fr", False), ("en", True)])
async def test_a_card_typed_is_laid(
    bot_driver: Driver, db: Database, lang: str, as_words: bool
) -> None:
    user = {("fr", True): 150, ("fr", False): 151, ("en", True): 152}[(lang, as_words)]
    question = await deal_play(bot_driver, db, user, lang)
    position = PlayPosition.from_dict(question.deal)
    card = position.legal()[-1]
    tr = I18N.translator(lang)
    typed = in_words(card, lang) if as_words else render.card(card, tr)
    text = one_text(await bot_driver.send(typed, user, language_code=lang))
    assert "bouton" not in text and "button" not in text
    assert render.card(card, tr) in text
    (attempt,) = await db.stats.attempts(user)
    assert attempt.kind == "peg-play" and attempt.answered == {"card": str(card)}
    assert await db.questions.pending_question(user, user) is None


async def test_a_card_not_held_is_said_so_and_the_question_waits(
    bot_driver: Driver, db: Database
) -> None:
    question = await deal_play(bot_driver, db, 153, "fr")
    position = PlayPosition.from_dict(question.deal)
    seen = {*position.hand, *position.pile, *position.earlier, position.starter}
    other = next(c for c in position.unseen() if c not in seen)
    tr = I18N.translator("fr")
    text = one_text(await bot_driver.send(render.card(other, tr), 153, language_code="fr"))
    assert render.card(other, tr) in text and "bouton" in text
    assert (await pending(db, 153)).id == question.id
    assert await db.stats.attempts(153) == []


async def test_at_a_go_a_card_typed_points_at_go_and_go_typed_says_it(
    bot_driver: Driver, db: Database
) -> None:
    """At a go (no card fits), « You do not hold 10♠: tap one of the card buttons » pointed at
    card buttons there are none of: the one button is « Go »; « go » typed says it."""
    for _ in range(60):
        await bot_driver.send("/peg play", user_id=154, language_code="en")
        question = await pending(db, 154)
        if question.expected["go"]:
            break
    else:
        raise AssertionError("no go in 60 deals")
    position = PlayPosition.from_dict(question.deal)
    other = next(c for c in position.unseen())
    for card in (other, position.hand[0]):
        text = one_text(await bot_driver.send(str(card), 154, language_code="en"))
        assert "tap “Go”" in text, text
    text = one_text(await bot_driver.send("Go!", 154, language_code="en"))
    assert "go" in text.casefold() and "tap" not in text
    (attempt,) = await db.stats.attempts(154)
    assert attempt.answered == {"card": "go"} and attempt.correct
