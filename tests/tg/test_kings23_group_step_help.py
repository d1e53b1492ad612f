"""kings23: in a club's group, « quoi? » or « je comprends pas » replied to a /rois partie step
got the private chat's lines: « À vous : écrivez votre coup (H8 → 5 6 4). » and « Pour un bon
coup, tapez indice. », where the bot, in privacy mode, reads nothing typed in the group but a
reply to its message (found playing a group game through the fake). The group now reads what
its own step says, « répondez à ce message avec votre coup », and « touchez « Indice » »."""

from __future__ import annotations

import pytest
from test_kings_handlers import pending

from bot.storage import Database
from bot.tg.local import Driver
from tests.tg.kings_helpers import plain

GROUP = -100_2323


@pytest.mark.parametrize(
    ("lang", "command", "typed", "reply", "hint"),
    [
        (
            "fr",
            "/rois partie",
            "quoi?",
            "À vous : le premier coup pose de 2 à 5 jetons en ligne, n'importe où; "
            "répondez à ce message avec votre coup.",
            "Pour un bon coup, touchez « Indice ».",
        ),
        (
            "en",
            "/kings play",
            "what?",
            "Your move: the first move lays 2 to 5 tiles in a line, anywhere; "
            "reply to this message with it.",
            "For a good move, tap Hint.",
        ),
    ],
)
async def test_a_question_replied_to_a_group_step_says_to_reply(
    bot_driver: Driver,
    db: Database,
    lang: str,
    command: str,
    typed: str,
    reply: str,
    hint: str,
) -> None:
    user = 23_701 if lang == "fr" else 23_702
    group = {"language_code": lang, "chat_type": "group"}
    await bot_driver.send(command, user, GROUP, **group)
    step = await pending(db, user, GROUP)
    text = plain(await bot_driver.send(typed, user, GROUP, reply_to=step.message_id, **group))
    lines = text.split("\n")
    assert reply in lines, text
    assert hint in lines, text
    assert "tapez indice" not in text and "type hint" not in text, text
