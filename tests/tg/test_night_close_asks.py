"""« /soiree fermer » closed the night at once while a score still waited for the
organizer's ✅ (an opponent without Telegram) or a table of the round had no score: the
organizer lost those games by a slip, only listed afterwards as « pas compté ». Now the night
asks first, as « /tournoi fermer » does, with how many scores wait and how many tables have
none, under « Fermer quand même » / « Garder la soirée ouverte » (`nx:<id>:y|n`, the
organizer's buttons); with nothing left, it closes at once as before."""

from __future__ import annotations

import pytest

from bot.storage.repo_night import Night
from bot.tg.local import Driver, LocalBotApi, inline_buttons
from tests.tg.test_night_handlers import ADMIN, ANN, BEN, CAT, GROUP, Hall, answers, plain

WORDS = {
    "fr": {"add": "ajouter", "round": "ronde", "close": "fermer", "correct": "corriger"},
    "en": {"add": "add", "round": "round", "close": "close", "correct": "correct"},
}


async def night_with_games_left(hall: Hall) -> Night:
    """Ann, Ben, Cat and Rita (no Telegram) at a FADOQ night, round 1 drawn: Rita's opponent
    wrote their score (waiting for the organizer's ✅), the other table has none."""
    words = WORDS[hall.lang]
    night = await hall.open("fadoq")
    for user in (ANN, BEN, CAT):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {words['add']} Rita Cormier")
    await hall.say(f"{hall.cmd} {words['round']}")
    users = {p.id: p.user_id for p in await hall.db.nights.night_players(night.id)}
    for t in await hall.tables(night):
        seated = [users[p] for p in (*t.a, *(t.b or ()))]
        if None in seated:
            await hall.say(f"{hall.cmd} 121 98", next(u for u in seated if u is not None))
    return night


@pytest.mark.parametrize(
    ("lang", "asked", "buttons", "kept", "closed", "uncounted"),
    [
        ("fr", ["Fermer la soirée maintenant?", "1 pointage inscrit attend encore son ✅.",
                "1 table n'a pas encore de pointage.", "",
                "Si vous fermez maintenant, ces parties ne compteront pas.",
                "Les rondes 2 à 6 ne sont pas encore tirées : elles ne seront pas jouées.",
                "Un pointage compte une fois confirmé : appuyez sur ✅ sous son message, dans le "
                "groupe.",
                "Pour inscrire le pointage d'une table comme organisateur : /soiree corriger 1 {t}"
                " 121 98 (ronde, table, puis les deux pointages)."],
         ["Fermer quand même", "Garder la soirée ouverte"], "La soirée reste ouverte.",
         "La soirée est fermée.", "Pas compté, parce que jamais confirmé :"),
        ("en", ["Close the night now?", "1 score written is still waiting for its ✅.",
                "1 table has no score yet.", "", "If you close now, these games will not count.",
                "Rounds 2 to 6 are not drawn yet: they will not be played.",
                "A score counts once confirmed: press ✅ under it, in the group.",
                "To write a table's score as the organizer: /night correct 1 {t} 121 98 (round,"
                " table, then both scores)."],
         ["Close anyway", "Keep the night open"], "The night stays open.",
         "The night is closed.", "Not counted, because never confirmed:"),
    ],
)  # fmt: skip
async def test_closing_with_games_left_asks_first(
    bot_driver: Driver,
    local_api: LocalBotApi,
    lang: str,
    asked: list[str],
    buttons: list[str],
    kept: str,
    closed: str,
    uncounted: str,
) -> None:
    hall = Hall(bot_driver, local_api, lang)
    night = await night_with_games_left(hall)
    (unscored,) = [t for t in await hall.tables(night) if t.score is None]
    await hall.say(f"{hall.cmd} {WORDS[lang]['close']}")
    question = local_api.last_message(GROUP)
    assert question is not None
    assert plain(question["text"]).split("\n") == [line.format(t=unscored.table) for line in asked]
    keys = inline_buttons(question)
    assert [k["text"] for k in keys] == buttons
    assert [k["callback_data"] for k in keys] == [f"nx:{night.id}:y", f"nx:{night.id}:n"]
    assert (await hall.db.nights.open_night(GROUP)) is not None

    # a player's press is refused; the organizer keeps the night open
    data = [str(k["callback_data"]) for k in keys]
    calls = await bot_driver.press(data[0], question["message_id"], user_id=ANN, chat_id=GROUP)
    assert any(c.params.get("show_alert") for c in calls if c.method == "answerCallbackQuery")
    assert (await hall.db.nights.open_night(GROUP)) is not None
    await bot_driver.press(data[1], question["message_id"], user_id=ADMIN, chat_id=GROUP)
    assert (await hall.db.nights.open_night(GROUP)) is not None
    answered = local_api.message(GROUP, question["message_id"])
    assert answered is not None and plain(answered["text"]) == kept
    assert answered.get("reply_markup") is None

    # asked again, closed anyway: the question says so, the close follows once
    posted = len(hall.group())
    await hall.say(f"{hall.cmd} {WORDS[lang]['close']}")
    question = local_api.last_message(GROUP)
    assert question is not None
    await bot_driver.press(data[0], question["message_id"], user_id=ADMIN, chat_id=GROUP)
    assert (await hall.db.nights.open_night(GROUP)) is None
    answered = local_api.message(GROUP, question["message_id"])
    assert answered is not None and plain(answered["text"]) == closed
    assert answered.get("reply_markup") is None
    texts = hall.group(posted)
    assert uncounted in texts[-1] and sum(uncounted in t for t in texts) == 1


async def test_nothing_left_closes_at_once(bot_driver: Driver, local_api: LocalBotApi) -> None:
    """Round 1 of 2 confirmed: « /night close » closes without asking, as before."""
    hall = Hall(bot_driver, local_api, "en")
    night, _, _ = await hall.one_table("2 fadoq")
    await hall.say("/night correct 1 1 121 95")
    await hall.say("/night close")
    assert (await hall.db.nights.get_night(night.id)).is_open is False  # type: ignore[union-attr]
    assert hall.group()[-1].startswith("The night is over. Congratulations to the winners!")
    assert not any(
        str(k["callback_data"]).startswith("nx:")
        for m in local_api.messages(GROUP)
        for k in inline_buttons(m)
    )


async def test_a_disputed_score_is_counted_apart(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """A score the players do not agree on waits for the organizer, not for a ✅."""
    hall = Hall(bot_driver, local_api, "fr")
    night, writer, other = await hall.one_table("1 fadoq")
    await hall.say("/soiree 121 98", writer)
    await hall.press_confirm(await hall.table(night, 1, 1), other, yes=False)
    await hall.say("/soiree fermer")
    assert hall.group()[-1].split("\n")[:4] == [
        "Fermer la soirée maintenant?",
        "1 pointage est contesté et attend la décision de l'organisateur.",
        "",
        "Si vous fermez maintenant, cette partie ne comptera pas.",
    ]
    assert (await hall.db.nights.open_night(GROUP)) is not None


async def test_the_question_pressed_after_the_night_closed_loses_its_buttons(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Asked, then the organizer writes the last score (it closes the night): « Close
    anyway » says the night is over and the question's buttons go."""
    hall = Hall(bot_driver, local_api, "en")
    night, _, _ = await hall.one_table("1 fadoq")
    await hall.say("/night close")
    question = local_api.last_message(GROUP)
    assert question is not None and inline_buttons(question)
    await hall.say("/night correct 1 1 121 95")
    assert (await hall.db.nights.open_night(GROUP)) is None
    calls = await bot_driver.press(
        f"nx:{night.id}:y", question["message_id"], user_id=ADMIN, chat_id=GROUP, language_code="en"
    )
    assert answers(calls) == ["This night is over."]
    shown = local_api.message(GROUP, question["message_id"])
    assert shown is not None and not inline_buttons(shown)
    assert sum("The night is over" in t for t in hall.group()) == 1


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Cette soirée est fermée : on n'y inscrit plus de pointage. /soiree classement "
               "montre son classement final."),
        ("en", "This night is closed: scores are no longer written. /night standings shows its "
               "final standings."),
    ],
)  # fmt: skip
async def test_a_score_written_after_the_close(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """A player writes their score once the organizer closed the night anyway: they read
    « Seuls les administrateurs du groupe mènent la soirée. », as if they had asked to run
    it; now that the night is closed."""
    hall = Hall(bot_driver, local_api, lang)
    night, writer, _ = await hall.one_table("2 fadoq")
    await hall.order("corriger", "correct", "1 1 121 80")  # a score: the night has standings
    await hall.close()
    assert (await hall.db.nights.get_night(night.id)).is_open is False  # type: ignore[union-attr]
    await hall.say(f"{hall.cmd} 121 90", writer)
    assert hall.group()[-1] == said


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "Votre soirée de club est fermée : on n'y inscrit plus de pointage. Son classement "
               "final : /soiree classement"),
        ("en", "Your club night is closed: scores are no longer written. Its final standings: "
               "/night standings"),
    ],
)  # fmt: skip
async def test_a_score_written_in_private_after_the_close(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, said: str
) -> None:
    """In private, the player of the closed night read « Vous ne jouez à aucune soirée
    de club en ce moment. À la salle, appuyez sur ✅ sous la soirée… »; a member of no night
    still does. (club22: the answer pointed to « le groupe de votre club » for the final
    standings, which /soiree classement shows in private too: the assertion asserted that.)"""
    hall = Hall(bot_driver, local_api, lang)
    _, writer, _ = await hall.one_table("2 fadoq")
    await hall.order("corriger", "correct", "1 1 121 80")  # a score: the night has standings
    await hall.close()
    await hall.private(f"{hall.cmd} 121 90", writer)
    assert hall.told(writer)[-1] == said
    await hall.private(f"{hall.cmd} 121 90", CAT)
    assert "✅" in hall.told(CAT)[-1]


async def test_buttons_pressed_after_the_close_go(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Closed anyway, a ✅ under the score never confirmed and a player's « I lost » in
    private stayed, each press answered « Cette soirée est finie. »: now the press takes
    them off as well."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await night_with_games_left(hall)
    (waiting,) = [t for t in await hall.tables(night) if t.score is not None]
    await hall.close()
    calls = await hall.press_confirm(waiting, ADMIN)
    assert answers(calls) == ["Cette soirée est finie."]
    posted = local_api.message(GROUP, waiting.message_id or 0)
    assert posted is not None and not inline_buttons(posted)
    (notice,) = [
        m
        for m in local_api.messages(CAT)
        if any(str(k["callback_data"]).startswith("nw:") for k in inline_buttons(m))
    ]
    data = str(inline_buttons(notice)[1]["callback_data"])
    calls = await bot_driver.press(data, notice["message_id"], user_id=CAT, language_code="fr")
    assert answers(calls) == ["Cette soirée est finie."]
    shown = local_api.message(CAT, notice["message_id"])
    assert shown is not None and not inline_buttons(shown)


@pytest.mark.parametrize(
    ("lang", "asked"),
    [
        ("fr", ["Fermer la soirée maintenant?",
                "3 joueurs sont sur la liste et aucune ronde n'est encore tirée.", "",
                "Si vous fermez maintenant, la liste des joueurs sera perdue.",
                "Pour tirer la première ronde : /soiree ronde"]),
        ("en", ["Close the night now?", "3 players are on the list and no round is drawn yet.",
                "", "If you close now, the list of players will be lost.",
                "To draw the first round: /night round"]),
    ],
)  # fmt: skip
async def test_closing_before_the_first_round_asks_first(
    bot_driver: Driver, local_api: LocalBotApi, lang: str, asked: list[str]
) -> None:
    """« /soiree fermer » typed before the first round closed the night at once: the names
    the organizer typed were lost by a slip. Now it asks, with the same buttons; « Keep the
    night open » keeps the list, and the first round draws from it."""
    hall = Hall(bot_driver, local_api, lang)
    words = WORDS[lang]
    night = await hall.open("fadoq")
    for user in (ANN, BEN):
        await hall.join(night, user)
    await hall.say(f"{hall.cmd} {words['add']} Rita Cormier")
    await hall.say(f"{hall.cmd} {words['close']}")
    question = local_api.last_message(GROUP)
    assert question is not None
    assert plain(question["text"]).split("\n") == asked
    keys = inline_buttons(question)
    assert [k["callback_data"] for k in keys] == [f"nx:{night.id}:y", f"nx:{night.id}:n"]
    assert (await hall.db.nights.open_night(GROUP)) is not None
    await bot_driver.press(f"nx:{night.id}:n", question["message_id"], user_id=ADMIN, chat_id=GROUP)
    assert (await hall.db.nights.open_night(GROUP)) is not None
    assert len(await hall.db.nights.night_players(night.id)) == 3
    await hall.say(f"{hall.cmd} {words['round']}")
    assert len(await hall.tables(night)) == 2  # Rita's table, and a bye


async def test_closing_before_the_first_round_anyway(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """« Fermer quand même » before the first round: closed, the close said once."""
    hall = Hall(bot_driver, local_api, "fr")
    night = await hall.open("fadoq")
    await hall.join(night, ANN)
    await hall.say("/soiree fermer")
    question = local_api.last_message(GROUP)
    assert question is not None and plain(question["text"]).split("\n")[1] == (
        "1 joueur est sur la liste et aucune ronde n'est encore tirée."
    )
    posted = len(hall.group())
    await bot_driver.press(f"nx:{night.id}:y", question["message_id"], user_id=ADMIN, chat_id=GROUP)
    assert (await hall.db.nights.open_night(GROUP)) is None
    answered = local_api.message(GROUP, question["message_id"])
    assert answered is not None and plain(answered["text"]) == "La soirée est fermée."
    over = "La soirée est finie. Aucun pointage n'a été confirmé : il n'y a donc pas de classement."
    texts = hall.group(posted)
    assert texts[-1] == over and texts.count(over) == 1


async def test_nobody_on_the_list_closes_at_once(
    bot_driver: Driver, local_api: LocalBotApi
) -> None:
    """Opened by mistake, nobody on its list: « /night close » closes it without asking."""
    hall = Hall(bot_driver, local_api, "en")
    await hall.open("fadoq")
    await hall.say("/night close")
    assert (await hall.db.nights.open_night(GROUP)) is None
    assert not any(
        str(k["callback_data"]).startswith("nx:")
        for m in local_api.messages(GROUP)
        for k in inline_buttons(m)
    )
