"""In a group, Lucie sent /quiz (one poll) and Zoé answered it; Lucie's /annuler read « Rien à
abandonner : aucune question n'attend. » under her own poll, still open above and unanswered
by her (a poll others answered is kept: their answers count). She is now told that it stays
open because others answered it, that she may answer it, and that /quiz asks another."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, html_to_text, texts
from tests.tg.test_quiz_handlers import last_poll

GROUP = -100_1818
LUCIE = {"user_id": 9_181, "chat_id": GROUP, "chat_type": "supergroup", "first_name": "Lucie"}


@pytest.mark.parametrize(
    ("code", "cancel", "said"),
    [
        (
            "fr",
            "/annuler",
            "Lucie — Votre question du quiz ci-dessus a déjà des réponses d'autres membres :"
            " elle reste ouverte. Répondez-y si vous le voulez; /quiz en pose une autre.",
        ),
        (
            "en",
            "/cancel",
            "Lucie — Your quiz question above already has answers from other members: it stays"
            " open. Answer it if you like; /quiz asks another.",
        ),
    ],
)
async def test_cancel_under_her_lone_poll_answered_by_others_says_it_stays(
    bot_driver: Driver, local_api: LocalBotApi, code: str, cancel: str, said: str
) -> None:
    await bot_driver.send("/quiz", language_code=code, **LUCIE)
    poll = last_poll(local_api, GROUP)
    await bot_driver.answer_poll(poll["id"], 0, user_id=9_182, first_name="Zoé")
    calls = await bot_driver.send(cancel, language_code=code, **LUCIE)
    assert not [c for c in calls if c.method == "stopPoll"]
    (text,) = texts(calls)
    assert html_to_text(text).replace("\u00a0", " ") == said


async def test_cancel_under_her_lone_poll_nobody_answered_still_stops_it(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/quiz", language_code="fr", **LUCIE)
    calls = await bot_driver.send("/annuler", language_code="fr", **LUCIE)
    assert [c for c in calls if c.method == "stopPoll"]
    assert "ne compte plus" in html_to_text(texts(calls)[0])
