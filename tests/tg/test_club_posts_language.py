"""The posts a club's group gets at set times (its daily card, its weekly summary), for a club
that sets no language: in the language most of its members read, not the bot's default."""

from __future__ import annotations

from datetime import timedelta

from test_club_handlers import ADMIN, GROUP, put_result, start_payload, today

from bot.drills.club import week_start
from bot.storage import Database
from bot.tg.club_jobs import card_job_name, weekly_job_name
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, make_my_chat_member_update, texts


def in_group(text: str, user: int, lang: str) -> dict[str, object]:
    return {
        "text": text,
        "user_id": user,
        "chat_id": GROUP,
        "chat_type": "group",
        "language_code": lang,
    }


async def club_of(
    bot_driver: Driver, local_api: LocalBotApi, members: dict[int, str], lang: str
) -> None:
    """A group the admin (of `lang`) added the bot to, posting its card at 8:30 with no club
    language set; `members` (id: language) joined from the card."""
    added = make_my_chat_member_update(
        GROUP, "left", "member", from_user_id=ADMIN, chat_type="group", language_code=lang
    )
    await bot_driver.process(added)
    local_api.member_status[(GROUP, ADMIN)] = "administrator"
    await bot_driver.send(**in_group("/club time 8:30", ADMIN, lang))  # type: ignore[arg-type]
    await bot_driver.send(**in_group("/daily", ADMIN, lang))  # type: ignore[arg-type]
    message = local_api.last_message(GROUP)
    assert message is not None
    payload = start_payload(message)
    for user, language in members.items():
        await bot_driver.send(f"/start {payload}", user_id=user, language_code=language)


async def scheduled_posts(local_app: App, local_api: LocalBotApi, db: Database) -> list[str]:
    """The card and the weekly summary as their jobs post them (last week played by two)."""
    monday = week_start(today()) - timedelta(days=7)
    await put_result(db, 51, monday, 20, 2)
    await put_result(db, 52, monday, 18, 2)
    start = len(local_api.calls)
    for name in (card_job_name(GROUP), weekly_job_name(GROUP)):
        (job,) = local_app.job_queue.get_jobs_by_name(name)
        await job.run(local_app)
    return texts(local_api.calls[start:])


async def test_an_english_club_gets_its_card_and_summary_in_english(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await club_of(bot_driver, local_api, {51: "en", 52: "en-GB", 53: "fr"}, "en")
    card, summary = await scheduled_posts(local_app, local_api, db)
    assert card.startswith("<b>🃏 The daily challenge of Club</b>")
    assert "Play with the button below; /top shows the board." in card
    assert summary.startswith("<b>📅 Club: the week in review (")
    assert "2 members played that week." in summary


async def test_a_quebec_club_gets_them_in_french(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await club_of(bot_driver, local_api, {51: "fr-CA", 52: "fr", 53: "en"}, "fr")
    card, summary = await scheduled_posts(local_app, local_api, db)
    assert card.startswith("<b>🃏 Club\u00a0: le défi du jour</b>")
    assert summary.startswith("<b>📅 Club\u00a0: bilan de la semaine (")


async def test_a_member_s_chosen_language_counts_and_the_club_s_setting_wins(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await club_of(bot_driver, local_api, {51: "fr", 52: "fr", 53: "en"}, "en")
    for user in (51, 52):  # French phones, English chosen with /lang
        await db.users.set_lang(user, "en")
    card, _ = await scheduled_posts(local_app, local_api, db)
    assert card.startswith("<b>🃏 The daily challenge of Club</b>")
    await bot_driver.send(**in_group("/club lang fr", ADMIN, "en"))  # type: ignore[arg-type]
    card, _ = await scheduled_posts(local_app, local_api, db)
    assert card.startswith("<b>🃏 Club\u00a0: le défi du jour</b>")


async def test_the_settings_say_which_language_the_posts_take(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    await club_of(bot_driver, local_api, {51: "fr"}, "fr")
    asked = in_group("/club", ADMIN, "fr")
    (settings,) = texts(await bot_driver.send(**asked))  # type: ignore[arg-type]
    line = (
        "La carte du jour et le bilan de la semaine\u00a0:"
        " dans la langue de la plupart des membres."
    )
    assert "\nLangue\u00a0: celle de chaque membre\n" in settings and f"\n{line}\n" in settings
    asked = in_group("/club langue fr", ADMIN, "fr")
    (settings,) = texts(await bot_driver.send(**asked))  # type: ignore[arg-type]
    assert line not in settings


async def test_a_card_asked_with_daily_is_in_the_language_most_members_read(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    """Played: in a club of French members that sets no language, Ann (English) typed /daily
    first that day and everyone read « The daily challenge of Club », while /club says « La
    carte du jour et le bilan de la semaine : dans la langue de la plupart des membres ». The
    card /daily posts is the group's, as at the club's time; the line to a member who types
    /daily under it stays in theirs."""
    await club_of(bot_driver, local_api, {51: "fr", 52: "fr-CA", 53: "en"}, "en")
    local_app.bot_data.cards[GROUP] = today() - timedelta(days=1)  # as if posted yesterday
    (card,) = texts(await bot_driver.send(**in_group("/daily", 53, "en")))  # type: ignore[arg-type]
    assert card.startswith("<b>🃏 Club\u00a0: le défi du jour</b>"), card
    (above,) = texts(await bot_driver.send(**in_group("/daily", 53, "en")))  # type: ignore[arg-type]
    assert "today's card is already above" in above
    local_app.bot_data.cards[GROUP] = today() - timedelta(days=1)
    await bot_driver.send(**in_group("/club lang en", ADMIN, "fr"))  # type: ignore[arg-type]
    (card,) = texts(await bot_driver.send(**in_group("/defi", 51, "fr")))  # type: ignore[arg-type]
    assert card.startswith("<b>🃏 The daily challenge of Club</b>"), card


async def test_the_bot_added_back_greets_the_club_in_the_language_most_members_read(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Played: the bot removed from a club of French members, then added back by Ann, whose
    Telegram is English: the group read « Hello Club! Muggins is back… ». A club back has
    members: its greeting is in the language most of them read, as its card and summary; a
    new group's is in the language of whoever added the bot."""
    await club_of(bot_driver, local_api, {51: "fr", 52: "fr-CA", 53: "en"}, "en")
    gone = make_my_chat_member_update(GROUP, "member", "left", chat_type="group")
    await bot_driver.process(gone)
    back = make_my_chat_member_update(
        GROUP, "left", "member", from_user_id=53, chat_type="group", language_code="en"
    )
    (hello,) = texts(await bot_driver.process(back))
    assert hello.startswith("Bonjour Club! Muggins est de retour"), hello
    new = make_my_chat_member_update(-100_777, "left", "member", language_code="en")
    (hello,) = texts(await bot_driver.process(new))
    assert hello.startswith("Hello Club! This group is now a Muggins club."), hello
