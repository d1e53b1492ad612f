"""Pictures in the chat, through the in-process Bot API: /pictures, deals as photos with their
question as caption, answers to photos, the board after a counted hand, the /stats chart.

What is drawn is checked against the engine (the layouts), never against stored pixels; the
autouse check of test_handlers (valid HTML, limits) also covers the captions here.
"""

from __future__ import annotations

import io
from datetime import datetime, timedelta
from typing import Any, Final

import pytest
from PIL import Image
from test_handlers import (  # the shared checks and helpers of the handler tests
    GROUP,
    one_text,
    pending,
    plant,
    sent_markup,
)

from bot.drills.deals import Deal, DrillKind
from bot.drills.grading import expected_json
from bot.engine.card_parsing import parse_cards
from bot.pictures import board, cards, chart
from bot.storage import Database, Question
from bot.tg.context import App
from bot.tg.handlers import callbacks
from bot.tg.handlers.ecart import challenge_of
from bot.tg.local import ApiCall, Driver, LocalBotApi, html_to_text, photos, texts
from bot.tg.pictures import deal_picture, send_picture
from bot.views.pictures import MAX_CAPTION_CHARS, split_caption


def png_size(data: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(data))
    image.load()
    assert image.format == "PNG"
    return image.size


def methods(calls: list[ApiCall]) -> list[str]:
    return [c.method for c in calls if c.method not in ("getMe",)]


@pytest.fixture(autouse=True)
def captions_fit(local_api: LocalBotApi) -> Any:
    yield
    for call in local_api.calls_to("sendPhoto"):
        caption = str(call.params.get("caption", ""))
        assert len(caption.encode("utf-16-le")) // 2 <= MAX_CAPTION_CHARS


async def plant_full(
    db: Database, user: int, cards_text: str, kind: DrillKind = DrillKind.HAND
) -> Question:
    """A pending hand (or crib) with a known deal, stored with its full expected breakdown as
    /hand stores it (the chart reads the combination kinds from it)."""
    parsed = parse_cards(cards_text)
    deal = Deal(kind, tuple(parsed[:4]), parsed[4], True)
    game = await db.games.current_game(user, user)
    if game is None:
        game = await db.games.start_game(user, user, target=121, margin_rule="skunk")
    asked, _ = await db.questions.replace_question(
        user_id=user,
        chat_id=user,
        kind=kind.value,
        deal=deal.to_dict(),
        expected=expected_json(deal.score()),
        game_id=game.id,
    )
    return asked


async def group_send(driver: Driver, text: str, user: int, **kwargs: Any) -> list[ApiCall]:
    kwargs.setdefault("language_code", "en")
    return await driver.send(text, user_id=user, chat_id=GROUP, chat_type="supergroup", **kwargs)


# -- Deals as photos -------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["/hand", "/crib"])
async def test_a_private_deal_is_one_photo_captioned_with_the_question(
    bot_driver: Driver, db: Database, local_api: LocalBotApi, command: str
) -> None:
    calls = await bot_driver.send(command, user_id=70, language_code="fr")
    assert methods(calls) == ["sendPhoto"]
    question = await pending(db, 70)
    deal = Deal.from_dict(question.deal)
    caption = one_text(calls)
    assert "Carte de départ" in caption and "Combien" in caption
    for card in deal.hand:  # the cards written out too, in French
        assert {"J": "V", "Q": "D", "K": "R"}.get(str(card)[:-1], str(card)[:-1]) in caption
    [picture] = photos(calls)
    layout = cards.deal_layout(deal.hand, deal.starter)
    assert png_size(picture) == (layout.width, layout.height)
    fr = bot_driver.application.bot_data.i18n.translator("fr")
    assert picture == cards.deal_png(deal.hand, deal.starter, cards.rank_labels(fr))
    message = local_api.last_message(70)
    assert message is not None and "photo" in message and "text" not in message
    assert question.message_id == message["message_id"]


async def test_answering_a_photo_question_works_as_with_text(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/hand", user_id=71, language_code="en")
    question = await pending(db, 71)
    total = question.expected["total"]
    photo = local_api.last_message(71)
    assert photo is not None
    calls = await bot_driver.send(str(total), user_id=71, language_code="en", reply_to=photo)
    verdict = one_text(calls)
    assert "✅" in verdict or "nineteen" in verdict
    [attempt] = await db.stats.attempts(71)
    assert attempt.result["verdict"] == "exact"


async def test_the_board_follows_each_counted_hand(bot_driver: Driver, db: Database) -> None:
    await plant(db, 72, "5H 5D 5C JS 5S")  # 29
    calls = await bot_driver.send("20", user_id=72, language_code="en")
    assert methods(calls) == ["sendPhoto"]
    assert "Muggins!" in one_text(calls)
    assert {"d:hand", "d:crib"} == set(sent_markup(calls))
    game = await db.games.current_game(72, 72)
    assert game is not None and (game.player_score, game.bot_score) == (20, 9)
    race = board.Race(121, "skunk", 20, 9, 0, 0)
    [picture] = photos(calls)
    layout = board.board_layout(race)
    assert png_size(picture) == (layout.width, layout.height)
    labels = board.BoardLabels("You", "Me", {})
    assert picture == board.board_png(race, _labels(bot_driver, "en", labels))

    await plant(db, 72, "2H 3D 4C 9S KS")  # fifteen 4 and a run of 3: 7
    calls = await bot_driver.send("7", user_id=72, language_code="en")
    [picture] = photos(calls)
    race = board.Race(121, "skunk", 27, 9, 20, 9)  # the player's back peg where it was
    assert picture == board.board_png(race, _labels(bot_driver, "en", labels))


def _labels(driver: Driver, lang: str, _: board.BoardLabels) -> board.BoardLabels:
    from bot.views.pictures import board_labels

    return board_labels(driver.application.bot_data.i18n.translator(lang))


async def test_groups_get_text_until_the_player_turns_pictures_on(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    calls = await group_send(bot_driver, "/hand", 73)
    assert methods(calls) == ["sendMessage"]
    calls = await group_send(bot_driver, "/pictures on", 73)
    assert "on" in one_text(calls)
    calls = await group_send(bot_driver, "/hand", 73)
    question = await pending(db, 73, GROUP)
    assert "sendPhoto" in methods(calls)
    photo_call = next(c for c in calls if c.method == "sendPhoto")
    datas = [
        b["callback_data"]
        for row in photo_call.params["reply_markup"]["inline_keyboard"]
        for b in row
    ]  # type: ignore[index]
    assert datas == [callbacks.key(question.id, n) for n in range(30)]
    photo = local_api.message(GROUP, question.message_id or 0)
    assert photo is not None and "photo" in photo
    # a typed reply to the photo answers it
    total = question.expected["total"]
    calls = await group_send(bot_driver, str(total), 73, reply_to=photo)
    assert "✅" in one_text(calls) or "nineteen" in one_text(calls)
    assert "editMessageReplyMarkup" in methods(calls)  # the photo's keypad goes away


async def test_keypad_on_a_photo(bot_driver: Driver, db: Database, local_api: LocalBotApi) -> None:
    await group_send(bot_driver, "/images on", 74)
    await group_send(bot_driver, "/hand", 74)
    question = await pending(db, 74, GROUP)
    photo = local_api.message(GROUP, question.message_id or 0)
    assert photo is not None and "photo" in photo
    total = question.expected["total"]
    calls = await bot_driver.press_button(photo, total + 1, user_id=74, chat_type="supergroup")
    assert "answerCallbackQuery" in methods(calls)
    assert (await db.stats.attempts(74))[0].result["verdict"] == "exact"


@pytest.mark.parametrize(("code", "lang"), [("fr", "fr"), ("en", "en")])
async def test_pictures_command(bot_driver: Driver, db: Database, code: str, lang: str) -> None:
    on, off = ("/images oui", "/images non") if lang == "fr" else ("/pictures on", "/pictures off")
    state = one_text(await bot_driver.send("/pictures", user_id=75, language_code=code))
    assert off in state
    done = one_text(await bot_driver.send("/images off", user_id=75, language_code=code))
    assert ("texte" in done) == (lang == "fr")
    user = await db.users.get_user(75)
    assert user is not None and user.settings["pictures"] is False
    calls = await bot_driver.send("/hand", user_id=75, language_code=code)
    assert methods(calls) == ["sendMessage"]
    state = one_text(await bot_driver.send("/pictures", user_id=75, language_code=code))
    assert on in state
    usage = one_text(await bot_driver.send("/pictures maybe", user_id=75, language_code=code))
    assert on in usage and off in usage
    await bot_driver.send("/pictures ON", user_id=75, language_code=code)
    assert methods(await bot_driver.send("/hand", user_id=75, language_code=code)) == ["sendPhoto"]


async def test_the_setting_survives_a_restart(
    bot_driver: Driver, tg_config: Any, local_api: LocalBotApi
) -> None:
    import random

    from bot.tg.app import build_app, running

    await bot_driver.send("/pictures off", user_id=76, language_code="en")
    await bot_driver.application.stop()
    await bot_driver.application.shutdown()
    second = build_app(tg_config, request=LocalBotApi(), rng=random.Random(3))
    async with running(second):
        api = second.bot.request  # type: ignore[attr-defined]
        driver = Driver(second, api)
        assert methods(await driver.send("/hand", user_id=76, language_code="en")) == [
            "sendMessage"
        ]


async def test_a_refused_photo_falls_back_to_text(
    bot_driver: Driver, db: Database, local_api: LocalBotApi
) -> None:
    local_api.fail("sendPhoto", 400, "Bad Request: IMAGE_PROCESS_FAILED")
    calls = await bot_driver.send("/hand", user_id=77, language_code="en")
    assert methods(calls) == ["sendPhoto", "sendMessage"]
    question = await pending(db, 77)
    message = local_api.last_message(77)
    assert message is not None and "text" in message
    assert question.message_id == message["message_id"]


async def test_a_long_question_spills_into_a_message(
    bot_driver: Driver, local_app: App, local_api: LocalBotApi
) -> None:
    await bot_driver.send("/start", user_id=78, language_code="en")
    from bot.tg.handlers.common import Who

    user = await local_app.bot_data.db.users.get_or_create_user(78)
    tr = local_app.bot_data.i18n.translator("en")
    player = Who(78, 78, True, "P", user, tr)
    lines = [f"<b>line {i}</b> " + "x" * 60 for i in range(40)]
    context: Any = type("C", (), {"bot": local_app.bot, "bot_data": local_app.bot_data})()
    local_api.clear()
    picture = deal_picture(player, cards=parse_cards("5H 5D 5C JS"), starter=parse_cards("5S")[0])
    message_id = await send_picture(context, player, "\n".join(lines), picture, name="deal")
    calls = list(local_api.calls)
    assert methods(calls) == ["sendPhoto", "sendMessage"]
    caption, rest = texts(calls)
    assert caption + "\n" + rest == "\n".join(lines)
    message = local_api.message(78, message_id)  # the id returned is the photo's
    assert message is not None and message["photo"] and message["caption"] == html_to_text(caption)


def test_split_caption_keeps_whole_lines() -> None:
    assert split_caption("a\nb") == ("a\nb", "")
    text = "\n".join(["é" * 500, "b" * 500, "c" * 100])
    caption, rest = split_caption(text)
    assert caption == "é" * 500 + "\n" + "b" * 500 and rest == "c" * 100
    assert split_caption("🂡" * 600) == ("", "🂡" * 600)  # 1200 UTF-16 units on one line


# -- /stats ----------------------------------------------------------------------------------


async def test_stats_with_the_chart_of_stored_attempts(bot_driver: Driver, db: Database) -> None:
    await plant_full(db, 79, "5H 5D 5C JS 5S")  # fifteens, double pair royal, nobs: exact
    await bot_driver.send("29", user_id=79, language_code="en")
    await plant_full(db, 79, "2H 3D 4C 9S KS")  # fifteens and a run, all missed
    await bot_driver.send("0", user_id=79, language_code="en")
    await plant_full(db, 79, "6H 7D 8C 8S AD")  # fifteens right, the double run missed
    await bot_driver.send("15:8 r:3", user_id=79, language_code="en")
    calls = await bot_driver.send("/stats", user_id=79, language_code="en")
    assert methods(calls) == ["sendPhoto"]
    caption = one_text(calls)
    assert "Your progress" in caption and "The last 30 days" in caption
    assert "1 exact count out of 3" in caption
    assert "fifteens: 2 times out of 3 without a mistake" in caption
    assert "runs: 0 times out of 2 without a mistake" in caption
    data = chart.chart_data(
        await db.stats.attempts_since(79, _now(db) - timedelta(days=30)), _now(db).date()
    )
    assert {group: (t.right, t.count) for group, t in data.kinds} == {
        "fifteens": (2, 3),
        "pairs": (1, 1),
        "runs": (0, 2),
        "nobs": (1, 1),
    }
    assert [(t.right, t.count) for _, t in data.days if t.count] == [(1, 3)]
    assert data.days[-1][1].count == 3  # all today
    [picture] = photos(calls)
    layout = chart.chart_layout(data)
    assert png_size(picture) == (layout.width, layout.height)


LONG_STATS_HANDS: Final = (
    (DrillKind.HAND, "5H 5D 5C JS 5S", "29"),
    (DrillKind.HAND, "2H 3D 4C 9S KS", "0"),
    (DrillKind.HAND, "6H 7D 8C 8S AD", "15:8 r:3"),
    (DrillKind.HAND, "AH 2D 3C 4S 5S", "7"),
    (DrillKind.CRIB, "10H JD QC KS 5H", "4"),
    (DrillKind.CRIB, "2H 2D 2C 7S 8S", "6"),
)


async def test_stats_too_long_for_a_caption_is_one_message_and_the_chart(
    bot_driver: Driver, db: Database
) -> None:
    """A /statistiques with the chart ran past a photo's caption (1,024 characters) and was
    cut at a line, its last lines in a second message; now the whole text is one message,
    then the chart with what it shows written under it."""
    for kind, cards_text, answer in LONG_STATS_HANDS:
        await plant_full(db, 81, cards_text, kind)
        await bot_driver.send(answer, user_id=81, language_code="fr")
    for _ in range(4):
        await bot_driver.send("/ecart", user_id=81, language_code="fr")
        challenge = challenge_of(await pending(db, 81))
        assert challenge is not None
        typed = " ".join(str(c) for c in challenge.cards[: challenge.lay_away])
        await bot_driver.send(typed, user_id=81, language_code="fr")
    calls = await bot_driver.send("/statistiques", user_id=81, language_code="fr")
    assert methods(calls) == ["sendMessage", "sendPhoto"]
    text, caption = texts(calls)
    assert len(text + "\n\n" + caption) > MAX_CAPTION_CHARS  # it would not fit in one caption
    assert text.startswith("<b>Vos progrès</b>") and "écarts joués" in text
    assert "Votre niveau" in text and "30 derniers jours" not in text
    assert caption.startswith("<b>Les 30 derniers jours</b>") and "Vos progrès" not in caption
    assert "quinze : " in caption.replace("\u00a0", " ") and " sans erreur (" in caption


async def test_stats_that_fit_a_caption_stay_one_photo(bot_driver: Driver, db: Database) -> None:
    """A short /statistiques stays one piece: the chart with the whole text as its caption."""
    await plant_full(db, 82, "5H 5D 5C JS 5S")
    await bot_driver.send("29", user_id=82, language_code="fr")
    calls = await bot_driver.send("/statistiques", user_id=82, language_code="fr")
    assert methods(calls) == ["sendPhoto"]
    caption = one_text(calls)
    assert caption.startswith("<b>Vos progrès</b>") and "Les 30 derniers jours" in caption


def _now(database: Database) -> datetime:
    return datetime.fromisoformat(database.now())


async def test_stats_without_attempts_is_text(bot_driver: Driver) -> None:
    calls = await bot_driver.send("/stats", user_id=80, language_code="en")
    assert methods(calls) == ["sendMessage"]


def test_the_offline_chat_shows_a_photo_by_its_caption(tg_config: Any) -> None:
    from bot.tg.offline import PICTURE_MARK, run_chat

    out = io.StringIO()
    code = run_chat(tg_config, lang="en", stdin=io.StringIO("/hand\n"), stdout=out)
    assert code == 0
    after = out.getvalue().split("> /hand", 1)[1]
    assert PICTURE_MARK in after and "Starter card" in after


@pytest.mark.parametrize(("code", "word"), [("fr", "planchette"), ("en", "board")])
async def test_help_and_menu_name_pictures(
    bot_driver: Driver, local_api: LocalBotApi, code: str, word: str
) -> None:
    text = "\n".join(texts(await bot_driver.send("/help all", user_id=81, language_code=code)))
    own = "/images oui ou /images non" if code == "fr" else "/pictures on or /pictures off"
    assert own in text and word in text
    menus = [c.params.get("commands") for c in local_api.calls_to("setMyCommands")]
    assert menus and all(
        any(c["command"] in {"pictures", "images"} for c in menu or []) for menu in menus
    )


@pytest.mark.parametrize(
    ("code", "four", "two"),
    [("en", "/pictures 4", "/pictures 2"), ("fr", "/images quatre", "/images deux")],
)
async def test_four_colour_suits_are_a_pictures_option(
    bot_driver: Driver, db: Database, code: str, four: str, two: str
) -> None:
    state = one_text(await bot_driver.send("/pictures", user_id=78, language_code=code))
    assert ("/images 4" if code == "fr" else "/pictures 4") in state
    done = one_text(await bot_driver.send(four, user_id=78, language_code=code))
    assert "4" not in done or "quatre" in done or "four" in done
    user = await db.users.get_user(78)
    assert user is not None and user.settings["four_colours"] is True
    calls = await bot_driver.send("/hand", user_id=78, language_code=code)
    deal = Deal.from_dict((await pending(db, 78)).deal)
    tr = bot_driver.application.bot_data.i18n.translator(code)
    ranks = cards.rank_labels(tr)
    [picture] = photos(calls)
    assert picture == cards.deal_png(deal.hand, deal.starter, ranks, four_colours=True)
    await bot_driver.send(two, user_id=78, language_code=code)
    calls = await bot_driver.send("/hand", user_id=78, language_code=code)
    deal = Deal.from_dict((await pending(db, 78)).deal)
    [picture] = photos(calls)
    assert picture == cards.deal_png(deal.hand, deal.starter, ranks)


async def test_pictures_on_in_four_colours_in_one_command_and_a_word_not_understood(
    bot_driver: Driver, db: Database
) -> None:
    """« /images oui 4 » turns pictures on in four colours; « /images oui bleu » names the word
    it did not understand before saying how /images is used."""
    done = one_text(await bot_driver.send("/images oui 4", user_id=79, language_code="fr"))
    assert done.startswith("C'est fait\u00a0: les couleurs en quatre teintes")
    user = await db.users.get_user(79)
    assert user is not None and user.settings == {
        **user.settings,
        "pictures": True,
        "four_colours": True,
    }
    usage = one_text(await bot_driver.send("/images oui bleu", user_id=79, language_code="fr"))
    first, rest = usage.split("\n", 1)
    assert first == "Je ne comprends pas «\u00a0bleu\u00a0»."
    assert "/images oui" in rest and "/images 4" in rest


async def test_pictures_asked_in_a_group_say_private_deals_are_pictures(
    bot_driver: Driver,
) -> None:
    """Played: in the club's group a member who never chose typed /images and read « Images
    désactivées : les donnes arrivent en texte. Envoyez /images oui pour voir les cartes. »,
    while her deals in private come as cards: she took her pictures for off everywhere. With
    no choice made, the group's answer now says both."""
    (text,) = texts(await group_send(bot_driver, "/images", 75, language_code="fr"))
    assert "Images désactivées" not in text
    assert "Dans les groupes, les donnes arrivent en texte; en privé, en cartes." in text
    assert "<code>/images oui</code>" in text and "<code>/images non</code>" in text
    (private,) = texts(await bot_driver.send("/images", user_id=75, language_code="fr"))
    assert private.startswith("Images activées")
    await group_send(bot_driver, "/images non", 75, language_code="fr")
    (chosen,) = texts(await group_send(bot_driver, "/images", 75, language_code="fr"))
    assert chosen.startswith("<b>") and "Images désactivées" in chosen
