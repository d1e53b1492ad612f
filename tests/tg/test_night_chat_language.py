"""A club night in a group whose club sets no language: the night keeps the language it was
opened in. A member whose Telegram is in another language (an organizer drawing the round, a
player asking to see the night) gets the group's posts in the night's language, not their own.

The autouse check of `conftest` (valid Telegram HTML under 4096 characters, callback_data of
64 bytes at most) runs on every call here.
"""

from __future__ import annotations

from bot.storage import Database
from bot.storage.repo_night import Night
from bot.tg.local import ApiCall, Driver, LocalBotApi, make_my_chat_member_update
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, GROUP, NAMES, plain

EN_ADMIN, EN_MEMBER = 70, 71
"""A second administrator and a member, both with Telegram in English."""


async def say(driver: Driver, text: str, user: int, lang: str) -> list[ApiCall]:
    return await driver.send(
        text,
        user_id=user,
        chat_id=GROUP,
        chat_type="group",
        language_code=lang,
        first_name=NAMES.get(user, f"P{user}"),
    )


async def french_night(driver: Driver, api: LocalBotApi, db: Database) -> Night:
    """A group of a club without a language, a French organizer's `acc` night, Ann and Ben
    (French) registered with the ✅."""
    await driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, chat_type="group")
    )
    for admin in (ADMIN, EN_ADMIN):
        api.member_status[(GROUP, admin)] = "administrator"
    await say(driver, "/soiree acc", ADMIN, "fr")
    night = await db.nights.open_night(GROUP)
    assert night is not None and night.message_id is not None and night.lang == "fr"
    for user in (ANN, BEN):
        await driver.press(
            f"nj:{night.id}",
            night.message_id,
            user_id=user,
            chat_id=GROUP,
            chat_type="group",
            language_code="fr",
            first_name=NAMES[user],
        )
    return night


def group(api: LocalBotApi) -> list[str]:
    return [plain(t) for t in api.sent_texts(GROUP)]


async def test_an_english_organizer_runs_a_french_night_in_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await french_night(bot_driver, local_api, db)
    await say(bot_driver, "/night add Rita Cormier", EN_ADMIN, "en")
    presented, added = group(local_api)[-2:]  # the presentation edited, then the reply
    assert presented.startswith("🃏 Soirée de club") and "3 joueurs" in presented, presented
    assert "Rita Cormier" in added and "is on the list" not in added, added
    await say(bot_driver, "/night round", EN_ADMIN, "en")
    posted = group(local_api)[-1]
    assert posted.startswith("Ronde 1 sur "), posted
    await say(bot_driver, "/night correct", EN_ADMIN, "en")
    how = group(local_api)[-1]
    assert "corriger" in how and "correct" not in how.replace("corriger", ""), how
    # marking a player: the group reads it, in the night's language as every other reply
    # to the organizer there (the club's convention: one language in the group, its own)
    await say(bot_driver, "/night absent 2", EN_ADMIN, "en")
    absent, unplayed = group(local_api)[-1].splitlines()  # his table of round 1 said too
    assert absent == "Absence notée : les prochaines rondes se jouent sans Ben Roy.", absent
    assert unplayed.startswith("À la ronde 1, la table 1 ") and "/soiree corriger" in unplayed
    await say(bot_driver, "/night present 2", EN_ADMIN, "en")
    back = group(local_api)[-1]
    assert back == "Ben Roy : de retour à partir de la prochaine ronde.", back
    await say(bot_driver, "/night absent 9", EN_ADMIN, "en")
    unknown = group(local_api)[-1]
    assert "9" in unknown and "player" not in unknown, unknown


async def test_an_english_member_sees_a_french_night_in_french(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await french_night(bot_driver, local_api, db)
    await say(bot_driver, "/night", EN_MEMBER, "en")
    shown = group(local_api)[-1]
    assert "Ann Leblanc" in shown and "Soirée" in shown, shown
    await say(bot_driver, "/night add Rita", EN_MEMBER, "en")
    refused = group(local_api)[-1]
    assert "administrat" in refused and "Only" not in refused, refused
    night = await db.nights.open_night(GROUP)
    assert night is not None
    await say(bot_driver, "/night close", EN_ADMIN, "en")  # Ann and Ben listed: asked first
    asked = local_api.last_message(GROUP)
    assert asked is not None and plain(asked["text"]).startswith("Fermer la soirée"), asked
    await bot_driver.press(
        f"nx:{night.id}:y", asked["message_id"], user_id=EN_ADMIN, chat_id=GROUP, language_code="en"
    )
    await say(bot_driver, "/night", EN_MEMBER, "en")
    final = group(local_api)[-1]
    assert final.startswith("La soirée est finie"), final


async def test_a_player_against_one_without_telegram_is_told_the_organizer_confirms(
    bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """A score written in private against a player the organizer added by name: it is not
    the opponent who confirms it."""
    await bot_driver.process(
        make_my_chat_member_update(GROUP, "left", "member", from_user_id=ADMIN, chat_type="group")
    )
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    await say(bot_driver, "/soiree 1 acc", ADMIN, "fr")
    await say(bot_driver, "/soiree ajouter Rita Cormier", ADMIN, "fr")
    night = await db.nights.open_night(GROUP)
    assert night is not None and night.message_id is not None
    await bot_driver.send("/start", user_id=ANN, language_code="fr", first_name=NAMES[ANN])
    await bot_driver.press(
        f"nj:{night.id}",
        night.message_id,
        user_id=ANN,
        chat_id=GROUP,
        chat_type="group",
        language_code="fr",
        first_name=NAMES[ANN],
    )
    await say(bot_driver, "/soiree ronde", ADMIN, "fr")
    await bot_driver.send("121 98", user_id=ANN, language_code="fr")
    told = plain(local_api.sent_texts(ANN)[-1])
    assert (
        told == "C'est inscrit. Votre adversaire n'a pas Telegram : l'organisateur le confirmera."
    )
    assert "l'organisateur confirme" in group(local_api)[-1]
