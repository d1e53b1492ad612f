"""Club boards and the weekly summary as a French club reads them (names with accents, ties,
dates), through the whole bot over the in-process Bot API."""

from __future__ import annotations

from datetime import date, timedelta

from telegram.ext import CallbackContext
from test_club_handlers import (
    GROUP,
    add_bot,
    card,
    in_group,
    join,
    put_result,
    start_payload,
    today,
)

from bot.drills.club import week_start
from bot.storage import Database
from bot.tg.club_jobs import summary_text
from bot.tg.context import App
from bot.tg.local import Driver, LocalBotApi, texts

ZOE, EMILE, GERARD = 41, 42, 43
NAMES = {ZOE: "Zoé", EMILE: "Émile", GERARD: "Gérard"}


async def french_club(bot_driver: Driver, local_app: App, local_api: LocalBotApi) -> None:
    """A club whose members are Zoé, Émile and Gérard (joined in that order)."""
    await add_bot(bot_driver)
    payload = start_payload(await card(local_app, local_api))
    for user, name in NAMES.items():
        assert "Bienvenue" in await join(bot_driver, payload, user, name, lang="fr")


def order(text: str) -> list[str]:
    """The members' names in the order a text shows them."""
    return sorted(NAMES.values(), key=text.index)


async def test_equal_members_are_listed_as_a_club_reads_names(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    for user in NAMES:
        await put_result(db, user, today(), 20, 4)
    (board,) = texts(await bot_driver.send(**in_group("/classement jour", ZOE, language_code="fr")))
    assert order(board) == ["Émile", "Gérard", "Zoé"]  # not Gérard, Zoé, Émile
    assert board.count("🥇") == 3


async def test_the_longest_streak_names_every_member_who_shares_it(
    local_app: App, bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    monday = week_start(today()) - timedelta(days=7)
    for user, days in ((ZOE, 3), (EMILE, 3), (GERARD, 2)):
        for n in range(days):
            await put_result(db, user, monday + timedelta(days=n), 10, 2)
    club = await db.clubs.get_club(GROUP)
    assert club is not None
    context = CallbackContext(local_app, chat_id=GROUP)
    text = await summary_text(club, context)
    assert text is not None
    (streak,) = [line for line in text.split("\n") if "série" in line]
    assert streak == "Plus longue série\u00a0: Émile et Zoé, 3 jours de suite"
    await db.clubs.set_hidden(EMILE, True)  # hidden: not named
    text = await summary_text(club, context)
    assert text is not None and "série\u00a0: Zoé, 3 jours" in text


async def test_no_streak_line_when_nobody_played_two_days_running(
    local_app: App, bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """One day is no « série » (« Plus longue série : …, 1 jour de suite »): when nobody
    played two days in a row, the summary has no streak line, in French or in English."""
    await french_club(bot_driver, local_app, local_api)
    monday = week_start(today()) - timedelta(days=7)
    for user, days in ((ZOE, (0,)), (EMILE, (2,)), (GERARD, (0, 2, 4))):
        for n in days:
            await put_result(db, user, monday + timedelta(days=n), 10, 2)
    context = CallbackContext(local_app, chat_id=GROUP)
    for lang, streak, played in (
        ("fr", "série", "3 membres ont joué cette semaine-là."),
        ("en", "streak", "3 members played that week."),
    ):
        club = await db.clubs.update_club(GROUP, {"lang": lang})
        text = await summary_text(club, context)
        assert text is not None
        assert streak not in text and "1 jour" not in text and "1 day" not in text
        assert text.split("\n")[-1] == played


async def test_the_weekly_summary_names_every_member_tied_for_most_improved(
    local_app: App, bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    """Zoé and Émile both went from 5 to 8 points a day, Gérard from 5 to 7: the weekly post
    named Émile alone. Both are named, in French and in English; Gérard is not."""
    await french_club(bot_driver, local_app, local_api)
    monday = week_start(today()) - timedelta(days=7)
    for user, pour in ((ZOE, 8), (EMILE, 8), (GERARD, 7)):
        await put_result(db, user, monday - timedelta(days=7), 5, 0)
        await put_result(db, user, monday, pour, 0)
    context = CallbackContext(local_app, chat_id=GROUP)
    for lang, said in (
        ("fr", "Meilleure progression\u00a0: Émile et Zoé, de 5 à 8 points par jour"),
        ("en", "Most improved: Émile and Zoé, from 5 to 8 points a day"),
    ):
        club = await db.clubs.update_club(GROUP, {"lang": lang})
        text = await summary_text(club, context)
        assert text is not None and said in text.split("\n"), text


FR_MONTHS = "janvier février mars avril mai juin juillet août septembre octobre novembre décembre"


def fr_days(first: date, last: date) -> str:
    """A run of days as a French reader writes it: months in words, said once, « 1er »."""
    months = FR_MONTHS.split()

    def day(d: date) -> str:
        return "1er" if d.day == 1 else str(d.day)

    dash = "\u2009\u2013\u2009"
    if first.month == last.month:
        return f"{day(first)}{dash}{day(last)} {months[first.month - 1]}"
    return f"{day(first)} {months[first.month - 1]}{dash}{day(last)} {months[last.month - 1]}"


def test_french_day_runs_as_written() -> None:
    assert fr_days(date(2026, 11, 23), date(2026, 11, 29)) == "23\u2009\u2013\u200929 novembre"
    assert fr_days(date(2026, 12, 28), date(2027, 1, 3)) == "28 décembre\u2009\u2013\u20093 janvier"


async def test_board_periods_say_the_month_and_year_once(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, EMILE, today(), 20, 4)
    first = week_start(today())
    (week,) = texts(await bot_driver.send(**in_group("/classement", ZOE, language_code="fr")))
    title = week.split("\n")[0]
    assert (
        title
        == f"<b>🏆 Club\u00a0: cette semaine ({fr_days(first, first + timedelta(days=6))})</b>"
    )
    (month,) = texts(await bot_driver.send(**in_group("/classement mois", ZOE, language_code="fr")))
    month_name = FR_MONTHS.split()[today().month - 1]
    assert month.split("\n")[0] == f"<b>🏆 Club\u00a0: ce mois-ci ({month_name} {today().year})</b>"
    local_api.member_status[(GROUP, ZOE)] = "administrator"
    await bot_driver.send(**in_group("/club langue en", ZOE, language_code="fr"))
    (month,) = texts(await bot_driver.send(**in_group("/top month", ZOE, language_code="fr")))
    assert month.split("\n")[0] == f"<b>🏆 Club: this month ({today():%B %Y})</b>"


async def test_the_weekly_summary_says_its_week_once(
    local_app: App, bot_driver: Driver, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    monday = week_start(today()) - timedelta(days=7)
    await put_result(db, ZOE, monday, 10, 2)
    club = await db.clubs.get_club(GROUP)
    assert club is not None
    text = await summary_text(club, CallbackContext(local_app, chat_id=GROUP))
    assert text is not None
    days = fr_days(monday, monday + timedelta(days=6))
    assert text.split("\n")[0] == f"<b>📅 Club\u00a0: bilan de la semaine ({days})</b>"


async def test_hiding_from_the_boards_names_the_french_commands(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await french_club(bot_driver, local_app, local_api)
    (done,) = texts(
        await bot_driver.send("/classement masquer", user_id=GERARD, language_code="fr")
    )
    assert "/statistiques" in done and "/classement afficher" in done
    assert "/stats " not in done and "/stats." not in done
    (done,) = texts(await bot_driver.send("/top off", user_id=GERARD, language_code="en"))
    assert "/stats" in done and "/top on" in done


async def test_a_hidden_member_is_told_so_in_words_for_men_and_women(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: Zoé hid from the boards, then read « Vous êtes masqué des classements » under
    the board and « cette semaine pas classé » in private, words for a man only."""
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, EMILE, today(), 20, 4)
    await bot_driver.send("/classement masquer", user_id=ZOE, language_code="fr")
    (board,) = texts(
        await bot_driver.send(**in_group("/classement", ZOE, language_code="fr", first_name="Zoé"))
    )
    assert "Zoé n'apparaît dans aucun classement (/classement afficher" in board
    (mine,) = texts(await bot_driver.send("/classement", user_id=GERARD, language_code="fr"))
    assert "cette semaine, pas au classement; depuis toujours, pas au classement" in mine
    for text in (board, mine):
        assert "masqué" not in text and "classé" not in text


async def test_an_empty_board_says_it_once(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    (board,) = texts(await bot_driver.send(**in_group("/classement", ZOE, language_code="fr")))
    assert "Personne n'est encore au classement" in board
    assert "pas encore à ce classement" not in board  # nobody is: no second line to say so
    assert "Ordre\u00a0:" not in board  # nor how nobody is ordered
    await put_result(db, EMILE, today(), 20, 4)
    (board,) = texts(
        await bot_driver.send(**in_group("/classement", ZOE, language_code="fr", first_name="Zoé"))
    )
    assert "Émile" in board and "Zoé n'est pas encore à ce classement." in board
    assert "Ordre\u00a0: points pour, puis le moins de points contre." in board


async def test_the_days_after_the_totals_say_they_were_played(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: « Émile — 45 pour, 13 contre (2 jours) », two days of what? The days a member
    played that week, said so; a day's own board has none."""
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, EMILE, today(), 20, 4)
    await put_result(db, ZOE, today(), 10, 4)
    yesterday = today() - timedelta(days=1)
    await put_result(db, EMILE, yesterday, 25, 9)
    (board,) = texts(await bot_driver.send(**in_group("/classement tout", ZOE, language_code="fr")))
    assert "🥇 Émile — 45 pour, 13 contre (2 jours joués)" in board
    assert "🥈 Zoé — 10 pour, 4 contre (1 jour joué)" in board
    (board,) = texts(await bot_driver.send(**in_group("/classement jour", ZOE, language_code="fr")))
    assert "🥈 Zoé — 10 pour, 4 contre\n" in board


async def test_a_board_word_not_understood_is_said_under_the_week(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, EMILE, today(), 20, 4)
    (board,) = texts(
        await bot_driver.send(**in_group("/classement <hier>", ZOE, language_code="fr"))
    )
    assert "cette semaine" in board and "Émile" in board
    assert board.endswith(
        "Je ne comprends pas «\u00a0&lt;hier&gt;\u00a0»\u00a0: voici la semaine. Les autres\u00a0:"
        " /classement jour, /classement mois, /classement tout."
    )
    for word in ("aujourd'hui", "Aujourd\u2019hui", "jour", "semaine", "tout", "mois"):
        (board,) = texts(
            await bot_driver.send(**in_group(f"/classement {word}", ZOE, language_code="fr"))
        )
        assert "Je ne comprends pas" not in board, word
    (today_board,) = texts(
        await bot_driver.send(**in_group("/classement aujourd'hui", ZOE, language_code="fr"))
    )  # today's board was posted just above by the loop: one line points to it
    assert "le classement d'aujourd'hui, plus haut, n'a pas changé" in today_board


async def test_a_tie_across_tenth_place_keeps_the_members_the_list_shows_first(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Eight members ahead, then Zoé, Émile and Gérard equal for 9th: the board shows ten
    rows, and the two it keeps of the three are the first two as the list reads names
    (Émile, Gérard), never Zoé, whom code-point order puts before Émile."""
    await french_club(bot_driver, local_app, local_api)
    payload = start_payload(await card(local_app, local_api))
    ahead = {50 + n: f"Membre {n}" for n in range(1, 9)}
    for user, name in ahead.items():
        assert "Bienvenue" in await join(bot_driver, payload, user, name, lang="fr")
        await put_result(db, user, today(), 30 + user, 0)
    for user in NAMES:
        await put_result(db, user, today(), 20, 4)
    for word, who in (("jour", GERARD), ("semaine", ZOE), ("tout", EMILE)):
        (board,) = texts(
            await bot_driver.send(**in_group(f"/classement {word}", who, language_code="fr"))
        )
        tied = [line.split(" (")[0] for line in board.split("\n") if line.startswith("9. ")]
        assert tied == ["9. Émile — 20 pour, 4 contre", "9. Gérard — 20 pour, 4 contre"], board
        assert "Zoé" not in "\n".join(board.split("\n")[:-2]), board  # the rows
    assert board.split("\n")[-2] == "Émile\u00a0: rang 9 sur 11"  # Émile asked: on the board


async def test_a_board_redrawn_by_another_member_says_whose_rank_it_shows(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """Played: Gérard asked /classement (« your rank: 3 of 3 », a reply to him), Zoé pressed
    « Mois »: the same message now said « your rank: 1 of 3 », and Gérard read that he was
    first. The board is the group's: its rank line names the member."""
    await french_club(bot_driver, local_app, local_api)
    for user, pour in ((ZOE, 30), (EMILE, 20), (GERARD, 10)):
        await put_result(db, user, today(), pour, 2)
    (board,) = texts(await bot_driver.send(**in_group("/classement", GERARD, language_code="fr")))
    assert board.split("\n")[-2] == "Gérard\u00a0: rang 3 sur 3"
    message = local_api.last_message(GROUP)
    assert message is not None
    (redrawn,) = texts(await bot_driver.press_button(message, 3, user_id=ZOE, first_name="Zoé"))
    assert "ce mois-ci" in redrawn
    assert redrawn.split("\n")[-2] == "Zoé\u00a0: rang 1 sur 3"
    assert "Votre" not in board + redrawn and "Vous" not in board + redrawn
    await bot_driver.send("/classement masquer", user_id=EMILE, language_code="fr")
    (hidden,) = texts(await bot_driver.press_button(message, 2, user_id=EMILE, first_name="Émile"))
    assert "Émile n'apparaît dans aucun classement (/classement afficher pour y revenir)." in hidden
    (outside,) = texts(await bot_driver.press_button(message, 4, user_id=77, first_name="Paul"))
    assert "Paul n'est pas encore à ce classement." in outside


async def test_help_on_the_board_says_its_periods_and_what_hiding_does(
    bot_driver: Driver,
) -> None:
    """Played: « /aide classement » answered « …ou vos clubs; /classement masquer »: no word
    of the periods, and « masquer » what? Now each is said."""
    (fr,) = texts(await bot_driver.send("/aide classement", user_id=ZOE, language_code="fr"))
    assert fr.startswith(
        "/classement\u00a0: le classement du club (dans un groupe) ou vos clubs;"
        " /classement jour, semaine, mois ou tout; /classement masquer vous retire des"
        " classements\n"
    )
    (en,) = texts(await bot_driver.send("/help top", user_id=ZOE, language_code="en"))
    assert en.startswith(
        "/top: the club's board (in a group) or your clubs (also /leaderboard);"
        " /top today, week, month or all; /top off takes you off the boards\n"
    )


async def test_a_period_typed_as_the_boards_say_it_is_understood(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi, db: Database
) -> None:
    """The boards say « cette semaine », « ce mois-ci », « depuis toujours », "this month":
    typed so, « /classement depuis toujours » showed the week under « Je ne comprends pas
    « depuis » », "/top this month" the week under "I do not understand “this”"."""
    await french_club(bot_driver, local_app, local_api)
    await put_result(db, ZOE, today(), 20, 4)

    async def board(text: str, lang: str = "fr") -> str:
        (said,) = texts(await bot_driver.send(**in_group(text, EMILE, language_code=lang)))
        return said

    for typed, title in (
        ("/classement depuis toujours", "depuis toujours"),
        ("/classement ce mois-ci", "ce mois-ci"),
        ("/classement parties depuis toujours", "depuis toujours"),
    ):
        said = await board(typed)
        assert title in said.split("\n")[0] and "Je ne comprends pas" not in said, said
    said = await board("/top this month", "en")
    assert "this month" in said.split("\n")[0] and "understand" not in said, said
    said = await board("/top games all time", "en")
    assert "all time" in said.split("\n")[0] and "understand" not in said, said
    said = await board("/classement cette", "fr")  # a leading word alone is not a period
    assert "Je ne comprends pas «\u00a0cette\u00a0»" in said, said
