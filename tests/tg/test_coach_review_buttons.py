"""The coach's buttons in a club's group belong to the member they were sent to, and its
replies there name the member; a review's verdict told again after a crash still offers the
next miss; a double tap deals once."""

from __future__ import annotations

import pytest
from telegram import Update
from test_coach_handlers import button_labels, make_due, misses, pending, seed
from tg_checks import callback_datas

from bot.drills.deals import Deal
from bot.storage import Database
from bot.tg.context import App
from bot.tg.local import ApiCall, Driver, LocalBotApi, texts

GROUP = -100_790
NOT_YOURS = {
    "en": "This button is not yours: /review brings back the questions you missed.",
    "fr": "Ce bouton n'est pas à vous\u00a0: /revoir vous redonne les questions que vous avez "
    "manquées.",
}
MISSED = {"en": "A question you missed", "fr": "Une question que vous avez manquée"}
IN_GROUP = {"en": "A question to review", "fr": "Une question à revoir"}  # her misses unsaid


def toasts(calls: list[ApiCall]) -> list[tuple[object, object]]:
    return [
        (c.params.get("text"), c.params.get("show_alert"))
        for c in calls
        if c.method == "answerCallbackQuery"
    ]


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_in_a_group_the_next_review_button_is_for_the_member_who_asked(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """Played: in a club's group, Marie answered a miss /revoir brought back; Jean pressed
    « Question suivante à revoir » under her verdict and was dealt his own miss, in the middle
    of Marie's review. Now Jean is told the button is not his (a toast, nothing posted), and
    Marie's press deals her next miss."""
    common = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    marie, jean = {**common, "first_name": "Marie"}, {**common, "first_name": "Jean"}
    await misses(bot_driver, db, 801, marie, n=2, chat=GROUP)
    await misses(bot_driver, db, 802, jean, n=2, chat=GROUP)
    await bot_driver.send("/review", user_id=801, **marie)
    first = await pending(db, 801, GROUP)
    total = Deal.from_dict(first.deal).score().total
    calls = await bot_driver.send(str(total), user_id=801, **marie)
    assert len(button_labels(calls)) == 3  # next miss, then a hand and a crib
    verdict = local_api.last_message(GROUP)
    assert verdict is not None
    pressed = await bot_driver.press_button(verdict, 1, user_id=802, language_code=lang)
    assert toasts(pressed) == [(NOT_YOURS[lang], True)]
    assert texts(pressed) == []
    assert await db.questions.pending_question(802, GROUP) is None
    pressed = await bot_driver.press_button(verdict, 1, user_id=801, language_code=lang)
    assert IN_GROUP[lang] in texts(pressed)[0]
    second = await pending(db, 801, GROUP)
    assert second.id != first.id


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_in_a_group_the_coach_button_is_for_the_member_who_asked(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """Marie's « Review 2 misses » in the group (a /coach message posted before the report
    went to her private chat: /coach there is now a link to it): Jean's press is refused the
    same way, and deals nothing."""
    common = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    marie = {**common, "first_name": "Marie"}
    await misses(bot_driver, db, 803, marie, n=2, chat=GROUP)
    await make_due(db, 804)
    await bot_driver.send("/coach", user_id=803, **marie)
    shown = local_api.last_message(GROUP)
    assert shown is not None
    assert list(callback_datas([ApiCall("sendMessage", shown)])) == []  # a link, to her chat
    at = shown["message_id"]
    pressed = await bot_driver.press("co:r:803", at, 804, GROUP, language_code=lang)
    assert toasts(pressed) == [(NOT_YOURS[lang], True)]
    assert texts(pressed) == []
    pressed = await bot_driver.press("co:r:803", at, 803, GROUP, language_code=lang)
    assert IN_GROUP[lang] in texts(pressed)[0]


@pytest.mark.parametrize(
    ("lang", "label"),
    [("en", "Next question to review"), ("fr", "Question suivante à revoir")],
)
async def test_a_review_verdict_told_again_after_a_crash_offers_the_next_miss(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, lang: str, label: str
) -> None:
    """Before: the verdict on a miss brought back by /revoir, told again after a crash (the
    update handled a second time), offered only « Main suivante » while another miss waited.
    Now it is the verdict first told: « Question suivante à revoir » on top."""
    user = 805 if lang == "en" else 806
    db = local_app.bot_data.db
    await bot_driver.send("/pictures off", user_id=user, language_code=lang)
    await misses(bot_driver, db, user, {"language_code": lang}, n=2)
    await bot_driver.send("/review", user_id=user, language_code=lang)
    total = Deal.from_dict((await pending(db, user)).deal).score().total
    answer = local_api.message_update(str(total), user, user, language_code=lang)
    told = await bot_driver.process(answer)
    assert button_labels(told)[0] == label
    start = len(local_api.calls)
    await local_app.process_update(Update.de_json(answer, local_app.bot))
    again = local_api.calls[start:]
    assert texts(again) == texts(told)
    assert button_labels(again) == button_labels(told)
    assert list(callback_datas(again)) == list(callback_datas(told)) == ["co:r", "d:hand", "d:crib"]


BELOW = {
    "en": "Your question is waiting below: answer it, or /cancel it.",
    "fr": "Votre question vous attend plus bas\u00a0: répondez-y, ou /annuler pour la laisser.",
}


@pytest.mark.parametrize("lang", ["en", "fr"])
async def test_next_review_pressed_twice_deals_once(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str
) -> None:
    """Played: a double tap on « Question suivante à revoir » dealt the next miss twice, the
    second time in other suits under « Votre question précédente est mise de côté ». Now the
    second press deals nothing and points to the question below, as « Main suivante » does."""
    user = 807 if lang == "en" else 808
    await misses(bot_driver, db, user, {"language_code": lang}, n=3)
    await bot_driver.send("/review", user_id=user, language_code=lang)
    total = Deal.from_dict((await pending(db, user)).deal).score().total
    await bot_driver.send(str(total), user_id=user, language_code=lang)
    verdict = local_api.last_message(user)
    assert verdict is not None
    first = await bot_driver.press_button(verdict, 1, user_id=user, language_code=lang)
    assert MISSED[lang] in texts(first)[0]
    dealt = await pending(db, user)
    second = await bot_driver.press_button(verdict, 1, user_id=user, language_code=lang)
    assert texts(second) == [] and toasts(second) == [(BELOW[lang], False)]
    assert (await pending(db, user)).id == dealt.id


@pytest.mark.parametrize(
    ("lang", "off", "on"),
    [
        (
            "fr",
            "<b>Réjean</b> — Entraîneur arrêté\u00a0: ",
            "<b>Réjean</b> — Entraîneur en marche\u00a0: ",
        ),
        ("en", "<b>Réjean</b> — Coaching off: ", "<b>Réjean</b> — Coaching on: "),
    ],
)
async def test_in_a_group_coach_on_and_off_name_whose_coaching_it_is(
    bot_driver: Driver, lang: str, off: str, on: str
) -> None:
    """Played: in a club's group, Réjean typed /entraineur non; the group read « Entraîneur
    arrêté : toutes les donnes sont au hasard. », nobody could tell whose, where /revoir and
    /entraineur name the member (« Réjean : … »)."""
    said = {"chat_id": GROUP, "chat_type": "supergroup", "first_name": "Réjean"}
    (stopped,) = texts(await bot_driver.send("/coach off", user_id=809, language_code=lang, **said))
    assert stopped.startswith(off), stopped
    (started,) = texts(await bot_driver.send("/coach on", user_id=809, language_code=lang, **said))
    assert started.startswith(on), started
    (alone,) = texts(await bot_driver.send("/coach off", user_id=809, language_code=lang))
    assert not alone.startswith("Réjean")  # in private: no name


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        ("en", "This button is not yours: /coach shows your own weak spots."),
        (
            "fr",
            "Ce bouton n'est pas à vous\u00a0: /entraineur vous montre vos propres points faibles.",
        ),
    ],
)
async def test_in_a_group_the_practise_button_is_for_the_member_who_asked(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, lang: str, refused: str
) -> None:
    """Marie's « Practise: his nobs » in the group, her weak spot (a /coach message posted
    before the report went to her private chat: /coach there is now a link to it): Jean's
    press is refused, and deals him nothing."""
    await seed(db, 810, nobs_misses=5, right=6)
    said = {"chat_id": GROUP, "chat_type": "supergroup", "language_code": lang}
    await bot_driver.send("/coach", user_id=810, first_name="Marie", **said)
    shown = local_api.last_message(GROUP)
    assert shown is not None
    assert list(callback_datas([ApiCall("sendMessage", shown)])) == []  # a link, to her chat
    pressed = await bot_driver.press(
        "co:p:nobs:810", shown["message_id"], 811, GROUP, language_code=lang
    )
    assert toasts(pressed) == [(refused, True)]
    assert texts(pressed) == []
    assert await db.questions.pending_question(811, GROUP) is None
