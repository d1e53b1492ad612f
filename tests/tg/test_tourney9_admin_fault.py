"""Telegram did not answer whether the organizer is an administrator (getChatMember timed out,
a network fault): tournaments and nights read it as a refusal, « Seuls les administrateurs du
groupe… », to the organizer herself. She is told now that it could not be checked and to try
again (as /club does), for the commands and for the buttons; a member who is no administrator
is still refused."""

from __future__ import annotations

import pytest

from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ANN, BEN, Hall, answers
from tests.tg.test_night_handlers import GROUP as HALL
from tests.tg.test_tournament_handlers import ADMIN, GROUP, create, in_group, plain

TRY_AGAIN = {
    "fr": "Je n'ai pas pu vérifier auprès de Telegram que vous êtes administrateur du groupe."
    " Réessayez dans un instant.",
    "en": "I could not check with Telegram that you are an admin of the group."
    " Try again in a moment.",
}
REFUSED = {"fr": "Seuls les administrateurs", "en": "Only the group's administrators"}


def texts_of(calls: list[object]) -> list[str]:
    return [
        plain(str(c.params["text"]))  # type: ignore[attr-defined]
        for c in calls
        if c.method == "sendMessage"  # type: ignore[attr-defined]
    ]


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_tournament_organizer_not_checked_is_told_to_try_again(
    bot_driver: Driver, local_api: LocalBotApi, db: object, lang: str
) -> None:
    await create(bot_driver, local_api, db, "2 61", lang)  # type: ignore[arg-type]
    cmd = "/tournoi" if lang == "fr" else "/tournament"
    cancel = "annuler" if lang == "fr" else "cancel"
    local_api.fail("getChatMember", code=0)
    (said,) = texts_of(await in_group(bot_driver, f"{cmd} {cancel}", ADMIN, lang))
    assert said == TRY_AGAIN[lang]
    await in_group(bot_driver, f"{cmd} {cancel}", ADMIN, lang)  # asked: « cancel it? »
    question = local_api.last_message(GROUP)
    assert question is not None
    (yes, *_) = [str(k["callback_data"]) for k in inline_buttons(question)]
    local_api.fail("getChatMember", code=0)
    calls = await bot_driver.press(
        yes, question["message_id"], user_id=ADMIN, chat_id=GROUP, language_code=lang
    )
    assert answers(calls) == [TRY_AGAIN[lang]]
    assert texts_of(calls) == []
    (refused, *_) = texts_of(await in_group(bot_driver, f"{cmd} {cancel}", ANN, lang))
    assert refused.startswith(REFUSED[lang])


@pytest.mark.parametrize("lang", ["fr", "en"])
async def test_a_night_organizer_not_checked_is_told_to_try_again(
    bot_driver: Driver, local_api: LocalBotApi, lang: str
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await hall.open("jeux50")
    for user in (ANN, BEN):
        await hall.join(night, user)
    local_api.fail("getChatMember", code=0)
    (said,) = texts_of(await hall.order("ronde", "round"))
    assert plain(said) == TRY_AGAIN[lang]
    assert await hall.tables(night) == []  # nothing drawn
    await hall.order("ronde", "round")
    assert len(await hall.tables(night)) == 1
    await hall.say(f"{hall.cmd} 121 90", ANN)
    written = await hall.table(night, 1, 1)
    local_api.fail("getChatMember", code=0)  # the organizer confirms for the table
    calls = await hall.press_confirm(written, ADMIN)
    assert answers(calls) == [TRY_AGAIN[lang]]
    assert not (await hall.table(night, 1, 1)).confirmed
    await hall.press_confirm(written, BEN, yes=False)  # disputed: the organizer decides
    disputed = await hall.table(night, 1, 1)
    assert disputed.disputed and disputed.message_id is not None
    local_api.fail("getChatMember", code=0)
    data = f"nk:{night.id}:1:1:{disputed.score[0]}:{disputed.score[1]}"  # type: ignore[index]
    calls = await bot_driver.press(
        data, disputed.message_id, user_id=ADMIN, chat_id=HALL, language_code=lang
    )
    assert answers(calls) == [TRY_AGAIN[lang]]
    assert not (await hall.table(night, 1, 1)).confirmed
    await hall.say(f"{hall.cmd} {'fermer' if lang == 'fr' else 'close'}")  # asked: games left
    asked = local_api.last_message(HALL)
    assert asked is not None
    (anyway, *_) = [str(k["callback_data"]) for k in inline_buttons(asked)]
    assert anyway.startswith("nx:")
    local_api.fail("getChatMember", code=0)
    calls = await bot_driver.press(
        anyway, asked["message_id"], user_id=ADMIN, chat_id=HALL, language_code=lang
    )
    assert answers(calls) == [TRY_AGAIN[lang]]
    assert await hall.db.nights.open_night(HALL) is not None
    word = "ronde" if lang == "fr" else "round"
    (refused, *_) = texts_of(await hall.say(f"{hall.cmd} {word}", ANN))
    assert refused.startswith(REFUSED[lang])
