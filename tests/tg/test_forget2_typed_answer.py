"""/oublier asks « Tout effacer? » with two buttons; a club member who regretted it typed
« non non attends » (or « non ») and got « Je réponds aux comptes et aux commandes… », the
buttons still live, and /annuler « Rien à abandonner : aucune question n'attend. ». Now a no
typed, or /annuler, keeps everything (« Rien n'a été effacé. ») and takes the buttons off; a
« oui » typed is told the button erases, and erases nothing."""

from __future__ import annotations

import pytest

from bot.drills.forget_said import forget_answer
from bot.storage import Database
from bot.tg.local import Driver, LocalBotApi, texts


@pytest.mark.parametrize(
    ("typed", "said"),
    [
        ("non", False),
        ("Non non attends!", False),
        ("n'efface rien", False),
        ("No, keep it", False),
        ("oui", True),
        ("Yes.", True),
        ("12", None),
        ("bonjour", None),
    ],
)
def test_typed_answers_read(typed: str, said: bool | None) -> None:
    assert forget_answer(typed) is said


@pytest.mark.parametrize(
    ("lang", "command", "typed", "kept"),
    [
        ("fr", "/oublier", "non non attends", "Rien n'a été effacé."),
        ("fr", "/oublier", "/annuler", "Rien n'a été effacé."),
        ("en", "/forget", "no", "Nothing was erased."),
        ("en", "/forget", "/cancel", "Nothing was erased."),
    ],
)
async def test_no_typed_keeps_everything(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    command: str,
    typed: str,
    kept: str,
) -> None:
    user = 61_071
    await bot_driver.send(command, user_id=user, language_code=lang)
    question = local_api.last_message(user)
    assert question is not None and question.get("reply_markup"), question
    calls = await bot_driver.send(typed, user_id=user, language_code=lang)
    assert texts(calls) == [kept], texts(calls)
    shown = local_api.message(user, question["message_id"])
    assert shown is not None and not shown.get("reply_markup"), shown  # the buttons are off


@pytest.mark.parametrize(
    ("lang", "command", "typed", "said"),
    [
        ("fr", "/oublier", "oui", "touchez « Oui, tout effacer »"),
        ("en", "/forget", "yes", "tap “Yes, erase everything”"),
    ],
)
async def test_yes_typed_points_to_the_button(
    bot_driver: Driver, db: Database, lang: str, command: str, typed: str, said: str
) -> None:
    user = 61_072
    await bot_driver.send(command, user_id=user, language_code=lang)
    before = await db.users.get_user(user)
    [text] = texts(await bot_driver.send(typed, user_id=user, language_code=lang))
    assert said in text.replace("\u00a0", " ").replace("\u202f", " "), text
    after = await db.users.get_user(user)
    assert before is not None and after is not None
    assert after.created_at == before.created_at  # nothing erased: the same record
