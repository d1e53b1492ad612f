"""/jeu jouer in a group: a card typed without replying to the question was ignored, while a
count or a round question in a group takes plain text that reads as its answer from the member
it was dealt to (`questions_text._answer`: `reads`). A card (or « go » at a go) typed by that
member is now laid; chatter stays ignored, and another member's card answers nothing."""

from __future__ import annotations

import pytest
from test_peg_handlers import GROUP, pending

from bot.drills.peg_best import PlayPosition
from bot.drills.peg_typed import reads_as_play
from bot.storage import Database
from bot.tg.local import Driver, texts

GROUPED = {"chat_id": GROUP, "chat_type": "supergroup"}


@pytest.mark.parametrize(
    "text",
    ["5", "le valet", "7 de trèfle", "7T", "5♥", "je joue le 4", "j'ai 4", "go", "passe", "K"],
)
def test_a_card_or_go_reads_as_a_play(text: str) -> None:
    assert reads_as_play(text)


@pytest.mark.parametrize("text", ["bonjour tout le monde", "bravo!", "", "5 et 7 et 9", "ouin"])
def test_chatter_does_not(text: str) -> None:
    assert not reads_as_play(text)


async def test_a_card_typed_in_the_group_is_laid(bot_driver: Driver, db: Database) -> None:
    for _ in range(40):
        await bot_driver.send("/jeu jouer", user_id=160, language_code="fr", **GROUPED)
        question = await pending(db, 160, GROUP)
        position = PlayPosition.from_dict(question.deal)
        if not position.is_go:
            break
    else:
        raise AssertionError("no card question in 40 deals")
    card = position.legal()[0]
    assert await bot_driver.send("salut la gang", 160, language_code="fr", **GROUPED) == []
    assert await bot_driver.send(str(card), 161, language_code="fr", **GROUPED) == []
    calls = await bot_driver.send(str(card), 160, language_code="fr", **GROUPED)
    said = texts(calls)
    assert len(said) == 1, said
    assert "en moyenne" in said[0], said[0]
    assert (await db.questions.pending_question(160, GROUP)) is None
    assert len(await db.stats.attempts(160)) == 1
